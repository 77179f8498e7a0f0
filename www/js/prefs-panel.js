// The Display and sound panel and the sound cues (the preferences themselves are applied before
// the first board: prefs.js; the synthesizer, sound.js, loads at the first gesture).

import { storage } from './storage.js';
import { readPrefs, applyPrefs } from './prefs.js';

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
