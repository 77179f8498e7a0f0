import { loadEngine } from './engine.js';
const engine = await loadEngine();
document.getElementById('app').dataset.ready = engine.version();
