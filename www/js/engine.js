import init, { Match, version } from '../pkg/semailles.js';
export async function loadEngine() {
  await init();
  return { Match, version };
}
