// The full page's buttons around the board — the top bar (New game, the computer, a friend by
// link, lessons, puzzles, the rules, the language) and the turn's buttons — and the New game
// dialog they open. Wired once the first board is drawn (page.js), which needs none of them;
// the module behind each button loads when it is first pressed.

import { setLanguage, onLanguage, loadWords, t } from './i18n.js';
import { versusComputer, seatCount, preferredLevel, levelName, HUMAN, isComputer } from './seats.js';
import { playerName } from './ui.js';
import { GAMES, DEFAULT_GAME, loadGamesWords } from './games/index.js';
import { loadPanelStyle } from './style-sheet.js';
import { keepingFocus, keepFocusWhenOff, boardPlace } from './focus-keeper.js';

const $ = (id) => document.getElementById(id);

/**
 * The language chosen on the page replaces the address's `lang`, where it has one: a reload,
 * or the address copied, then keeps the choice rather than the link's first language.
 */
function writeLanguage(lang) {
  const p = new URLSearchParams(location.search);
  if (!p.has('lang') || p.get('lang') === lang) return;
  p.set('lang', lang);
  try {
    history.replaceState(null, '', `?${p}`);
  } catch {
    /* sandboxed: the address cannot change */
  }
}

/**
 * @param {object} page  what page.js shares: `controller`, `ui`, `corr()` (the games by link,
 *   or null), `loadCorr()`, `puzzles()` (the puzzle mode, or null), `openPuzzles(game)`,
 *   `learn()` (the lessons' entry), `relabel()` (the page's own words after a language change)
 * @returns {{openSettings: (game?: string) => Promise<void>}}
 */
export function wireButtons(page) {
  const { controller, ui } = page;
  const here = () => controller.view?.game ?? DEFAULT_GAME;

  // The New game dialog (settings.js), with each game's part of it, its words, every game's
  // words and its looks, all asked at once when first opened: asked by the dialog once it had
  // come, they were one more round trip on a slow network (docs/performance.md).
  let settings = null;
  let settingsLoading = null;
  const loadSettings = () => {
    settingsLoading ??= Promise.all([
      import('./settings.js'), loadWords('settings'), loadGamesWords(), loadPanelStyle(),
      ...Object.values(GAMES).map((kit) => kit.settings()),
    ]).then(async ([{ Settings }]) => {
      settings = await Settings.create((options) => {
        page.corr()?.leave();
        page.puzzles()?.drop();
        return controller.start(options);
      });
      return settings;
    });
    return settingsLoading;
  };
  /** The dialog on the game played (its rules chosen), or on `game` (its rules as last chosen). */
  const openSettings = async (game = here()) => {
    const rules = game === here() ? controller.view?.rules : null;
    (await loadSettings()).open(rules, game, controller.seats);
  };

  // The rules and vocabulary (rules-panel.js), with its words and looks, asked at once.
  const loadRules = () => Promise.all([import('./rules-panel.js'), loadWords('rules'), loadPanelStyle()])
    .then(([rules]) => rules);

  const lang = $('lang');
  lang.addEventListener('change', () => {
    setLanguage(lang.value);
    writeLanguage(lang.value);
  });
  onLanguage((l) => {
    lang.value = l;
    controller.relabel();
    if ($('rules')?.open) loadRules().then((m) => m.fillRules(controller.view?.game));
    page.relabel();
    if ($('settings')?.open) settings?.open(controller.view?.rules, controller.view?.game, controller.seats);
  });

  $('btn-new').addEventListener('click', () => openSettings());
  $('btn-finish').addEventListener('click', keepingFocus(() => controller.finishTurn()));
  // Undo pressed until nothing is left to take back goes off: the focus then goes to Redo, not
  // to the board, where the next Enter of a player still pressing it would play a move (and
  // Redo, once all is redone, to Undo).
  const other = (id) => () => ($(id).disabled ? boardPlace() : $(id));
  $('btn-undo').addEventListener('click', keepingFocus(() => controller.undo(), other('btn-redo')));
  $('btn-redo').addEventListener('click', keepingFocus(() => controller.redo(), other('btn-undo')));
  $('btn-skip').addEventListener('click', () => controller.skip());
  // Focused while a turn is drawn, it goes off at the turn's end, pressed or not: the focus goes
  // on to the board.
  keepFocusWhenOff($('btn-skip'), boardPlace);
  // (Its words are said after the first board: i18n/later/.)
  $('btn-hint').addEventListener('click', () => loadWords('later').then(() => controller.hint()));
  $('btn-vs-computer').addEventListener('click', async () => {
    const view = controller.view;
    if (view && seatCount(view) < 2) {
      // A solitaire has no seat for the computer (the button did nothing, or started the
      // solitaire again): said so, and the New game dialog, where the players are chosen.
      await loadWords('later');
      ui.say(t('vs.solitaire'), 'info');
      openSettings();
      return;
    }
    const seats = versusComputer(seatCount(view));
    // A game under way (moves made, no outcome) would be lost: the player is asked first. A game
    // by link is not: it stays in the list of such games.
    if (view && !view.outcome && view.moves?.length && !page.corr()?.entry) {
      const { takeOver, askVsComputer } = await import('./vs-computer.js');
      const level = preferredLevel();
      const here = takeOver(controller.seats, view.to_move, level);
      const choice = await askVsComputer(!!here, levelName(level));
      if (choice === 'continue') {
        controller.setSeats(here);
        sayVersus();
      }
      if (choice !== 'new') return;
    }
    const { options } = controller.record();
    page.corr()?.leave();
    controller.start({ ...options, moves: [], seats }).then(sayVersus, (e) => ui.engineError(e));
  });
  // Who plays whom, said under the board (and to a screen reader): only a seat's menu in the
  // side panel showed that the computer had taken the other side.
  const sayVersus = () => {
    const view = controller.view;
    const me = controller.seats.indexOf(HUMAN);
    const level = controller.seats.find(isComputer);
    if (me < 0 || !level || view.outcome) return;
    ui.say(t('vs.started', { me: playerName(view, me), level: levelName(level) }), 'info');
  };
  $('btn-friend').addEventListener('click', async () => (await page.loadCorr()).newGameDialog());
  // The rules and vocabulary: loaded when first opened.
  $('btn-rules').addEventListener('click', async () => (await loadRules()).showRules(controller.view?.game));
  $('btn-puzzles').addEventListener('click', () => page.openPuzzles(controller.view?.game));
  $('btn-learn').addEventListener('click', async () => (await page.learn()).learn(here()));
  // The New game dialog's Lessons and Puzzles buttons (the dialog is built when first opened).
  document.addEventListener('click', async (ev) => {
    const lessons = ev.target.closest?.('#settings-learn');
    if (!lessons && !ev.target.closest?.('#settings-puzzles')) return;
    const game = new FormData($('settings-form')).get('game') ?? here();
    $('settings').close();
    if (lessons) (await page.learn()).learn(game);
    else page.openPuzzles(game);
  });
  return { openSettings };
}
