// The words around the board: whose turn and what to decide, what the last turn did, refusals,
// the move list in the rules' notation, the end of the game, the rules in force, the buttons.

import { t, has, errorMessage } from './i18n.js';
import { html, clear } from './svg.js';

const $ = (id) => document.getElementById(id);

/** A player's name: South/North at the bao, Player 1…6 at Tricérata. */
export function playerName(view, p) {
  return view.game === 'mraha' ? t(`player.${p}`) : t('tri.player', { n: p + 1 });
}

/** What a bao turn's trace says, in a few words (also read out by screen readers). */
function summariseBao(events) {
  const captured = []; // "A5 (4)" for each pit taken, in order
  let seeds = 0;
  let relays = 0;
  let stop = null;
  let destroyed = false;
  for (const e of events) {
    if (e.type === 'capture') {
      captured.push(t('summary.pit', { pit: e.pit, n: e.seeds }));
      seeds += e.seeds;
    } else if (e.type === 'relay') relays++;
    else if (e.type === 'nyumba_stop' || e.type === 'takasia_stop') stop = e.type;
    else if (e.type === 'nyumba_destroyed') destroyed = true;
  }
  const parts = [];
  if (captured.length) parts.push(t('summary.capture', { pits: captured.join(', '), seeds }));
  else if (events.some((e) => e.type === 'turn_end' || e.type === 'game_end')) parts.push(t('summary.trakatra'));
  if (relays) parts.push(t('summary.relays', { n: relays }));
  if (destroyed) parts.push(t('summary.nyumba_destroyed'));
  if (stop) parts.push(t(`summary.${stop}`));
  if (events.some((e) => e.type === 'decision')) parts.push(t('summary.waiting'));
  return parts;
}

/** Longest move text listed whole; a longer one (a Tricérata path of hundreds of drops) shows
 * its beginning and its end, whole in its tooltip and in the saved record. */
const MOVE_TEXT_MAX = 48;

export function shortMove(text) {
  if (text.length <= MOVE_TEXT_MAX) return text;
  const head = text.lastIndexOf('-', 24);
  const tail = text.indexOf('-', text.length - 18);
  return `${text.slice(0, head > 0 ? head + 1 : 24)}…${text.slice(tail > 0 ? tail : text.length - 18)}`;
}

/** More relays than this in one turn (a computer's long path) are counted, not listed. */
const RELAYS_LISTED = 3;

/** What a Tricérata turn (or one decision of it) did. */
function summariseTri(events) {
  const parts = [];
  const relays = events.filter((e) => e.type === 'relay');
  for (const e of events) {
    if (e.type === 'relay') {
      if (relays.length <= RELAYS_LISTED) parts.push(t('tri.summary.relay', { cell: e.cell, n: e.stones }));
      else if (e === relays[0]) parts.push(t('tri.summary.relays', { n: relays.length }));
    } else if (e.type === 'capture') parts.push(t('tri.summary.capture', { cell: e.cell, n: e.stones }));
    else if (e.type === 'seize') parts.push(t('tri.summary.seize', { cell: e.cell, n: e.stones }));
    else if (e.type === 'capture_due') parts.push(t('tri.summary.capture_due'));
    else if (e.type === 'seizure_due') parts.push(t('tri.summary.seizure_due', { player: t('tri.player', { n: e.player + 1 }) }));
    else if (e.type === 'mort_subite') parts.push(t('tri.summary.mort_subite', { n: e.stones }));
  }
  return parts;
}

/**
 * What a turn did, for the message under the board (read out by screen readers): who played,
 * what (the sowing's pit and direction when known), then what the engine's trace says.
 */
export function summarise(view, events, player, played) {
  const parts = view.game === 'mraha' ? summariseBao(events) : summariseTri(events);
  if (played?.kind === 'start') parts.unshift(t('summary.sowed', { pit: played.pit, dir: t(`dir.${played.dir}`) }));
  else if (played?.token) parts.unshift(t('summary.played', { token: played.token }));
  if (!parts.length) return '';
  return t('summary.turn', { player: playerName(view, player), what: parts.join(', ') });
}

