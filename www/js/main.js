// Starts the page: language, engine, the first game, and the buttons around the board.

import { loadEngine } from './engine.js';
import { setLanguage, preferredLanguage, onLanguage, currentLanguage, translate } from './i18n.js';
import { Controller } from './controller.js';
import { Ui } from './ui.js';
import { Settings } from './settings.js';
import { fillRules } from './rules-panel.js';
import { storage } from './storage.js';
import { optionsFromUrl, writeUrl } from './url-state.js';
import { SPEEDS, prefersReducedMotion } from './anim.js';

const $ = (id) => document.getElementById(id);

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
    if ($('settings').open) settings.open(controller.view?.rules, controller.view?.game);
  });

  const openSettings = () => settings.open(controller.view?.rules, controller.view?.game);
  $('btn-new').addEventListener('click', openSettings);
  $('btn-again').addEventListener('click', openSettings);
  $('btn-finish').addEventListener('click', () => controller.finishTurn());
  $('btn-undo').addEventListener('click', () => controller.undo());
  $('btn-redo').addEventListener('click', () => controller.redo());
  $('btn-skip').addEventListener('click', () => controller.skip());
  $('btn-rules').addEventListener('click', () => {
    fillRules($('rules-body'));
    $('rules').showModal();
    // Start reading at the top, not at the Close button.
    $('rules').querySelector('h2').focus();
    $('rules').scrollTop = 0;
  });
  $('rules-close').addEventListener('click', () => $('rules').close());

  const first = optionsFromUrl();
  try {
    await controller.start(first);
  } catch {
    // A stale or hand-made link: start its game without the moves, or the default game.
    try {
      await controller.start({ ...first, moves: [] });
    } catch {
      await controller.start({ game: 'mraha' });
    }
  }
  controller.onChange = () => {
    const { options, tokens } = controller.record();
    writeUrl({ ...options, moves: undefined }, tokens);
  };
  controller.onChange();
  translate(document);
  document.body.dataset.ready = 'true';
  // Measured by tests/browser/measure.mjs: time from navigation to the first drawn board.
  performance.mark('semailles:board-drawn');
  // Tests and bug reports reach the controller here.
  window.semailles = { controller, ui };
}

main().catch((e) => {
  document.body.dataset.failed = 'true';
  const p = document.querySelector('#board .loading');
  if (p) p.textContent = 'The game could not start / Le jeu n’a pas pu démarrer.';
  throw e;
});
