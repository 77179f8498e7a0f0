// The keys and clicks that open the review and the analysis, on the full page and in the embed:
// Escape, the arrows (↑ ↓ too, along the move list), Home and End; a click on the move list;
// the end panel's buttons (and the panel brought into sight when a game ends). The review
// (review.js) and the analysis (analysis.js) themselves load at their first use.

import { loadWords, translate, t } from './i18n.js';
import { playerName } from './ui.js';
import { loadPanelStyle } from './style-sheet.js';
import { seatCount } from './seats.js';
import { showEnd } from './end-in-view.js';
import { focusGame } from './focus-keeper.js';
import { announce } from './announce.js';

const $ = (id) => document.getElementById(id);

/**
 * Review, the end panel and the analysis: the keys and the clicks that open them are here; the
 * review (review.js) and the analysis (analysis.js) load at their first use. `corr`, the page's
 * games by link (correspondence.js) once loaded: a game by link's rematch is one by link too.
 */
export function wireReview(controller, ui, openSettings = null, corr = () => null) {
  let review = null; // the Review, once loaded
  let analysis = null;
  // Their words (i18n/review/) and looks (panels.css) load with them; the analysis panel's markup is translated then.
  const loadReview = () => Promise.all([import('./review.js'), loadWords('review'), loadPanelStyle()]).then(([{ Review }]) => {
    review ??= new Review(controller, ui);
    review.onStep = (step) => analysis?.follow(step);
    return review;
  });
  const loadAnalysis = () => Promise.all([import('./analysis.js'), loadReview()]).then(([{ Analysis }, r]) => {
    if (!analysis) translate($('analysis'));
    analysis ??= new Analysis(controller, ui, r);
    return analysis;
  });
  const fail = (e) => ui.engineError(e);
  // The review's intents in the order they were given: a ← whose review is still loading must
  // not land after the End pressed next (the board would show a past position with no banner).
  let intents = Promise.resolve();
  const withReview = (act) => {
    intents = intents.then(loadReview).then(act).catch(fail);
  };
  ui.endShown = showEnd;
  // A game opened finished (wired once its first board is drawn): on a phone its board comes
  // into sight above the end panel too.
  if (!ui.end.hidden) showEnd(ui.end, { opened: true });
  // A new match asked: once drawn, its status comes into sight if the page was left scrolled
  // down to where the end panel was (its Rematch or New game, a file opened over a finished
  // game): the new board showed only its lower rows.
  let newMatch = false;
  controller.onStart = () => {
    review?.forget();
    analysis?.forget();
    newMatch = true;
  };
  // The game changed (a turn played or undone, a line taken back): the analysis keeps what it
  // judged of the turns still played (the page's own follow-up comes first).
  const changed = controller.onChange;
  controller.onChange = () => {
    changed?.();
    analysis?.gameChanged();
    nameRematch();
    if (newMatch) {
      newMatch = false;
      // To the page's top, where the board still fits the window under it (a desktop): the
      // status alone at the window's edge left the top bar scrolled away.
      const status = $('status');
      const board = $('board')?.getBoundingClientRect();
      if (status?.getBoundingClientRect().top < 0) {
        if (board && board.bottom + scrollY <= innerHeight) scrollTo({ top: 0 });
        else status.scrollIntoView({ block: 'nearest' });
      }
    }
  };
  $('moves').addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-turn]');
    if (b) withReview((r) => r.goToTurn(Number(b.dataset.turn)));
  });
  // Escape ends the animation wherever the focus is (with a dialog open, the browser closes
  // it), and in a review with nothing animated goes back to the game, as End; ← → step through
  // the game, Home and End jump — not on the board, whose arrows move between pits, nor in a
  // field.
  document.addEventListener('keydown', (ev) => {
    if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    // A lesson is shown over the game (lessons.js): its keys are its own.
    if (document.body.classList.contains('learning')) return;
    if (ev.key === 'Escape') {
      if (review?.underway && !controller.animating) withReview((r) => r.underway && r.leave());
      else controller.skip();
      return;
    }
    const el = ev.target;
    if (el instanceof Element && (el.closest('#board') || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName))) return;
    const active = !!review?.underway;
    const played = controller.view?.moves.length > 0;
    // Along the move list (a column) ↑ and ↓ step as ← and →.
    const key = (el instanceof Element && el.closest('#moves') && { ArrowUp: 'ArrowLeft', ArrowDown: 'ArrowRight' }[ev.key]) || ev.key;
    if (key === 'ArrowLeft' && played) withReview((r) => r.stepBy(-1));
    else if (key === 'ArrowRight' && (active || review)) withReview((r) => r.underway && r.stepBy(1));
    else if (key === 'Home' && played) withReview((r) => r.goTo(0));
    else if (key === 'End' && (active || review)) withReview((r) => r.underway && r.leave());
    else return;
    ev.preventDefault();
  });
  // The end panel. Its rematch turns the seats one place on; alone at the board (a solitaire)
  // it is the same game again, and says so.
  let againSaid = false; // its words (i18n/later/) are here
  const nameRematch = () => {
    const button = $('btn-rematch');
    const key = controller.view && seatCount(controller.view) === 1 ? 'end.again' : 'end.rematch';
    if (!againSaid || !button || button.dataset.i18n === key) return;
    button.dataset.i18n = key;
    button.textContent = t(key);
  };
  loadWords('later').then(() => {
    againSaid = true;
    nameRematch();
  }, () => {});
  $('btn-rematch')?.addEventListener('click', () => {
    const { options } = controller.record();
    const n = controller.seats.length;
    // The same options, every seat one place on (two players: the sides swapped). A game by
    // link's rematch is one too, with the same friends: this side a seat on.
    const byLink = corr()?.entry;
    const started = byLink
      ? corr().start({ ...options, moves: [], seats: [] }, (byLink.me + 1) % n)
      : controller.start({ ...options, moves: [], seats: controller.seats.map((_, p) => controller.seats[(p + n - 1) % n]) });
    // The button goes with the end panel: the focus goes to the new game's board rather than
    // to the page's body, from where Tab would start again at the top. The one person playing
    // here has changed sides: said to a screen reader, since the board may read the same (a
    // Tricérata triangle, or a bao turned to its new near side).
    started.then(() => {
      focusGame();
      const own = controller.ownSeat();
      if (own !== null && controller.view && !controller.view.outcome) {
        announce(t('rematch.sides', { player: playerName(controller.view, own) }));
      }
    }).catch(fail);
  });
  $('btn-end-review')?.addEventListener('click', () => withReview((r) => r.goTo(0)));
  $('btn-analyse')?.addEventListener('click', () => loadAnalysis().then((a) => a.start()).catch(fail));
  $('btn-end-link')?.addEventListener('click', () => $('btn-link').click());
  // New game: the page's dialog (the embed starts its game again by itself).
  if (openSettings) $('btn-again')?.addEventListener('click', () => openSettings());
}