/** The end of the game in words: `head` (who won) and the whole `text` (why, the scores). */
function endSentence(view) {
  const o = view.outcome;
  const names = o.winners.map((p) => playerName(view, p));
  const winner = o.winners.length === 1 ? o.winners[0] : null;
  const params = {
    winner: names.join(', '),
    loser: view.game === 'mraha' && winner !== null ? playerName(view, 1 - winner) : '',
    scores: (o.scores ?? []).map((s, p) => `${playerName(view, p)} ${s}`).join(' · '),
    turns: o.turns ?? 0,
    par: view.par ?? '',
  };
  if (view.game === 'tricerata' && view.players === 1) {
    const text = t(view.par ? 'tri.end.solitaire_par' : 'tri.end.solitaire', params);
    return { head: text, text };
  }
  const head = winner === null ? t('end.shared', params) : t('end.wins', params);
  const why = has(`end.${o.reason}`) ? t(`end.${o.reason}`, params) : o.reason;
  return { head, text: `${head} ${why}` };
}

export class Ui {
  constructor() {
    this.status = $('status');
    this.message = $('message');
    this.moves = $('moves');
    this.movesEmpty = $('moves-empty');
    this.end = $('end');
    this.endText = $('end-text');
    this.rules = $('current-rules');
    this.title = $('game-title');
    this.buttons = { undo: $('btn-undo'), redo: $('btn-redo'), skip: $('btn-skip'), finish: $('btn-finish') };
    /** The hint button (the full page only). */
    this.hint = $('btn-hint');
  }

  /** Reflects a view; `summary` = { events, player, animating } after a play, or null. */
  update(view, summary) {
    this.game = view.game;
    this.#status(view, summary?.animating);
    // What the turn did is said once its animation is over, not before.
    if (summary && !summary.animating) this.say(summarise(view, summary.events, summary.player, summary.played), 'info');
    else this.say('', 'info');
    this.#moves(view);
    this.#end(view, summary?.animating);
    this.#rules(view);
    this.title.textContent = t(`game.${view.game}`);
    this.title.dataset.i18n = `game.${view.game}`;
    this.buttons.undo.disabled = !view.can_undo;
    this.buttons.redo.disabled = !view.can_redo;
    this.buttons.skip.disabled = !summary?.animating;
    this.buttons.finish.hidden = view.game !== 'tricerata';
    this.buttons.finish.disabled = view.decision !== 'path' || !!summary?.animating;
  }

