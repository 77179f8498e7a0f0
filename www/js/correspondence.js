// Playing a friend by link, with nothing but static files: each player plays their own side on
// their own screen and sends the link after their turn (the system share sheet where the browser
// has one, a copied link elsewhere). The link holds the whole game (url-state.js) plus its id
// (`cg=`); this browser remembers the games it plays (corr-store.js) and which side is its own,
// so the board refuses the other side (Controller.setRemote) and a link that does not continue
// the stored game is not applied without asking. Loaded on demand: a page that never plays by
// link never fetches it.

import { t, onLanguage } from './i18n.js';
import { html, clear } from './svg.js';
import { storage } from './storage.js';
import { GAMES, gameOf } from './games/index.js';
import { queryFor } from './url-state.js';
import { playerName } from './ui.js';
import { seatCount } from './seats.js';
import { encodeMoves } from './compact-moves.js';
import { turnOfStep } from './turns.js';
import { ask, focusGame } from './ask.js';
import { loadPanelStyle } from './style-sheet.js';
import { shown } from './shown.js';
import {
  newId, validId, getGame, putGame, listGames, relation, rulesOf,
} from './corr-store.js';

const $ = (id) => document.getElementById(id);

/**
 * The correspondence part of the page.
 * @param {import('./controller.js').Controller} controller
 * @param {import('./ui.js').Ui} ui
 * @param {{changed: () => void}} page  `changed` rewrites the address (with `params()`)
 */
