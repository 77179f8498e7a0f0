// The player's display and sound preferences, remembered (storage.js): coordinates on the board
// (shown unless hidden), the theme (the system's, or light or dark), and sound (on unless muted).
// They act through attributes of <html> that style.css reads (`data-coords`, `data-theme`), and
// through the sound module, which is loaded only when a sound is first due after a gesture.

import { storage } from './storage.js';

export const THEMES = ['system', 'light', 'dark'];

/** The remembered preferences (defaults: coordinates shown, the system's theme, sound on). */
export function readPrefs() {
  const theme = storage.get('theme');
  return {
    coords: storage.get('coords') !== 'off',
    theme: THEMES.includes(theme) ? theme : 'system',
    sound: storage.get('sound') !== 'off',
  };
}

/** Shows the preferences on the page (`<html>`'s attributes). */
export function applyPrefs(prefs = readPrefs()) {
  const root = document.documentElement;
  root.dataset.coords = prefs.coords ? 'on' : 'off';
  if (prefs.theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = prefs.theme;
}

/**
 * Sound for the board's animation: `cue(name, beat)` plays a cue (`drop`, `lift`, `capture`)
 * once sound is on and a gesture has allowed audio. The synthesizer (sound.js) is fetched on
 * the first gesture while sound is on, never before.
 */
export class SoundCues {
  constructor(on) {
    this.on = on;
    this.synth = null;
    this.loading = null;
    const gesture = () => {
      this.gestured = true;
      if (this.on) this.#load();
    };
    for (const type of ['pointerdown', 'keydown']) {
      document.addEventListener(type, gesture, { capture: true, passive: true });
    }
  }

  /** Mutes or unmutes (the toggle is itself a gesture: the synthesizer may start now). */
  set(on) {
    this.on = on;
    if (on && this.gestured) this.#load();
  }

  #load() {
    this.loading ??= import('./sound.js')
      .then(({ Synth }) => {
        this.synth = new Synth();
      })
      .catch(() => {
        this.loading = null;
      });
    return this.loading;
  }

  cue(name, beat) {
    if (!this.on || !this.synth) return;
    this.synth.play(name, beat);
    this.played = (this.played ?? 0) + 1; // for tests and bug reports
  }
}

/**
 * The display panel of the full page (`form`: a checkbox `coords`, a select `theme`, a
 * checkbox `sound`): shows the remembered preferences and remembers each change at once.
 */
export function wirePrefs(form, sound) {
  const prefs = readPrefs();
  form.coords.checked = prefs.coords;
  form.theme.value = prefs.theme;
  form.sound.checked = prefs.sound;
  form.addEventListener('submit', (ev) => ev.preventDefault());
  form.addEventListener('change', () => {
    const next = { coords: form.coords.checked, theme: form.theme.value, sound: form.sound.checked };
    storage.set('coords', next.coords ? 'on' : 'off');
    storage.set('theme', next.theme);
    storage.set('sound', next.sound ? 'on' : 'off');
    applyPrefs(next);
    sound.set(next.sound);
  });
}
