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

/** Mixes integer coordinates into one well-distributed 32-bit hash. */
export function hashInts(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    h = fmix32(h ^ Math.imul((v | 0) ^ Math.floor(v / 0x1_0000_0000), 0xcc9e2d51));
  }
  return h;
}

/** A uniform draw in (0, 1) from a hash. */
export function unitFrom(hash: number): number {
  return (hash + 0.5) / 0x1_0000_0000;
}

/** A standard normal draw from two hashes (Box–Muller). */
export function normalFrom(hashA: number, hashB: number): number {
  return Math.sqrt(-2 * Math.log(unitFrom(hashA))) * Math.cos(2 * Math.PI * unitFrom(hashB));
}

export interface Rng {
  /** Uniform in (0, 1). */
  next(): number;
  /** Standard normal. */
  normal(): number;
}

/** mulberry32: a small fast PRNG for sequences (a day's minutes, a minute's seconds). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 0x1_0000_0000;
  };
  let spare: number | undefined;
  return {
    next,
    normal() {
      if (spare !== undefined) {
        const z = spare;
        spare = undefined;
        return z;
      }
      const r = Math.sqrt(-2 * Math.log(next()));
      const theta = 2 * Math.PI * next();
      spare = r * Math.sin(theta);
      return r * Math.cos(theta);
    },
  };
}
