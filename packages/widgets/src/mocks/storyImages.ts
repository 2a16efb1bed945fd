/**
 * Images for stories and tests, drawn in place as SVG so every story renders offline and the
 * same every time. Each file name gets its own calm tone and is written on the image.
 *
 * Flat tones, not gradients: Chromium dithers a gradient, and that noise made every screenshot
 * with these images several times larger in the visual baselines (issue 25).
 */
const tones = ['#d9cbb8', '#c8d3c4', '#d6d0c6', '#c9d2d9', '#e2d3c3', '#d3c9d6'] as const;

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

function svgDataUrl(fileName: string, width: number, height: number): string {
  const tone = tones[hash(fileName) % tones.length]!;
  const label = fileName.replace(/\.[a-z]+$/i, '').replace(/[-_]/g, ' ');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${tone}"/>` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="${Math.round(width / 18)}" fill="#2b2824" opacity="0.55">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Content images: the width asked for, at the ratio the file name hints (…-portrait, …-square). */
export function storyImageUrl(fileName: string, width: number): string {
  const ratio = /portrait/.test(fileName) ? 4 / 5 : /square/.test(fileName) ? 1 : 16 / 9;
  return svgDataUrl(fileName, width, Math.round(width / ratio));
}

/** Product images are 4:5, as the catalogue's are. */
export function storyProductImageUrl(fileName: string, width: number): string {
  return svgDataUrl(fileName, width, Math.round((width * 5) / 4));
}
