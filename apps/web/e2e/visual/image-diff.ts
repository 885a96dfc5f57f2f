import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How far a screenshot may drift from its baseline: pixelmatch's per-pixel colour
 * threshold (0–1, anti-aliased pixels are ignored) and the share of differing pixels
 * still accepted. A token change recolours whole buttons and bars, far above this.
 */
export const VISUAL_TOLERANCE = { threshold: 0.1, maxDiffRatio: 0.001 } as const;

export interface ImageDiff {
  /** False when the sizes differ or too many pixels changed. */
  same: boolean;
  diffPixels: number;
  ratio: number;
  /** The changed pixels in red over a faded copy of the baseline, for review. */
  diffPng: Buffer;
}

/** Compares two PNGs pixel by pixel within {@link VISUAL_TOLERANCE}. */
export function diffImages(actualPng: Buffer, baselinePng: Buffer): ImageDiff {
  const actual = PNG.sync.read(actualPng);
  const baseline = PNG.sync.read(baselinePng);
  const { width, height } = baseline;
  const diff = new PNG({ width, height });
  if (actual.width !== width || actual.height !== height) {
    return { same: false, diffPixels: width * height, ratio: 1, diffPng: actualPng };
  }
  const diffPixels = pixelmatch(actual.data, baseline.data, diff.data, width, height, {
    threshold: VISUAL_TOLERANCE.threshold,
  });
  const ratio = diffPixels / (width * height);
  return {
    same: ratio <= VISUAL_TOLERANCE.maxDiffRatio,
    diffPixels,
    ratio,
    diffPng: PNG.sync.write(diff),
  };
}
