// The full page (index.html, started by main.js): language, engine, the first game, and the
// buttons around the board. What the first board does not need is imported once it is drawn.

import { loadEngine, createGame, loadLaterParts } from './engine.js';
import {
  setLanguage, preferredLanguage, currentLanguage, translate, t, loadWords,
} from './i18n.js';
import { Controller } from './controller.js';
import { Ui } from './ui.js';
import { storage } from './storage.js';
import { optionsFromUrl, writeUrl, openingOf, isGameLink, isShortLink } from './url-state.js';
import { SPEEDS, prefersReducedMotion } from './anim.js';
import { registerOffline } from './offline.js';
import { loadPanelStyle } from './style-sheet.js';
import { seatCount, levelName, seatsRefused } from './seats.js';
import { html } from './svg.js';
import { DEFAULT_GAME, gameOf, loadGamesWords } from './games/index.js';
import { applyPrefs, readPrefs } from './prefs.js';
import { rememberGame, rememberedGame, rememberedLinkGame, ANSWERS } from './record.js';
import { loadPuzzleMode } from './puzzle-entry.js';
import { sameMatch } from './same-match.js';

const $ = (id) => document.getElementById(id);

/**
 * The buttons around the board are wired once the first board is drawn (page-buttons.js and
 * the others, fetched then): a button pressed before is held, and the last one held is pressed
 * again when they are, so a quick tap on New game is not lost. The board's own places answer
 * from the first drawing and are left alone, and so does Skip, through `early.skip` (set once
 * the board's controller is made): the first turn is sown before the engine has come, and Skip
 * held until then came after most of it. Returns the release.
 */
function holdEarlyPresses(early) {
  let pressed = null;
  const hold = (ev) => {
    const button = ev.target.closest?.('button');
    if (!button || button.closest('#board')) return;
    ev.preventDefault();
    ev.stopImmediatePropagation();
    if (button.id === 'btn-skip') early.skip?.();
    else pressed = button;
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    pressed?.click(); // (a disabled button ignores it)
  };
}

