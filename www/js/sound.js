// The board's sounds, synthesized with Web Audio (no audio file): a seed dropped in a pit (a
// short wooden knock), seeds lifted (a rattle of tiny knocks), a capture (two bright notes).
// Loaded on demand (prefs.js) after a gesture, so the audio context may start.

/** Cues closer than this (ms) are merged: a fast turn of many drops stays a patter. */
const MIN_GAP_MS = 45;

export class Synth {
  constructor() {
    const Context = window.AudioContext || window.webkitAudioContext;
    this.ctx = Context ? new Context() : null;
    this.last = 0;
    if (this.ctx) {
      this.out = this.ctx.createGain();
      this.out.gain.value = 0.5;
      this.out.connect(this.ctx.destination);
    }
  }

  /** Plays a cue (`drop`, `lift`, `capture`); `beat` (ms) shortens the sound at fast speeds. */
  play(name, beat = 200) {
    const ctx = this.ctx;
    if (!ctx) return;
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    const now = performance.now();
    if (name !== 'capture' && now - this.last < MIN_GAP_MS) return;
    this.last = now;
    const at = ctx.currentTime + 0.005;
    if (name === 'drop') this.#knock(at, 520 + Math.random() * 160, Math.min(0.09, beat / 1000 + 0.03), 0.5);
    else if (name === 'lift') for (let i = 0; i < 3; i++) this.#knock(at + i * 0.028, 700 + Math.random() * 300, 0.04, 0.25);
    else if (name === 'capture') {
      this.#tone(at, 660, 0.16);
      this.#tone(at + 0.09, 990, 0.22);
    }
  }

  /** A short knock of wood: a sine falling in pitch, fading fast. */
  #knock(at, freq, length, level) {
    const osc = this.ctx.createOscillator();
    const gain = this.ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(freq, at);
    osc.frequency.exponentialRampToValueAtTime(freq * 0.55, at + length);
    gain.gain.setValueAtTime(level, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + length);
    osc.connect(gain).connect(this.out);
    osc.start(at);
    osc.stop(at + length + 0.02);
  }

  /** A bright note with a soft attack. */
  #tone(at, freq, length) {
    const osc = this.ctx.createOscillator();
    const gain = this.ctx.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(freq, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.35, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.001, at + length);
    osc.connect(gain).connect(this.out);
    osc.start(at);
    osc.stop(at + length + 0.02);
  }
}