export function createCorrespondence(controller, ui, page) {
  const bar = html('section', { id: 'corr', class: 'corr', hidden: true, 'aria-live': 'polite' });
  const status = html('p', { id: 'corr-status', class: 'corr-status' });
  const send = html('button', { type: 'button', id: 'btn-send', class: 'btn primary' });
  const qr = html('button', { type: 'button', id: 'btn-corr-qr', class: 'btn' });
  const linkBox = html('label', { class: 'corr-link', hidden: true }, [
    html('span', { class: 'corr-link-label' }),
    html('input', { id: 'corr-link', type: 'text', readonly: true }),
  ]);
  // The seat this browser plays, while it is only guessed (`unsure`): a link sent to a group
  // reaches every player, and the seat it was sent to may be another's.
  const side = html('select', { id: 'corr-seat' });
  const sideBox = html('label', { class: 'corr-seat', hidden: true }, [html('span', {}), ' ', side]);
  bar.append(status, sideBox, html('div', { class: 'corr-buttons' }, [send, qr]), linkBox);
  $('status').after(bar);
  // A game ended by this side's move: the end panel, under the board where the player looks
  // then, sends it too (the bar above may be out of sight; the others learn the end only so).
  const endSend = html('button', { type: 'button', id: 'btn-end-send', class: 'btn primary', hidden: true });
  $('end').querySelector('.end-buttons').prepend(endSend);

  const panel = html('section', { id: 'corr-games', class: 'panel', hidden: true }, [
    html('h2', {}, []), html('ul', { class: 'corr-list' }),
  ]);
  document.querySelector('.side').prepend(panel);

  // The friends' seats are played elsewhere: the end says "You win" to this side only.
  ui.seatsOf = () => controller.seats.map((s, p) => (controller.remote.has(p) ? 'r' : s));

  /** @type {import('./corr-store.js').CorrGame|null} */
  let entry = null;
  /** A start of ours is under way: its changes are not a game left. */
  let starting = false;

  const sameMoves = (a, b) => a.length === b.length && a.every((tk, i) => tk === b[i]);
  /**
   * This side's turn is over, so there is something to send: the other side to move, or the
   * end of the game by this player's move (whoever received the last move has nothing to send).
   */
  const turnSent = (view) => (view.outcome ? view.moves.at(-1)?.player === entry.me : view.to_move !== entry.me);

  const seatsOf = (view) => Array.from({ length: seatCount(view) }, (_, p) => p);
  const optionsOf = (e) => gameOf(e.game).optionsFromParams(new URLSearchParams(e.rules));
  /**
   * A game's link: plain moves for this browser's list, compact ones (compact-moves.js) for
   * the link sent to the friend, short enough for chat apps and SMS. The game's id comes before
   * the moves, which end the link: a link cut short on its way then loses moves, which the
   * page names, rather than its id, which made it a game whose every side is played here. The
   * moves' count (`cn`) comes before both, so that moves lost at a token's edge, or all of them
   * with `&cm=`, are named too, rather than read as a shorter game (an invitation, or the
   * sender's turn, which the friend then took for theirs).
   */
  const linkFor = (e, compact = false) => {
    const p = new URLSearchParams(e.rules);
    const short = compact && e.tokens.length > 0;
    if (short) p.set('cn', String(e.tokens.length));
    p.set('cg', e.id);
    if (short) p.set('cm', encodeMoves(optionsOf(e), e.tokens));
    else if (e.tokens.length) p.set('moves', e.tokens.join('.'));
    return `${location.origin}${location.pathname}?${p}`;
  };
  const rulesNow = () => rulesOf(queryFor(controller.record().options, [], ''));

  /** Makes `e` the game on the board's correspondence game (the board is already on it). */
  function activate(e) {
    entry = e;
    const view = controller.view;
    controller.setRemote(seatsOf(view).filter((p) => p !== e.me), e.floor);
    linkBox.hidden = true;
    changed();
    page.changed();
  }

  /** Follows the match after every change: stores the moves, or leaves when another game began. */
  function changed() {
    lockSeats();
    if (!entry || starting) return;
    const view = controller.view;
    const { tokens } = controller.record();
    const kept = entry.tokens.slice(0, entry.floor);
    if (rulesNow() !== entry.rules || kept.some((tk, i) => tokens[i] !== tk)) {
      leave();
      return;
    }
    const last = view.moves.at(-1);
    // The list's order is that of the last move played: a game opened from it keeps its place.
    const moved = !sameMoves(tokens, entry.tokens);
    entry = {
      ...entry,
      // A move played here is this seat's (the others' are refused): the seat is this browser's.
      unsure: entry.unsure && tokens.length <= entry.floor,
      tokens,
      toMove: view.to_move,
      over: !!view.outcome,
      last: last?.text ?? '',
      lastBy: last?.player ?? -1,
      updated: moved || !entry.updated ? Date.now() : entry.updated,
    };
    putGame(storage, entry);
    showBar();
    showList();
  }

  function showBar() {
    bar.hidden = !entry;
    endSend.hidden = true;
    if (!entry) return;
    const view = controller.view;
    const me = playerName(view, entry.me);
    const parts = [t('corr.you', { me })];
    if (view.outcome) parts.push(t('corr.over'));
    else if (view.to_move === entry.me) {
      // Every turn since this side's own: with three players or more, more than the last.
      const since = view.moves.slice(view.moves.findLastIndex((m) => m.player === entry.me) + 1);
      const played = since.map((m) => t('corr.played', { player: playerName(view, m.player), move: m.text }));
      parts.push(played.length ? t('corr.your_move', { played: played.join(', ') }) : t('corr.your_first'));
    } else parts.push(t('corr.waiting', { player: playerName(view, view.to_move) }));
    status.textContent = parts.join(' ');
    const was = bar.dataset.turn;
    bar.dataset.turn = view.outcome ? 'over' : view.to_move === entry.me ? 'mine' : 'theirs';
    send.hidden = !turnSent(view);
    // What is sent: before any move (the friend moves first), the invitation to the game; after
    // this player's move, the move; else, with three players or more, a link that reached a
    // player who has moved already, to pass on to the one to move.
    const lastBy = view.moves.at(-1)?.player;
    send.textContent = t(!view.moves.length ? 'corr.invite' : lastBy === entry.me ? 'corr.send' : 'corr.pass');
    endSend.hidden = !view.outcome || send.hidden;
    endSend.textContent = send.textContent;
    // This side's turn just ended on the board (played from the keys, the focus is there): the
    // focus goes to what comes next, sending it, rather than a dozen Tab stops away.
    if (was === 'mine' && bar.dataset.turn === 'theirs' && document.activeElement?.closest?.('#board')) {
      send.focus({ preventScroll: true });
    }
    qr.textContent = t('corr.qr');
    linkBox.firstChild.textContent = toWhom(view, 'corr.link_label');
    sideBox.hidden = !entry.unsure;
    if (entry.unsure) {
      sideBox.firstChild.textContent = t('corr.side');
      clear(side).append(...seatsOf(view).map((p) => html('option', { value: p, selected: p === entry.me }, [playerName(view, p)])));
    }
  }

  // Another seat chosen while the seat is only guessed: this browser plays that one.
  side.addEventListener('change', () => {
    if (!entry?.unsure) return;
    entry = { ...entry, me: Number(side.value) };
    putGame(storage, entry);
    activate(entry);
  });

  /**
   * The words of `key` for whom the link goes to: the player to move; at the game's end, the
   * other player, or with three players or more, the others (`key` + `_others`: each of them
   * needs the last move).
   */
  function toWhom(view, key) {
    if (!view.outcome) return t(key, { player: playerName(view, view.to_move) });
    const others = seatsOf(view).filter((p) => p !== entry.me);
    return others.length === 1 ? t(key, { player: playerName(view, others[0]) }) : t(`${key}_others`);
  }

  function showList() {
    const games = listGames(storage);
    panel.hidden = !games.length;
    panel.firstChild.textContent = t('corr.games');
    const list = clear(panel.lastChild);
    for (const g of games) {
      const view = { game: g.game, players: Number(new URLSearchParams(g.rules).get('players')) || undefined };
      const state = g.over ? t('corr.item_over')
        : g.toMove === g.me ? t('corr.item_turn') : t('corr.item_wait', { player: playerName(view, g.toMove) });
      const last = g.lastBy >= 0 && g.lastBy !== g.me
        ? t('corr.played', { player: playerName(view, g.lastBy), move: g.last }) : '';
      const current = entry?.id === g.id;
      list.append(html('li', { class: `corr-item${current ? ' current' : ''}`, 'data-id': g.id, 'data-turn': g.over ? 'over' : g.toMove === g.me ? 'mine' : 'theirs' }, [
        html('a', { href: linkFor(g), 'aria-current': current ? 'page' : null }, [
          t('corr.item', { game: gameOf(g.game).title, me: playerName(view, g.me) }),
        ]),
        ' ',
        html('span', { class: 'corr-state' }, [[state, last].filter(Boolean).join(' · ')]),
      ]));
    }
  }

  /** Leaves correspondence play (another game was started): the address loses its `cg`. */
  function leave() {
    if (!entry) return;
    entry = null;
    controller.setRemote([], 0);
    showBar();
    showList();
    page.changed();
  }

  /** The moves up to now are sent: final, no Undo or Play from here takes them back. */
  function seal() {
    entry = { ...entry, floor: entry.tokens.length };
    putGame(storage, entry);
    controller.setRemote(seatsOf(controller.view).filter((p) => p !== entry.me), entry.floor);
  }

  /** "Send my move": the link of the game as it is, shared or copied; the moves sent are final. */
  async function sendMove() {
    if (!entry) return;
    const url = linkFor(entry, true);
    seal();
    const input = linkBox.lastChild;
    input.value = url;
    linkBox.hidden = false;
    const view = controller.view;
    if (navigator.share) {
      try {
        const text = view.outcome ? t('corr.share_over') : toWhom(view, 'corr.share_text');
        await navigator.share({ title: `Semailles — ${gameOf(view.game).title}`, text, url });
        ui.say(t('corr.shared'), 'info');
        return;
      } catch (e) {
        if (e?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      ui.say(toWhom(view, 'corr.copied'), 'info');
    } catch {
      input.select();
      ui.say(toWhom(view, 'corr.copy_here'), 'info');
    }
  }
  send.addEventListener('click', () => sendMove());
  endSend.addEventListener('click', () => sendMove());
  qr.addEventListener('click', async () => {
    if (!entry) return;
    const [{ showQr }] = await Promise.all([import('./qr.js'), loadPanelStyle()]);
    showQr(linkFor(entry, true));
  });

  /**
   * The page opened on a link with `cg=`: the board shows the link's game. Stored games with the
   * same id and the same moves, or fewer, go on; an older link or a fork is asked about. The
   * page leaves its address as it came until this resolves. A link refused in part (`refused`:
   * what the player chose then) goes on only if the nearest game was taken ('nearest'), and
   * only as a game stored here: which side is this browser's cannot be read from it (its side
   * to move may be the sender's), so a game not stored here is shown with no side played, and
   * the player told to ask for the link again.
   */
  async function openLink(id, refused) {
    if (refused && refused !== 'nearest') {
      controller.setRemote([], 0);
      return;
    }
    if (!validId(id) || !controller.view) {
      // Not an id this page makes: an ordinary link, every side playable here, and said so (the
      // link looked like a friend's; its moves are on the board, but none is sent by link).
      controller.setRemote([], 0);
      // A friend's link that lost its id (cut short before it, by a link sent before the id
      // came first: `linkFor`) is told as such.
      if (id === '') ui.say(t('corr.no_id'), 'refused');
      else if (!validId(id)) ui.say(t('corr.bad_id', { id: shown(id, 20) }), 'refused');
      return;
    }
    const view = controller.view;
    const { tokens } = controller.record();
    const rules = rulesNow();
    const stored = getGame(storage, id);
    if (refused && !stored) {
      controller.setRemote(seatsOf(view), Infinity);
      ui.say(t('corr.damaged'), 'refused');
      return;
    }
    const rel = relation(stored, rules, tokens);
    // A link ahead of the game kept here whose new moves include this browser's own side's: not
    // played here, so not taken without asking (a link's added characters, or the game played
    // on another device) — unless that side was only guessed: someone else plays it, as a link
    // sent to a group shows.
    const mineAhead = rel.kind === 'ahead'
      && view.moves.slice(turnOfStep(view.moves, rel.at + 1).turn - 1).some((m) => m.player === stored.me);
    const fresh = () => {
      // The link was sent to the side to move (at the end, the other side of the sender): with
      // three players or more, perhaps to a group, so only guessed to be this browser's.
      const guess = !stored || (stored.unsure && mineAhead);
      return {
        id, game: view.game, rules, tokens, floor: tokens.length,
        me: guess ? view.to_move : stored.me, unsure: guess ? seatsOf(view).length > 2 : !!stored.unsure,
        toMove: view.to_move, over: !!view.outcome, last: '', lastBy: -1, updated: Date.now(),
      };
    };
    // A link refused in part that holds nothing past the game kept here (it lost its end): the
    // game as kept, said so, rather than asked about as an older link.
    if (refused && (rel.kind === 'behind' || rel.kind === 'same')) {
      await showStored(stored);
      ui.say(t('corr.damaged_kept'), 'refused');
      return;
    }
    if (rel.kind === 'new' || (rel.kind === 'ahead' && (!mineAhead || stored.unsure))) {
      activate(fresh());
      return;
    }
    if (rel.kind === 'same') {
      activate({ ...stored, floor: Math.max(stored.floor, 0) });
      return;
    }
    // Older, or another game under the same id: say so, ask, and change nothing meanwhile (the
    // question is modal, and nothing played is taken back); the board is seen from this
    // browser's side, not said to be waiting for it.
    controller.setRemote(seatsOf(view).filter((p) => p !== stored.me), tokens.length);
    // The game named as the list of games by link names it (the id means nothing to a player).
    const yours = { game: gameOf(stored.game).title, me: playerName({ game: stored.game }, stored.me) };
    const text = stored.rules !== rules ? t('corr.fork_rules', yours)
      : t(mineAhead ? 'corr.yours_ahead' : rel.kind === 'behind' ? 'corr.behind' : 'corr.fork', yours);
    const choice = await askFork(text);
    if (choice === 'link') {
      activate(fresh());
      return;
    }
    await showStored(stored);
    // The board drawn again after the question: the focus the answer left goes to the game.
    focusGame();
  }

  /** The stored game on the board, as it is stored, and this page on it. */
  async function showStored(stored) {
    starting = true;
    try {
      await controller.start({ ...optionsOf(stored), moves: stored.tokens, seats: [] });
    } finally {
      starting = false;
    }
    activate(stored);
  }

  // The same game open in another tab or window of this browser (a link opened twice): a move
  // played or sent there is stored, and this page takes the game as stored, rather than letting
  // a second, different answer be played and sent from a position that has moved on. The
  // browser tells only the other pages of a change, so a page's own writes come not back here.
  // A game stored before this page's own last change is no news but a late echo: the other
  // page, taking an earlier move of this one, stores it again as it takes it; taken, it undid
  // this page's later moves (seen with two tabs on a busy machine). This page's game is stored
  // again over it, and the other page takes that.
  addEventListener('storage', (ev) => {
    if (!entry || !ev.key?.endsWith('.corr')) return;
    const stored = getGame(storage, entry.id);
    if (!stored) return;
    if (stored.updated < entry.updated) {
      putGame(storage, entry);
      return;
    }
    if (stored.floor === entry.floor && sameMoves(stored.tokens, entry.tokens)) return;
    showStored(stored).then(() => ui.say(t('corr.elsewhere'), 'info')).catch((e) => ui.engineError(e));
  });

  /** The fork dialog: resolves 'mine' or 'link'; Escape keeps the stored game. */
  function askFork(text) {
    const dialog = html('dialog', { id: 'corr-conflict', class: 'dialog', 'aria-labelledby': 'corr-conflict-title' }, [
      html('h2', { id: 'corr-conflict-title' }, [t('corr.conflict_title')]),
      html('p', { class: 'corr-conflict-text' }, [text]),
      html('div', { class: 'dialog-buttons' }, [
        html('button', { type: 'button', class: 'btn', value: 'link', id: 'corr-take-link' }, [t('corr.take_link')]),
        html('button', { type: 'button', class: 'btn primary', value: 'mine', id: 'corr-keep-mine', autofocus: true }, [t('corr.keep_mine')]),
      ]),
    ]);
    return ask(dialog, 'mine');
  }

  /** "Play a friend by link": the game and the side this browser takes. */
  function newGameDialog() {
    const current = controller.view?.game;
    const gameSelect = html('select', { id: 'corr-game', name: 'game' },
      Object.values(GAMES).map((k) => html('option', { value: k.id, selected: k.id === current }, [k.title])));
    const sideSelect = html('select', { id: 'corr-side', name: 'side' });
    const optionsFor = (id) => {
      if (id === current) {
        const { options } = controller.record();
        return { ...options, seats: undefined };
      }
      return gameOf(id).optionsFromParams(new URLSearchParams());
    };
    const fillSides = () => {
      const opts = optionsFor(gameSelect.value);
      const view = { ...opts, game: gameSelect.value };
      clear(sideSelect).append(...seatsOf(view).map((p) => html('option', { value: p }, [playerName(view, p)])));
    };
    fillSides();
    gameSelect.addEventListener('change', fillSides);
    const form = html('form', { method: 'dialog', class: 'settings' }, [
      html('h2', {}, [t('corr.title')]),
      html('p', { class: 'muted' }, [t('corr.help')]),
      html('label', { class: 'field' }, [html('span', {}, [t('corr.game')]), ' ', gameSelect]),
      html('label', { class: 'field' }, [html('span', {}, [t('corr.side')]), ' ', sideSelect]),
      html('p', { class: 'muted help' }, [t('corr.rules_note')]),
      html('div', { class: 'dialog-buttons' }, [
        html('button', { type: 'button', class: 'btn', value: 'cancel', id: 'corr-cancel' }, [t('btn.cancel')]),
        html('button', { type: 'submit', class: 'btn primary', value: 'start', id: 'corr-start' }, [t('corr.start')]),
      ]),
    ]);
    const dialog = html('dialog', { id: 'corr-new', class: 'dialog', 'aria-label': t('corr.title') }, [form]);
    document.body.append(dialog);
    dialog.querySelector('#corr-cancel').addEventListener('click', () => dialog.close());
    dialog.addEventListener('close', () => dialog.remove());
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      const me = Number(sideSelect.value);
      const options = { ...optionsFor(gameSelect.value), moves: [], seats: [] };
      dialog.close();
      await start(options, me);
    });
    dialog.showModal();
  }

  /** A new game by link: this browser plays seat `me`. */
  async function start(options, me) {
    leave();
    starting = true;
    try {
      await controller.start(options);
    } finally {
      starting = false;
    }
    const view = controller.view;
    activate({
      id: newId(), game: view.game, rules: rulesNow(), tokens: [], floor: 0, me,
      toMove: view.to_move, over: false, last: '', lastBy: -1, updated: Date.now(),
    });
  }

  /**
   * The players panel, rebuilt by the page after each change: a seat played in another browser
   * is that person's, so its choice is locked (the computer would play the friend's moves here;
   * Controller.setSeats refuses it too).
   */
  function lockSeats() {
    for (const select of document.querySelectorAll('#seats select[data-seat]')) {
      select.disabled = controller.remote.has(Number(select.dataset.seat));
    }
  }

  onLanguage(() => {
    showBar();
    showList();
    lockSeats();
  });
  showList();

  return {
    /** The address's extra parameters while a game by link is on the board. */
    params: () => (entry ? { cg: entry.id } : {}),
    changed,
    leave,
    /**
     * The link the page's Copy link and QR code give while a game by link is on: the one Send
     * gives (the game's id and moves, nothing of this browser's: its seats, its language).
     * Given once this side's turn is over, it is sent, as by Send: a move given so is final
     * too, or a second, different answer could follow it.
     */
    shareLink() {
      if (!entry) return null;
      const url = linkFor(entry, true);
      if (turnSent(controller.view)) seal();
      return url;
    },
    openLink,
    newGameDialog,
    start,
    get entry() {
      return entry;
    },
  };
}