async function main() {
  const early = {};
  const releasePresses = holdEarlyPresses(early);
  const asked = new URLSearchParams(location.search);
  // The engine of the game the first board shows (a link's, else the last one played here):
  // the page fetches no other game's engine until another game is chosen.
  const firstGame = asked.get('game') ?? rememberedGame()?.game;
  // The language first (the board's own words then come in it), and the game's board, fetched
  // meanwhile (controller.start asks for it again, once loaded).
  const language = setLanguage(preferredLanguage());
  gameOf(firstGame).board().catch(() => {});
  // A friend's short link is written out by compact-moves.js (below): fetched meanwhile too.
  const compactMoves = isShortLink(asked) ? import('./compact-moves.js') : null;
  // A link names its game; a bare address resumes the last game played here.
  const fromLink = isGameLink();
  // The first board's options (a short link's once its moves are written out, below). A new game
  // the build records (a bare address's, a preset's), or the game remembered here with the
  // answers kept for it (resume.js) — a bare address's, or a reload's, whose address holds the
  // game — is drawn from its engine's answers, and the engine comes once the board is drawn
  // (engine.js, opening.js).
  const plain = compactMoves ? null : fromLink ? optionsFromUrl() : rememberedGame() ?? optionsFromUrl();
  // Only the game remembered has answers kept: a link to another game (a friend's) does not
  // wait for their module before it asks for the engine.
  const kept = plain && sameMatch(plain, rememberedGame()) ? storage.get(ANSWERS) : null;
  const [engine] = await Promise.all([loadEngine(firstGame, plain, openingOf(plain), kept), language]);
  $('version').textContent = `v${engine.version}`;

  const ui = new Ui();
  const controller = new Controller($('board'), ui);
  early.skip = () => controller.skip();
  ui.seatsOf = () => controller.seats;
  /** The games by link (correspondence.js), loaded on first use. */
  let corr = null;
  /**
   * The address and the game remembered follow the board, but are left as they are while a
   * question waits for the player (a refused link or file, a fork): a reload then finds the game
   * that was there.
   */
  let held = false;
  const keepGame = () => {
    if (held) return;
    const { options, tokens } = controller.record();
    writeUrl({ ...options, moves: undefined }, tokens, corr?.params() ?? {});
    rememberGame(options, tokens, corr?.params() ?? {});
  };
  const loadCorr = async () => {
    if (!corr) {
      const [{ createCorrespondence }] = await Promise.all([
        import('./correspondence.js'), loadWords('corr'), loadGamesWords(), loadPanelStyle(),
      ]);
      corr ??= createCorrespondence(controller, ui, { changed: () => controller.onChange?.() });
    }
    return corr;
  };
  // ---- Puzzles (puzzles.js, loaded on first use): the game played before comes back after.
  let puzzles = null;
  const loadPuzzles = async (game = null) => {
    if (!puzzles) {
      const { createPuzzles } = await loadPuzzleMode(game);
      const made = await createPuzzles(controller, ui, { onLeave: keepGame });
      puzzles ??= made;
    }
    return puzzles;
  };
  const openPuzzles = async (game) => {
    corr?.leave();
    // From a lesson (whose view covers the game's board, where the puzzles are set).
    lessons?.leave();
    const shown = gameOf(game).puzzle ? game : DEFAULT_GAME;
    (await loadPuzzles(shown)).open(shown);
  };
  // ---- end of puzzles

  const speed = $('speed');
  const saved = storage.get('speed');
  speed.value = saved in SPEEDS ? saved : prefersReducedMotion() ? 'instant' : 'normal';
  controller.setSpeed(speed.value);
  speed.addEventListener('change', () => {
    controller.setSpeed(speed.value);
    storage.set('speed', speed.value);
  });

  // The language shown (its changes, with the buttons: page-buttons.js).
  $('lang').value = currentLanguage();
  /** The buttons around the board (page-buttons.js), wired once the first board is drawn. */
  let buttons = null;
  const openSettings = (game) => buttons.openSettings(game);

  let search = location.search;
  if (compactMoves) {
    // A link sent to a friend: its compact moves, written out.
    const { expandCompact } = await compactMoves;
    search = `?${expandCompact(search, optionsFromUrl)}`;
  }
  const first = plain ?? optionsFromUrl(search);
  let repair = null;
  // A game by link (from the address, or the last game played here): the address stays until
  // it is compared with the game stored here.
  // A friend's link (its moves compact: `cm=`) that lost its id is one still: '' (said so).
  const linkGame = fromLink ? asked.get('cg') ?? (compactMoves && '') : asked.has('puzzle') ? null : rememberedLinkGame();
  held = linkGame != null;
  // Its sides are people's, each in their own browser: seats in its address are not read (a
  // computer here would play the friend's moves).
  if (held) first.seats = [];
  try {
    await controller.start(first);
  } catch {
    // A refused link: the nearest game the engine accepts, and (below) what was refused. The
    // address stays as it is until the player chooses.
    if (fromLink) {
      held = true;
      repair = await repairOf(search);
      // The nearest game's computer waits for the player's answer (problem, below).
      controller.held = !!repair;
    }
    try {
      await controller.start(repair?.nearest ?? { ...first, moves: [] });
    } catch {
      await controller.start({ game: DEFAULT_GAME });
    }
  }
  // Seats the page did not give as asked (a level it does not have, a seat more or fewer than
  // the players; the page writes one per seat): named as a refused part of the link, like the
  // engine's, the address waiting; a seat it could not give is a person meanwhile.
  const seats = fromLink && linkGame == null && seatsRefused(asked.get('seats'), controller.seats);
  if (seats) {
    held = true;
    (repair ??= { problems: [], nearest: first }).problems.push(seats);
  }
  /** The players panel (side-panels.js), wired once the first board is drawn. */
  let seatsPanel = null;
  /** Keeps the engine's answers for the game remembered (resume.js, once the page is ready). */
  let keepAnswers = () => {};
  controller.onChange = () => {
    // A puzzle is neither the game remembered nor the address (puzzles.js writes its own).
    if (puzzles?.active) return;
    keepGame();
    keepAnswers();
    seatsPanel?.refresh();
    corr?.changed();
    vsComputerLabel();
  };
  controller.onChange();
  const problem = async (found, source) => {
    // The board is held (its computer too) until the player has answered.
    controller.held = true;
    const { showLinkProblem } = await import('./link-problem.js');
    const choice = await showLinkProblem(found, source);
    controller.hold(false);
    held = false;
    keepGame();
    if (choice === 'other') openSettings();
    return choice;
  };
  // ---- Learn to play: the lessons (lesson-entry.js, then lessons.js, loaded at first use) ----
  let lessons = null;
  const learn = async () => {
    const { wireLessons } = await import('./lesson-entry.js');
    lessons ??= wireLessons({
      before: document.querySelector('main'),
      home: $('btn-learn'),
      currentGame: () => controller.view?.game ?? DEFAULT_GAME,
      fail: (e) => ui.engineError(e),
      play: openSettings,
      puzzles: openPuzzles,
    });
    return lessons;
  };
  // ---- end of Learn to play ----
  translate(document);
  // The first board is drawn and plays a tap: what the page fetched until here is what
  // tests/browser/measure.mjs counts (and the time it reports).
  performance.mark('semailles:board-drawn');
  // Then, right away, what the first board does not need: what a turn shows (its animation and
  // its words) and the controller's other methods (undo, hint, review…), the buttons around the
  // board, the review's keys and the end panel's buttons, the saving buttons, the players panel
  // and the rules in force, the display panel and the sound cues (the synthesizer itself loads
  // at the first gesture), and the words said after the first board (i18n/later/: saving,
  // hints, turns played elsewhere…; i18n/errors/: what the engine refuses, worded), and what
  // keeps the engine's answers for the game remembered (resume.js). The page says it is ready
  // once they are wired. And the engine's later part: the functions the first board did not run
  // (the settings' catalogue, text forms, long legality proofs…).
  const [{ wireButtons }, { wireReview }, { wireSaving }, { wirePrefs, SoundCues }, resume, { wireSeats, rulesInForce }] = await Promise.all([
    import('./page-buttons.js'), import('./review-keys.js'), import('./save-buttons.js'),
    import('./prefs-panel.js'), import('./resume.js'), import('./side-panels.js'),
    controller.afterFirstBoard(), loadWords('later'), loadWords('errors'), loadLaterParts(),
  ]);
  keepAnswers = resume.keepAnswers;
  seatsPanel = wireSeats(controller);
  ui.showRules = rulesInForce();
  ui.showRules(controller.view);
  controller.markLastTurn();
  buttons = wireButtons({
    controller,
    ui,
    corr: () => corr,
    loadCorr,
    puzzles: () => puzzles,
    openPuzzles,
    learn,
    relabel: vsComputerLabel,
  });
  wireReview(controller, ui, openSettings, () => corr);
  // A file opened: its game on the board, held until it is known whether the file asks a question.
  wireSaving(controller, ui, problem, () => {
    corr?.leave();
    puzzles?.drop();
    held = true;
    return () => {
      held = false;
      keepGame();
    };
  }, () => corr?.shareLink() ?? location.href);
  const sound = new SoundCues(readPrefs().sound);
  controller.onCue = (cue, beat) => sound.cue(cue, beat);
  wirePrefs($('prefs'), sound);
  document.body.dataset.ready = 'true';
  releasePresses();
  registerOffline();
  if (!puzzles?.active) keepAnswers();
  // Tests and bug reports reach the controller here.
  // createGame: a second engine game beside the played one (tests replay a record with it).
  window.semailles = { controller, ui, sound, createGame };
  // A lesson's link (`learn=mraha.capture`) opens it over the game.
  if (asked.has('learn')) (await learn()).link(asked.get('learn'));
  // The game by link the address names, on the board: no side is played until the game stored
  // here says which one is this browser's (correspondence.js). `refused`: the link was refused
  // in part, and the player chose this (the nearest game: 'nearest', or another).
  const openGameByLink = (refused) => {
    controller.setRemote(Array.from({ length: seatCount(controller.view) }, (_, p) => p), Infinity);
    held = true;
    loadCorr()
      .then((corr) => corr.openLink(linkGame, refused))
      .catch((e) => {
        controller.setRemote([], 0);
        ui.engineError(e);
      })
      .finally(() => {
        held = false;
        keepGame();
      });
  };
  // After the first board: what was refused in the link (a friend's goes on as a game by link,
  // as far as it was read), or the game by link it continues.
  if (repair) problem(repair, 'link').then((choice) => linkGame && openGameByLink(choice));
  else if (asked.has('puzzle') && !asked.has('learn')) {
    // A puzzle's link (`?puzzle=mraha.12`): the game remembered here waits behind it. (With a
    // lesson too, the lesson is shown, and its address names it alone: lessons.js.)
    const opened = await (await loadPuzzles()).openRef(asked.get('puzzle'));
    if (!opened) {
      ui.say(t('puzzle.bad_link'), 'refused');
      keepGame();
    }
  } else if (linkGame != null) openGameByLink();
  else if (storage.get('corr')) loadCorr();
}

/** "Play the computer" names the level it means: the one last chosen (remembered). */
function vsComputerLabel() {
  const long = t('btn.vs_computer_level', { level: levelName() });
  // A phone shows the short label (style.css); screen readers hear the whole one.
  $('btn-vs-computer').replaceChildren(
    html('span', { class: 'label-long' }, [long]),
    html('span', { class: 'label-short', 'aria-hidden': 'true' }, [t('btn.vs_computer')]),
  );
}

/** What the engine refuses in a link's query, and the nearest game (loaded when refused). */
async function repairOf(search) {
  return (await import('./link-problem.js')).repairOf(search);
}

/** Starts the page (main.js): the theme and the coordinates as remembered, then the game. */
export function start() {
  applyPrefs();
  main().catch((e) => {
    document.body.dataset.failed = 'true';
    const p = document.querySelector('#board .loading');
    if (p) p.textContent = 'The game could not start / Le jeu n’a pas pu démarrer.';
    throw e;
  });
}
