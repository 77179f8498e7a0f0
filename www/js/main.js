// The full page's script (index.html): starts the page (page.js). The page's code is a module
// of its own so that the shipped build puts it in the first board's one chunk with the modules
// it uses (tools/ship.mjs), this file being only the page's entry.

import { start } from './page.js';

start();
