/**
 * Counter-based randomness: every draw is a hash of its coordinates (seed, instrument,
 * day, …), so any price can be computed on its own, in any order, in any process, and
 * always comes out the same.
 */

/** 32-bit FNV-1a of a string, to turn a textual seed into a number. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Mixes up to five small integer coordinates into one well-distributed 32-bit hash. */
export function hashInts(a: number, b: number, c: number, d = 0, e = 0): number {
  let h = fmix32(0x9e3779b9 ^ Math.imul(a | 0, 0xcc9e2d51));
  h = fmix32(h ^ Math.imul(b | 0, 0xcc9e2d51));
  h = fmix32(h ^ Math.imul(c | 0, 0xcc9e2d51));
  h = fmix32(h ^ Math.imul(d | 0, 0xcc9e2d51));
  return fmix32(h ^ Math.imul(e | 0, 0xcc9e2d51));
}

/** A uniform draw in (0, 1) from a hash. */
export function unitFrom(hash: number): number {
  return (hash + 0.5) / 0x1_0000_0000;
}

/** A standard normal draw from two hashes (Box–Muller). */
export function normalFrom(hashA: number, hashB: number): number {
  return Math.sqrt(-2 * Math.log(unitFrom(hashA))) * Math.cos(2 * Math.PI * unitFrom(hashB));
}

/** mulberry32: a small fast PRNG for sequences (a session's hours, an hour's minutes, a minute's seconds). */
export class Rng {
  #state: number;
  #spare = NaN;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** Uniform in (0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 0x1_0000_0000;
  }

  /** Standard normal (Box–Muller, both values used). */
  normal(): number {
    if (this.#spare === this.#spare) {
      const z = this.#spare;
      this.#spare = NaN;
      return z;
    }
    const r = Math.sqrt(-2 * Math.log(this.next()));
    const theta = 2 * Math.PI * this.next();
    this.#spare = r * Math.sin(theta);
    return r * Math.cos(theta);
  }
}
