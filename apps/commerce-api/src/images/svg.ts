import type { ImageSpec } from '../catalog/types';
import { createRandom } from '../catalog/random';

/** Simple, calm furniture pictures drawn as SVG: a product on a backdrop, or in a small room. */

function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = factor < 0 ? c * (1 + factor) : c + (255 - c) * factor;
    return Math.max(0, Math.min(255, Math.round(next)));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, opacity = 1) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" opacity="${opacity}"/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const wood = '#b08a62';
const metal = '#3a3a38';

/** Each shape is drawn standing on y = 800 in a 1000 × 1000 box. */
const shapes: Record<string, (c: string) => string> = {
  sofa: (c) =>
    rect(170, 470, 660, 200, shade(c, -0.12), 40) +
    rect(130, 540, 110, 200, shade(c, -0.2), 36) +
    rect(760, 540, 110, 200, shade(c, -0.2), 36) +
    rect(220, 600, 560, 130, c, 24) +
    rect(200, 740, 18, 60, metal) +
    rect(782, 740, 18, 60, metal),
  armchair: (c) =>
    rect(300, 430, 400, 260, shade(c, -0.12), 60) +
    rect(260, 560, 90, 180, shade(c, -0.2), 36) +
    rect(650, 560, 90, 180, shade(c, -0.2), 36) +
    rect(330, 620, 340, 110, c, 24) +
    line(320, 740, 300, 800, wood, 16) +
    line(680, 740, 700, 800, wood, 16),
  chair: (c) =>
    rect(360, 330, 280, 230, c, 24) +
    rect(340, 560, 320, 50, shade(c, -0.15), 14) +
    line(370, 610, 350, 800, shade(c, -0.3), 18) +
    line(630, 610, 650, 800, shade(c, -0.3), 18),
  stool: (c) =>
    ellipse(500, 520, 170, 40, c) +
    line(390, 530, 350, 800, shade(c, -0.3), 18) +
    line(610, 530, 650, 800, shade(c, -0.3), 18) +
    line(380, 690, 620, 690, shade(c, -0.3), 10),
  table: (c) =>
    rect(140, 470, 720, 44, c, 8) +
    rect(180, 514, 30, 286, shade(c, -0.2)) +
    rect(790, 514, 30, 286, shade(c, -0.2)),
  lowtable: (c) =>
    ellipse(500, 620, 330, 70, c) +
    rect(470, 640, 60, 160, shade(c, -0.25)) +
    ellipse(500, 800, 120, 16, shade(c, -0.25)),
  sidetable: (c) =>
    ellipse(500, 560, 170, 40, c) +
    rect(485, 580, 30, 220, shade(c, -0.25)) +
    ellipse(500, 800, 100, 14, shade(c, -0.25)),
  desk: (c) =>
    rect(180, 470, 640, 36, c, 6) +
    rect(600, 506, 200, 140, shade(c, -0.1), 6) +
    rect(200, 506, 22, 294, shade(c, -0.3)) +
    rect(778, 646, 22, 154, shade(c, -0.3)),
  shelf: (c) =>
    rect(260, 180, 26, 620, shade(c, -0.2)) +
    rect(714, 180, 26, 620, shade(c, -0.2)) +
    [220, 360, 500, 640, 780].map((y) => rect(260, y, 480, 22, c)).join('') +
    rect(310, 300, 40, 60, '#c06a4a') +
    rect(360, 310, 30, 50, '#5b7590') +
    ellipse(620, 470, 40, 30, '#6f8266'),
  sideboard: (c) =>
    rect(150, 470, 700, 260, c, 10) +
    line(383, 490, 383, 710, shade(c, -0.2), 4) +
    line(616, 490, 616, 710, shade(c, -0.2), 4) +
    line(200, 730, 190, 800, metal, 12) +
    line(800, 730, 810, 800, metal, 12),
  wardrobe: (c) =>
    rect(280, 140, 440, 640, c, 8) +
    line(500, 160, 500, 760, shade(c, -0.2), 4) +
    rect(470, 420, 10, 60, metal) +
    rect(520, 420, 10, 60, metal) +
    rect(300, 780, 20, 20, metal) +
    rect(680, 780, 20, 20, metal),
  bed: (c) =>
    rect(140, 400, 720, 300, shade(c, -0.15), 20) +
    rect(180, 600, 640, 140, '#f4f1ea', 16) +
    rect(200, 560, 220, 80, '#ffffff', 24) +
    rect(580, 560, 220, 80, '#ffffff', 24) +
    rect(180, 660, 640, 90, c, 12) +
    rect(160, 750, 20, 50, wood) +
    rect(820, 750, 20, 50, wood),
  pendant: (c) =>
    line(500, 0, 500, 360, metal, 4) +
    path('M360 520 Q500 300 640 520 Z', c) +
    ellipse(500, 520, 140, 16, shade(c, -0.2)) +
    ellipse(500, 560, 60, 30, '#fff6d8', 0.8),
  floorlamp: (c) =>
    path('M400 260 L600 260 L650 400 L350 400 Z', c) +
    line(500, 400, 500, 790, metal, 10) +
    ellipse(500, 796, 110, 16, metal),
  tablelamp: (c) =>
    path('M390 350 L610 350 L650 480 L350 480 Z', '#f4efe4') +
    ellipse(500, 640, 130, 160, c) +
    rect(470, 480, 60, 40, shade(c, -0.2)),
  walllamp: (c) =>
    rect(470, 300, 60, 120, metal, 8) +
    line(500, 360, 620, 420, metal, 10) +
    path('M560 420 L700 420 L740 540 L520 540 Z', c),
  rug: (c) =>
    path('M120 640 L880 640 L960 800 L40 800 Z', c) +
    path('M180 665 L820 665 L880 775 L120 775 Z', shade(c, 0.25)) +
    path('M260 690 L740 690 L780 750 L220 750 Z', c),
  cushion: (c) =>
    path('M280 420 Q500 380 720 420 Q760 600 720 780 Q500 820 280 780 Q240 600 280 420 Z', c) +
    line(300, 600, 700, 600, shade(c, -0.15), 6),
  throw: (c) =>
    path('M260 300 L740 300 L760 780 L240 780 Z', c) +
    [380, 460, 540, 620, 700].map((y) => line(255, y, 755, y, shade(c, -0.12), 8)).join('') +
    path('M240 780 L760 780 L770 800 L230 800 Z', shade(c, -0.2)),
  curtain: (c) =>
    line(200, 150, 800, 150, metal, 12) +
    path('M230 160 Q270 480 230 800 L420 800 Q380 480 420 160 Z', c) +
    path('M580 160 Q620 480 580 800 L770 800 Q730 480 770 160 Z', c),
  linen: (c) =>
    rect(180, 420, 640, 360, c, 14) +
    rect(220, 360, 240, 120, shade(c, 0.3), 26) +
    rect(540, 360, 240, 120, shade(c, 0.3), 26) +
    line(180, 560, 820, 560, shade(c, -0.12), 6),
  vase: (c) =>
    path('M430 320 L570 320 L560 380 Q700 520 600 800 L400 800 Q300 520 440 380 Z', c) +
    ellipse(500, 320, 70, 14, shade(c, -0.25)) +
    line(500, 320, 480, 160, '#6f8266', 6) +
    ellipse(470, 160, 30, 18, '#6f8266'),
  mirror: (c) =>
    ellipse(500, 440, 220, 330, c) +
    ellipse(500, 440, 190, 300, '#dfe7ea') +
    path('M420 300 L470 260 L560 520 L510 560 Z', '#ffffff'),
  candle: (c) =>
    rect(380, 560, 240, 240, c, 30) +
    rect(470, 420, 60, 140, '#f4efe4', 6) +
    ellipse(500, 400, 16, 30, '#f3b24a'),
  pot: (c) =>
    path('M320 460 L680 460 L620 800 L380 800 Z', c) +
    rect(300, 430, 400, 40, shade(c, -0.15), 8) +
    path('M500 430 Q380 240 300 260 Q380 330 480 430 Z', '#6f8266') +
    path('M500 430 Q600 200 700 230 Q600 310 520 430 Z', '#5c7255'),
  art: (c) =>
    rect(270, 170, 460, 600, '#2e2d2b', 6) +
    rect(300, 200, 400, 540, '#f4efe4') +
    ellipse(500, 420, 120, 120, c) +
    rect(340, 560, 320, 120, shade(c, -0.2)),
};

