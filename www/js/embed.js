// The embed view (embed.html): the same controller, board, engine and words as the full page,
// without its chrome. Everything it needs comes from its address (game, options, moves, lang,
// speed), so it works inside `<iframe sandbox="allow-scripts">`: no storage (storage.js falls
// back to memory), no worker when one cannot start (engine.js plays on this thread), and the
// address may stay fixed. When framed it posts its height to the parent so the host page can
// size the frame (see README, "Embedding").

import { loadEngine, loadLaterParts } from './engine.js';
import { setLanguage, preferredLanguage, translate, loadWords, t } from './i18n.js';
import { Controller } from './controller.js';
import { Ui } from './ui.js';
import { optionsFromUrl, writeUrl, queryFor, openingOf, isShortLink } from './url-state.js';
import { SPEEDS, prefersReducedMotion } from './anim.js';
import { DEFAULT_GAME, GAMES, gameOf } from './games/index.js';
import { wireReview } from './review-keys.js';
import { wireLessons } from './lesson-entry.js';
import { loadPuzzleMode } from './puzzle-entry.js';
import { applyPrefs, readPrefs } from './prefs.js';
import { SoundCues } from './prefs-panel.js';
import { keepingFocus, keepFocusWhenOff, boardPlace } from './focus-keeper.js';
import { html } from './svg.js';

const $ = (id) => document.getElementById(id);

/**
 * Tells the parent page how tall the content would be with the board at its full width:
 * `{semailles: 'height', height}`. (The board's drawn height is not used: it shrinks when the
 * frame is short, and a host that sized the frame from it would shrink it again and again.)
 */
function postHeight() {
  if (window.parent === window) return;
  const main = document.querySelector('.embed-main');
  const send = () => {
    const svg = main.querySelector('svg.board');
    let height = main.offsetHeight;
    if (svg?.viewBox?.baseVal?.width) {
      const box = svg.viewBox.baseVal;
      height += svg.clientWidth * (box.height / box.width) - svg.clientHeight;
    }
    try {
      window.parent.postMessage({ semailles: 'height', height: Math.ceil(height) }, '*');
    } catch {
      /* no parent to tell */
    }
  };
  new ResizeObserver(send).observe(main);
  send();
}

/**
 * Keeps the board's room: the frame's height less everything around the board (the status, the
 * message, the buttons, and whatever comes and goes: a puzzle's panel, the review's banner, the
 * end panel; in a lesson, its title, text, feedback and buttons around its own board), measured
 * whenever the view's height changes, into `--embed-around` (embed.css). A fixed reserve made
 * the frame scroll as soon as a status wrapped to two lines.
 * What is around the board does not depend on the board's height, so one change settles it.
 */
function fitBoard() {
  const main = document.querySelector('.embed-main');
  let around = -1;
  new ResizeObserver(() => requestAnimationFrame(() => {
    // The board shown: the game's, or a lesson's (the game's is hidden meanwhile).
    const host = [...main.querySelectorAll('.board-host')].find((h) => h.getClientRects().length);
    if (!host) return;
    const now = Math.ceil(main.getBoundingClientRect().height - host.getBoundingClientRect().height);
    if (now === around) return;
    around = now;
    main.style.setProperty('--embed-around', `${now}px`);
  })).observe(main);
}

/**
 * An address that names a lesson or a puzzle (`learn=tricerata.lift`) and no game of its own (no
 * `game`, moves or option of any game's) shows the game of that lesson or puzzle: an
 * association's page that embeds a Tricérata lesson goes back to a Tricérata board, not to the
 * default game's, and a puzzle's board is not drawn after another game's. The address says so
 * (`game=` added), as the frame's own links then do.
 */
function withLinkedGame(params) {
  const game = (params.get('learn') ?? params.get('puzzle'))?.split('.')[0];
  const kits = Object.values(GAMES);
  const gameGiven = [...params.keys()].some((k) => ['game', 'moves', 'cm'].includes(k) || kits.some((kit) => kit.ownsParam(k)));
  if (gameGiven || !game || !Object.hasOwn(GAMES, game)) return params;
  params.set('game', game);
  history.replaceState(history.state, '', `?${params}${location.hash}`);
  return params;
}

