// Tricérata's players' names, wherever a game of Tricérata is named (the seats, the settings, the
// list of games by link) — the rest of its words comes with its board (words.js).

import { t } from '../../i18n.js';

/** Player 1…6. */
export function playerName(view, p) {
  return t('tri.player', { n: p + 1 });
}