  #status(view, animating) {
    const player = playerName(view, view.to_move);
    let text;
    // Over: who won, at the top too (the whole sentence is under the board).
    if (view.outcome) text = animating ? t('status.over') : `${t('status.over')} ${endSentence(view).head}`;
    else if (animating) text = t(view.game === 'mraha' ? 'status.sowing' : 'tri.status.sowing');
    else if (view.game === 'mraha') {
      text = t(`status.${view.decision}`, { player, phase: t(`phase.${view.phase[view.to_move]}`) });
    } else {
      text = t(`tri.status.${view.decision}`, { player, hand: view.stage.hand ?? 0 });
      if (view.players === 1) {
        text += ` — ${t(view.par ? 'tri.turns_par' : 'tri.turns', { turns: view.turns, par: view.par })}`;
      }
    }
    this.status.textContent = text;
    this.status.dataset.player = String(view.to_move);
  }

  /** Says that the engine is thinking (a long legality proof), or stops saying it. */
  thinking(on) {
    this.status.classList.toggle('thinking', on);
    if (on) this.status.textContent = t('status.thinking');
  }

  /** Says that the computer is choosing its turn (`view` = the position it plays), or stops. */
  computerThinking(view) {
    this.status.classList.toggle('computer', !!view);
    if (view) this.status.textContent = t('status.computer', { player: playerName(view, view.to_move) });
  }

  /** The hint button can be used (a person to move, the game going on). */
  hintAvailable(on) {
    if (this.hint) this.hint.disabled = !on;
  }

  /** Announces a hint: the first decision of the suggested turn. */
  sayHint(view, choice) {
    let text;
    if (choice.kind === 'start') text = t('hint.sow', { pit: choice.pit, dir: t(`dir.${choice.dir}`) });
    else if (choice.kind === 'go' || choice.kind === 'stop') text = t('hint.play', { what: t(`nyumba.${choice.kind}.long`) });
    else if (choice.kind === 'kotso') text = t('hint.play', { what: t('hint.kotso', { pit: choice.pit }) });
    else if (choice.cell !== undefined) text = t('hint.cell', { cell: choice.cell });
    else text = t('hint.play', { what: choice.token });
    this.say(text, 'hint');
  }

  /** A message under the board: `info` (what happened) or `refused` (an illegal click). */
  say(text, kind) {
    this.message.textContent = text;
    this.message.dataset.kind = kind;
    this.message.classList.toggle('refused', kind === 'refused');
    if (kind === 'refused') {
      // Restart the attention animation.
      this.message.classList.remove('shake');
      requestAnimationFrame(() => this.message.classList.add('shake'));
    }
  }

  /** An input the board refused (`not_playable`, `game_over`…). */
  refuse(code, params = {}) {
    this.say(t(`refuse.${code}`, params), 'refused');
  }

  /** An error thrown by the engine, translated by its code. */
  engineError(e) {
    this.say(errorMessage(e, this.game), 'refused');
  }

  /** The move list, updated from the first turn that changed (long games stay cheap). */
  #moves(view) {
    const prefix = document.documentElement.lang + view.game;
    if (prefix !== this.movesPrefix) {
      this.movesPrefix = prefix;
      this.shown = [];
      clear(this.moves);
    }
    const texts = view.moves.map((m) => `${m.player}:${m.text}`);
    let same = 0;
    while (same < this.shown.length && same < texts.length && this.shown[same] === texts[same]) same++;
    while (this.moves.children.length > same) this.moves.lastChild.remove();
    for (const m of view.moves.slice(same)) {
      this.moves.append(html('li', { class: `move p${m.player}`, 'data-player': m.player }, [
        html('span', { class: 'move-player' }, [playerName(view, m.player)]),
        ' ',
        html('span', { class: 'move-text', title: m.text.length > MOVE_TEXT_MAX ? m.text : null }, [shortMove(m.text)]),
      ]));
    }
    this.shown = texts;
    this.moves.querySelector('.last')?.classList.remove('last');
    this.moves.lastElementChild?.classList.add('last');
    this.movesEmpty.hidden = view.moves.length > 0;
    // The key too, so that a later translation of the page keeps this game's words.
    this.movesEmpty.dataset.i18n = view.game === 'mraha' ? 'moves.empty' : 'tri.moves.empty';
    this.movesEmpty.textContent = t(this.movesEmpty.dataset.i18n);
    // Keep the last move in sight without scrolling the page itself.
    if (same < texts.length) this.moves.scrollTop = this.moves.scrollHeight;
  }

  #end(view, animating) {
    const o = view.outcome;
    this.end.hidden = !o || !!animating;
    if (!o) return;
    this.endText.textContent = endSentence(view).text;
  }

  #rules(view) {
    const key = JSON.stringify(view.rules ?? null) + document.documentElement.lang;
    if (key === this.rulesKey) return;
    this.rulesKey = key;
    clear(this.rules);
    if (!view.rules) return;
    const entries = Object.entries(view.rules).sort(([a], [b]) => (a === 'preset' ? -1 : b === 'preset' ? 1 : 0));
    for (const [name, value] of entries) {
      const valueKey = name === 'preset' ? `preset.${value}` : `switch.${name}.${value}`;
      this.rules.append(
        html('dt', {}, [t(`switch.${name}`)]),
        html('dd', {}, [has(valueKey) ? t(valueKey) : String(value)]),
      );
    }
  }
}