function studio(
  spec: ImageSpec,
  draw: (c: string) => string,
  random: ReturnType<typeof createRandom>,
): string {
  return (
    rect(0, 0, 1000, 1000, spec.accent) +
    ellipse(500, 805, 380 + random.int(-20, 20), 34, '#000000', 0.08) +
    draw(spec.colour)
  );
}

function room(
  spec: ImageSpec,
  draw: (c: string) => string,
  random: ReturnType<typeof createRandom>,
): string {
  const floor = shade('#c9a57c', random.next() * 0.2 - 0.1);
  const frameX = random.int(120, 620);
  return (
    rect(0, 0, 1000, 1000, shade(spec.accent, -0.04)) +
    rect(0, 800, 1000, 200, floor) +
    line(0, 800, 1000, 800, shade(floor, -0.2), 6) +
    rect(frameX, 90, 200, 140, '#2e2d2b', 4) +
    rect(frameX + 14, 104, 172, 112, shade(spec.colour, 0.4)) +
    `<g transform="translate(120 192) scale(0.76)">${draw(spec.colour)}</g>` +
    rect(850, 640, 90, 160, '#c06a4a', 10) +
    path('M895 640 Q820 470 760 500 Q830 540 880 640 Z', '#6f8266') +
    path('M895 640 Q960 440 1000 470 Q950 540 910 640 Z', '#5c7255')
  );
}

