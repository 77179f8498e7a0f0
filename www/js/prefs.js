// The player's display and sound preferences, remembered (storage.js): coordinates on the board
// (shown unless hidden), the theme (the system's, or light or dark), and sound (on unless muted).
// They act through attributes of <html> that style.css reads (`data-coords`, `data-theme`).
// Only this much is needed before the first board; the panel that changes them and the sound
// cues (prefs-panel.js) load after it is drawn, the synthesizer (sound.js) after a gesture.

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
