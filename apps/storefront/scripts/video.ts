// Records the front page's workshop film (the seed's Video widget, /videos/workshop.webm): the
// workshop picture the API draws for the poster, with a slow push-in, 8 s at 25 frames, encoded to
// VP9 WebM by the pinned Chromium's MediaRecorder (no ffmpeg on these machines).
// Run: npx tsx apps/storefront/scripts/video.ts
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { imageSvg } from '../../commerce-api/src/images/svg';
import { cmsImages } from '../../commerce-api/src/seed/content';
// @ts-expect-error: a plain ES module without types
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const width = 1280;
const height = 720;
const seconds = 8;
const poster = cmsImages.find((image) => image.fileName === 'about-workshop.webp');
if (!poster) throw new Error('The seed has no about-workshop.webp picture');
// Drawn larger than the frame, so the push-in stays sharp.
const picture = imageSvg(poster, width * 1.25, height * 1.25);

const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
const page = await browser.newPage();
// Sent as source text: tsx would wrap a function's inner functions in a helper the page lacks.
const record = `async ({ svg, width, height, seconds }) => {
  const image = new Image();
  image.src = 'data:image/svg+xml;base64,' + btoa(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 1200000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const started = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const progress = Math.min(1, (performance.now() - started) / (seconds * 1000));
      // Eased, from the whole picture to 80 % of it, drifting to the right.
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
      const scale = 1 - 0.2 * eased;
      const sourceWidth = image.width * scale;
      const sourceHeight = image.height * scale;
      const x = (image.width - sourceWidth) * (0.5 + 0.3 * eased);
      const y = (image.height - sourceHeight) / 2;
      context.drawImage(image, x, y, sourceWidth, sourceHeight, 0, 0, width, height);
      if (progress < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}`;
const base64 = await page.evaluate<string>(
  `(${record})(${JSON.stringify({ svg: picture, width, height, seconds })})`,
);
await browser.close();
const out = join(here, '../public/videos/workshop.webm');
writeFileSync(out, Buffer.from(base64, 'base64'));
console.log(`${out}: ${Math.round(Buffer.from(base64, 'base64').length / 1024)} KB`);