function scene(spec: ImageSpec, random: ReturnType<typeof createRandom>): string {
  const pieces: Record<string, string[]> = {
    'scene-living': ['sofa', 'lowtable', 'floorlamp'],
    'scene-bedroom': ['bed', 'sidetable', 'tablelamp'],
    'scene-dining': ['table', 'pendant', 'vase'],
    'scene-lighting': ['pendant', 'floorlamp', 'tablelamp'],
    'scene-textiles': ['throw', 'cushion', 'rug'],
  };
  const [first, second, third] = (pieces[spec.shape] ?? ['sofa', 'lowtable', 'pot']).map(
    (name) => shapes[name] ?? (() => ''),
  );
  return (
    rect(0, 0, 1000, 1000, spec.accent) +
    rect(0, 780, 1000, 220, shade('#c9a57c', random.next() * 0.1)) +
    `<g transform="translate(40 100) scale(0.7)">${first?.(spec.colour) ?? ''}</g>` +
    `<g transform="translate(520 330) scale(0.45)">${second?.(shade(spec.colour, -0.3)) ?? ''}</g>` +
    `<g transform="translate(600 350) scale(0.55)">${third?.(shade(spec.colour, 0.3)) ?? ''}</g>`
  );
}

/** A labelled badge, for brand logos and shipping or payment marks. */
export function badgeSvg(text: string, width: number, height: number): string {
  const safe = text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 200">${rect(0, 0, 600, 200, '#f4f1ea', 24)}<text x="300" y="118" font-family="sans-serif" font-size="56" font-weight="600" text-anchor="middle" fill="#2e2d2b">${safe}</text></svg>`;
}

export function imageSvg(spec: ImageSpec, width: number, height: number): string {
  const random = createRandom(spec.seed);
  let body: string;
  if (spec.shape.startsWith('scene-')) body = scene(spec, random);
  else {
    const draw = shapes[spec.shape] ?? shapes.vase ?? (() => '');
    body = spec.scene === 'room' ? room(spec, draw, random) : studio(spec, draw, random);
  }
  const viewBox =
    height < width
      ? `0 ${(1000 - (1000 * height) / width) / 2 + 80} 1000 ${(1000 * height) / width}`
      : '0 0 1000 1000';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
