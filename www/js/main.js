// Starts the page: language, engine, the first game, and the buttons around the board.

import { loadEngine } from './engine.js';
import { setLanguage, preferredLanguage, onLanguage, currentLanguage, translate, t } from './i18n.js';
import { Controller } from './controller.js';
import { Ui } from './ui.js';
import { Settings } from './settings.js';
import { fillRules } from './rules-panel.js';
import { storage } from './storage.js';
import { optionsFromUrl, writeUrl } from './url-state.js';
import { SPEEDS, prefersReducedMotion } from './anim.js';
import { playerName } from './ui.js';
import { registerOffline } from './offline.js';
import {
  seatFields, seatsFromForm, seatsParam, seatCount, versusComputer, rememberLevel,
} from './seats.js';
import { clear } from './svg.js';
import { DEFAULT_GAME } from './games/index.js';
import { applyPrefs, readPrefs } from './prefs.js';
import {
  recordJson, recordText, parseRecord, rememberGame, rememberedGame, download,
} from './record.js';

const $ = (id) => document.getElementById(id);

// The theme and the coordinates as remembered, before the first board is drawn.
applyPrefs();

async function main() {
  const [engine] = await Promise.all([loadEngine(), setLanguage(preferredLanguage())]);
  $('version').textContent = `v${engine.version}`;

  const ui = new Ui();
  const controller = new Controller($('board'), ui);
  const settings = new Settings($('settings'), (options) => controller.start(options));

  const speed = $('speed');
  const saved = storage.get('speed');
  speed.value = saved in SPEEDS ? saved : prefersReducedMotion() ? 'instant' : 'normal';
  controller.setSpeed(speed.value);
  speed.addEventListener('change', () => {
    controller.setSpeed(speed.value);
    storage.set('speed', speed.value);
  });

  const lang = $('lang');
  lang.value = currentLanguage();
  lang.addEventListener('change', () => setLanguage(lang.value));
  onLanguage((l) => {
    lang.value = l;
    controller.relabel();
    if ($('rules').open) fillRules($('rules-body'));
    if ($('settings').open) settings.open(controller.view?.rules, controller.view?.game, controller.seats);
  });

  const openSettings = () => settings.open(controller.view?.rules, controller.view?.game, controller.seats);
  $('btn-new').addEventListener('click', openSettings);
  $('btn-again').addEventListener('click', openSettings);
  $('btn-finish').addEventListener('click', () => controller.finishTurn());
  $('btn-undo').addEventListener('click', () => controller.undo());
  $('btn-redo').addEventListener('click', () => controller.redo());
  $('btn-skip').addEventListener('click', () => controller.skip());
  $('btn-hint').addEventListener('click', () => controller.hint());
  $('btn-vs-computer').addEventListener('click', () => {
    const { options } = controller.record();
    const seats = versusComputer(seatCount(controller.view));
    controller.start({ ...options, moves: [], seats }).catch((e) => ui.engineError(e));
  });
  $('btn-rules').addEventListener('click', () => {
    fillRules($('rules-body'));
    $('rules').showModal();
    // Start reading at the top, not at the Close button.
    $('rules').querySelector('h2').focus();
    $('rules').scrollTop = 0;
  });
  $('rules-close').addEventListener('click', () => $('rules').close());

  // A link names its game; a bare address resumes the last game played here.
  const asked = new URLSearchParams(location.search);
  const first = ['game', 'preset', 'moves', 'seats'].some((k) => asked.has(k))
    ? optionsFromUrl() : rememberedGame() ?? optionsFromUrl();
  try {
    await controller.start(first);
  } catch {
    // A stale or hand-made link: start its game without the moves, or the default game.
    try {
      await controller.start({ ...first, moves: [] });
    } catch {
      await controller.start({ game: DEFAULT_GAME });
    }
  }
  const seatsPanel = wireSeats(controller);
  controller.onChange = () => {
    const { options, tokens } = controller.record();
    writeUrl({ ...options, moves: undefined }, tokens);
    rememberGame(options, tokens);
    seatsPanel.refresh();
  };
  controller.onChange();
  wireSaving(controller, ui);
  translate(document);
  // Measured by tests/browser/measure.mjs: time from navigation to the first drawn board.
  performance.mark('semailles:board-drawn');
  // The display panel and the sound cues: after the first board, which does not need them.
  const { wirePrefs, SoundCues } = await import('./prefs-panel.js');
  const sound = new SoundCues(readPrefs().sound);
  controller.onCue = (cue, beat) => sound.cue(cue, beat);
  wirePrefs($('prefs'), sound);
  document.body.dataset.ready = 'true';
  registerOffline();
  // Tests and bug reports reach the controller here.
  window.semailles = { controller, ui, sound };
}

/**
 * The players panel: who sits at each seat of the game being played, changed at once (the
 * computer takes over a seat, or hands it back to a person).
 */
function wireSeats(controller) {
  const form = $('seats');
  let shown = '';
  const refresh = () => {
    const view = controller.view;
    if (!view) return;
    const key = `${document.documentElement.lang}|${view.game}|${seatCount(view)}|${seatsParam(controller.seats)}`;
    if (key === shown) return;
    shown = key;
    clear(form);
    form.append(...seatFields(view, controller.seats, 'seat'));
  };
  form.addEventListener('change', () => {
    const seats = seatsFromForm(form, seatCount(controller.view));
    rememberLevel(seats);
    controller.setSeats(seats);
  });
  form.addEventListener('submit', (ev) => ev.preventDefault());
  onLanguage(refresh);
  return { refresh };
}

/** Copy link, export (JSON and text) and import of a whole game record. */
function wireSaving(controller, ui) {
  const stamp = () => new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  $('btn-link').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      ui.say(t('save.copied'), 'info');
    } catch {
      ui.say(t('save.copy_here', { url: location.href }), 'info');
    }
  });
  $('btn-export-json').addEventListener('click', () => {
    const { options, tokens } = controller.record();
    const json = JSON.stringify(recordJson(options, tokens, controller.view), null, 1);
    download(`semailles-${options.game}-${stamp()}.json`, 'application/json', json);
  });
  $('btn-export-text').addEventListener('click', () => {
    const { options, tokens } = controller.record();
    const view = controller.view;
    const text = recordText(options, tokens, view, (p) => playerName(view, p));
    download(`semailles-${options.game}-${stamp()}.txt`, 'text/plain', text);
  });
  const file = $('import-file');
  $('btn-import').addEventListener('click', () => file.click());
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (!chosen) return;
    try {
      await controller.start(parseRecord(await chosen.text()));
      ui.say(t('save.opened'), 'info');
    } catch (e) {
      if (e?.code === 'bad_record') ui.say(t('save.bad_record'), 'refused');
      else ui.engineError(e);
    }
  });
}

main().catch((e) => {
  document.body.dataset.failed = 'true';
  const p = document.querySelector('#board .loading');
  if (p) p.textContent = 'The game could not start / Le jeu n’a pas pu démarrer.';
  throw e;
});
