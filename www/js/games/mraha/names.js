// Mraha's players' names, wherever a game of Mraha is named (the seats, the settings, the list
// of games by link) — the rest of its words comes with its board (words.js).

import { t } from '../../i18n.js';

/** South or North. */
export function playerName(view, p) {
  return t(`player.${p}`);
}
