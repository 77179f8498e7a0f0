// Registers the service worker (sw.js) that keeps the game playable offline. Only where it is
// allowed: a secure context with service workers and real storage — not in a sandboxed frame,
// where registering throws (the embed never calls this).

export function registerOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    navigator.serviceWorker.register('sw.js').catch(() => { /* offline copy unavailable */ });
  } catch {
    /* not allowed here */
  }
}
