const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The hue of a #rrggbb colour on the colour wheel, 0 to 360 degrees (HSL's, as CSS reads it). */
function hue(hex: string): number {
  const match = HEX_COLOR.exec(hex);
  if (!match) throw new RangeError(`Expected a #rrggbb colour, got "${hex}"`);
  const [r, g, b] = match.slice(1).map((pair) => Number.parseInt(pair, 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  if (spread === 0) return 0;
  const sector =
    max === r ? (g - b) / spread : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
  return (sector * 60 + 360) % 360;
}

/** How far apart two #rrggbb colours sit on the colour wheel, 0 to 180 degrees. */
export function hueDifference(hexA: string, hexB: string): number {
  const apart = Math.abs(hue(hexA) - hue(hexB));
  return Math.min(apart, 360 - apart);
}
