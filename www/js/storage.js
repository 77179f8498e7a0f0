// Local storage when the browser allows it. Inside a sandboxed iframe (no allow-same-origin)
// touching localStorage throws: then settings simply last as long as the page.

const memory = new Map();

function backend() {
  try {
    const s = window.localStorage;
    s.getItem('semailles.probe');
    return s;
  } catch {
    return null;
  }
}

const store = backend();

export const storage = {
  /** Whether what is set outlives the page (not in a sandboxed frame): said where progress is. */
  kept: store !== null,
  get(key) {
    if (!store) return memory.get(key) ?? null;
    try {
      return store.getItem(`semailles.${key}`);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key, value) {
    memory.set(key, String(value));
    if (!store) return;
    try {
      store.setItem(`semailles.${key}`, String(value));
    } catch {
      /* full or forbidden: the in-memory copy is enough */
    }
  },
};