async function main() {
  const params = withLinkedGame(new URLSearchParams(location.search));
  // The language with the words the full page says after its first board (i18n/later/: the
  // embed's own buttons, the review's and the puzzles' refusals, hints in lessons; i18n/errors/:
  // what the engine refuses, worded).
  const language = setLanguage(preferredLanguage());
  // The game's board is fetched meanwhile, as on the full page (controller.start asks for it
  // again, once loaded): asked only by the start, it was one more round trip before the board.
  gameOf(params.get('game')).board().catch(() => {});
  // A friend's short link (`cm=`, compact-moves.js) opens here as on the full page: its moves
  // written out by the engine, a move it cannot read refused by name.
  const compact = isShortLink(params) ? import('./compact-moves.js') : null;
  // A new game the build records (a bare address's, a preset's): drawn from its engine's
  // recorded answers (engine.js).
  const plain = compact ? null : optionsFromUrl();
  await Promise.all([
    loadEngine(params.get('game'), plain, openingOf(plain)), language, loadWords('later'), loadWords('errors'),
  ]);
  const search = compact ? `?${(await compact).expandCompact(location.search, optionsFromUrl)}` : location.search;
  const first = plain ?? optionsFromUrl(search);
  const ui = new Ui();
  const controller = new Controller($('board'), ui);
  // The full page's remembered theme, coordinates and sound (in a sandboxed frame: defaults).
  applyPrefs();
  const speed = params.get('speed');
  controller.setSpeed(speed in SPEEDS ? speed : prefersReducedMotion() ? 'instant' : 'normal');

  // A refused link: the nearest game the engine accepts, what was refused said once the page is
  // ready, and the address left as it came until the player has read it.
  let repair = null;
  let held = false;
  try {
    await controller.start(first);
  } catch {
    held = true;
    const problems = await import('./link-problem.js');
    repair = await problems.repairOf(search);
    // The nearest game's computer waits for the player's answer.
    controller.held = !!repair;
    await controller.start(repair?.nearest ?? { ...first, moves: [] })
      .catch(() => controller.start({ game: DEFAULT_GAME }));
    if (repair) {
      queueMicrotask(() => problems.showLinkProblem(repair, 'link', { other: false }).then(() => {
        controller.hold(false);
        held = false;
        controller.onChange();
      }));
    }
  }
  const initial = controller.record().options;
  // A puzzle (`?puzzle=mraha.12`, puzzles.js): the frame shows it alone, with no way back.
  let puzzles = null;
  controller.onChange = () => {
    if (puzzles?.active) {
      $('full-page').href = `index.html?${new URLSearchParams({ puzzle: puzzles.ref ?? '', lang: document.documentElement.lang })}`;
      return;
    }
    const { options, tokens } = controller.record();
    if (!held) writeUrl({ ...options, moves: undefined }, tokens);
    // "Open in full" carries the exact game to the full page.
    $('full-page').href = `index.html?${queryFor(options, tokens, document.documentElement.lang)}`;
  };
  controller.onChange();

  $('btn-undo').addEventListener('click', keepingFocus(() => controller.undo()));
  $('btn-redo').addEventListener('click', keepingFocus(() => controller.redo()));
  $('btn-finish').addEventListener('click', keepingFocus(() => controller.finishTurn()));
  $('btn-skip').addEventListener('click', () => controller.skip());
  // Focused while a turn is drawn, it goes off at the turn's end, pressed or not: the focus goes
  // on to the board.
  keepFocusWhenOff($('btn-skip'), boardPlace);
  $('btn-again').addEventListener('click', () => controller.start({ ...initial, moves: [] }));
  // A frame without `allow-popups` opens no tab, without a word: the player is told why.
  $('full-page').addEventListener('click', (ev) => {
    ev.preventDefault();
    const opened = window.open(ev.currentTarget.href, '_blank');
    if (!opened) ui.say(t('embed.full_blocked'), 'refused');
    else {
      try {
        opened.opener = null;
      } catch {
        /* another origin: it has no hold on this frame anyway */
      }
    }
  });
  // Review: ← → Home End, Escape, the end panel's Review (the move list is not shown here).
  wireReview(controller, ui);

  translate(document);
  fitBoard();
  postHeight();
  // What a turn shows (its animation, its words) and the controller's other methods (undo,
  // review…), and the engine's later part: after the first board, which does not need them.
  await Promise.all([controller.afterFirstBoard(), loadLaterParts()]);
  // A game given with its moves (a teacher's position) shows its last turn, as the page does.
  controller.markLastTurn();
  // The sound cues: after the first board, which does not need them. `sound=off` (a classroom's
  // phones) or `sound=on` in the address decides, else the full page's remembered choice.
  const asked = params.get('sound');
  const sound = new SoundCues(asked === 'off' ? false : asked === 'on' || readPrefs().sound);
  controller.onCue = (cue, beat) => sound.cue(cue, beat);
  if (params.has('puzzle')) {
    const { createPuzzles } = await loadPuzzleMode();
    puzzles = await createPuzzles(controller, ui, { back: false });
    if (!(await puzzles.openRef(params.get('puzzle')))) {
      // As the full page says it (page.js): the frame shows its game instead, not silently.
      puzzles = null;
      ui.say(t('puzzle.bad_link'), 'refused');
    }
  }
  document.body.dataset.ready = 'true';
  window.semailles = { controller, ui, sound };
  // A lesson's link (`embed.html?learn=mraha.capture`): the association's site can embed one
  // lesson; "Back to the game" shows the embed's game, and the full page's Learn button, beside
  // the embed's own, brings the lesson back where it was left (the embed has no list of them).
  if (params.has('learn')) {
    const back = html('button', { type: 'button', id: 'btn-learn', class: 'btn', 'data-i18n': 'btn.learn' }, [t('btn.learn')]);
    $('full-page').before(back);
    const lessons = wireLessons({
      before: $('status'),
      home: back,
      currentGame: () => controller.view?.game ?? DEFAULT_GAME,
      fail: (e) => ui.engineError(e),
    });
    back.addEventListener('click', () => lessons.resume());
    lessons.link(params.get('learn'));
  }
}

main().catch((e) => {
  document.body.dataset.failed = 'true';
  const p = document.querySelector('#board .loading');
  if (p) p.textContent = 'The game could not start / Le jeu n’a pas pu démarrer.';
  throw e;
});
