// Draws the shop's icons from the logo's roof mark (packages/ui Logo): favicon.svg, favicon.ico
// (16 and 32 px PNGs inside), apple-touch-icon.png (180 px) and the web manifest's 192 and 512 px
// icons, into public/. Run: node apps/storefront/scripts/icons.mjs (sharp comes from the API's dependencies).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '../../commerce-api/package.json'));
const sharp = require('sharp');
const out = join(here, '../public');

/** The brand accent (tokens: ink900) behind the roof, drawn in the page's light surface colour. */
const ink = '#1f1d1a';
const paper = '#faf8f4';
const roof = (stroke) =>
  `<path d="M6 42V21L24 7l18 14v21" fill="none" stroke="${stroke}" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round"/><path d="M19 42V30h10v12" fill="none" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`;
/** Square, the mark centred with a margin (touch icons are cut to rounded squares by the system). */
const icon = (margin) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-margin} ${-margin + 0.5} ${48 + 2 * margin} ${48 + 2 * margin}"><rect x="${-margin}" y="${-margin + 0.5}" width="${48 + 2 * margin}" height="${48 + 2 * margin}" rx="${margin + 4}" fill="${ink}"/>${roof(paper)}</svg>`;

writeFileSync(join(out, 'favicon.svg'), `${icon(4)}\n`);
const png = (size, margin) =>
  sharp(Buffer.from(icon(margin)), { density: 72 * (size / 56) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();

const [p16, p32, touch, i192, i512] = await Promise.all([
  png(16, 4),
  png(32, 4),
  png(180, 10),
  png(192, 10),
  png(512, 10),
]);
writeFileSync(join(out, 'apple-touch-icon.png'), touch);
writeFileSync(join(out, 'icon-192.png'), i192);
writeFileSync(join(out, 'icon-512.png'), i512);

/** An ICO file holding PNG images (every browser since 2010 reads them). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}
writeFileSync(
  join(out, 'favicon.ico'),
  ico([
    { size: 16, data: p16 },
    { size: 32, data: p32 },
  ]),
);

writeFileSync(
  join(out, 'manifest.webmanifest'),
  `${JSON.stringify(
    {
      name: 'Hemma',
      short_name: 'Hemma',
      start_url: '/',
      display: 'browser',
      background_color: paper,
      theme_color: ink,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`,
);
console.log('icons written to', out);
