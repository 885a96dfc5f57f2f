/** Image preview zoom bounds and the height-to-width ratio above which an image counts as long. */
export const IMAGE_PREVIEW_MIN_ZOOM = 1 / 3;
export const IMAGE_PREVIEW_MAX_ZOOM = 3;
const LONG_IMAGE_RATIO = 2.6;

/** Each zoom button press multiplies or divides by this. */
export const ZOOM_STEP = 1.5;

export function clampZoom(zoom: number): number {
  return Math.min(IMAGE_PREVIEW_MAX_ZOOM, Math.max(IMAGE_PREVIEW_MIN_ZOOM, zoom));
}

/** A long image (a tall screenshot, a receipt) is shown at full width from the top. */
export function isLongImage(width: number, height: number): boolean {
  return width > 0 && height / width > LONG_IMAGE_RATIO;
}

/** Zoom follows the change in finger distance since the pinch began. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  return startDistance > 0
    ? clampZoom((startZoom * distance) / startDistance)
    : clampZoom(startZoom);
}

/** Smooth exponential wheel zoom: one 100 px notch is about ×0.82 or ×1.22. */
export function wheelZoom(zoom: number, deltaY: number): number {
  return clampZoom(zoom * Math.exp(-deltaY / 500));
}

/**
 * CSS width of the image. At zoom 1 a long image fills the width; any other image fits the
 * screen (contain). Sizing by width rather than transform keeps native scrolling for panning.
 */
export function imageWidth(heightToWidth: number, zoom: number, long: boolean): string {
  if (long || heightToWidth <= 0) return `calc(100vw * ${zoom})`;
  return `calc(min(100vw, ${(100 / heightToWidth).toFixed(3)}vh) * ${zoom})`;
}
