// Inline SVG images so the gallery needs no assets or network.
function svg(width: number, height: number, label: string): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b79a1"/><stop offset="1" stop-color="#283e51"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(width / 10)}" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

export const wideImage = svg(600, 400, 'Photo 3:2');
export const longImage = svg(300, 1200, 'Long image 1:4');
export const bannerImages = ['Banner 1', 'Banner 2', 'Banner 3'].map((label) =>
  svg(750, 300, label),
);
