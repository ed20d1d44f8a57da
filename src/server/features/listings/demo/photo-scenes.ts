import type { PhotoRoom } from '@common/listings/listing-contracts';
import type { PhotoStyle } from '../listing-photo-id';
import type { SeededRandom } from '../../../lib/seeded-random';

/**
 * Flat illustrations standing in for listing photos: a 400×300 scene per room, coloured and arranged by the
 * photo's seed. Patterns draw repeated windows and tiles, which keeps each picture under 3 KB.
 */

const hsl = (hue: number, saturation: number, lightness: number): string =>
  `hsl(${Math.round(hue)} ${saturation}% ${lightness}%)`;

const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0): string =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"${radius ? ` rx="${radius}"` : ''}/>`;

const circle = (x: number, y: number, r: number, fill: string): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

const pattern = (id: string, width: number, height: number, body: string): string =>
  `<pattern id="${id}" width="${width}" height="${height}" patternUnits="userSpaceOnUse">${body}</pattern>`;

interface Palette {
  wall: string;
  accent: string;
  accentDark: string;
  floor: string;
  wood: string;
  glass: string;
}

function palette(random: SeededRandom, style: PhotoStyle): Palette {
  const rich = style === 'v' || style === 'a';
  const accentHue = random.int(0, 359);
  return {
    wall: hsl(random.int(25, 55), random.int(15, 40), random.int(84, 93)),
    accent: hsl(accentHue, rich ? 45 : 30, 52),
    accentDark: hsl(accentHue, rich ? 40 : 25, 34),
    floor: random.chance(0.5)
      ? hsl(random.int(20, 35), 40, random.int(45, 62))
      : hsl(30, 8, random.int(70, 82)),
    wood: hsl(random.int(20, 32), 45, random.int(30, 45)),
    glass: hsl(random.int(195, 210), 70, random.int(72, 84)),
  };
}

const sky = (random: SeededRandom): string =>
  `<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${hsl(random.int(198, 215), 75, 62)}"/>` +
  `<stop offset="1" stop-color="${hsl(random.int(190, 205), 70, 88)}"/></linearGradient></defs>${rect(0, 0, 400, 300, 'url(#s)')}` +
  circle(random.int(40, 360), random.int(30, 60), random.int(14, 22), '#fff3c4');

function tree(random: SeededRandom, x: number, ground: number): string {
  const height = random.int(40, 80);
  const green = hsl(random.int(95, 135), 40, random.int(30, 42));
  return (
    rect(x - 3, ground - height, 6, height, '#6b4a2f') + circle(x, ground - height, random.int(16, 26), green)
  );
}

function window(x: number, y: number, width: number, height: number, p: Palette): string {
  return rect(x - 4, y - 4, width + 8, height + 8, '#fff') + rect(x, y, width, height, p.glass);
}

function exterior(random: SeededRandom, style: PhotoStyle, p: Palette): string {
  const ground = 240;
  let out = sky(random) + rect(0, ground, 400, 60, hsl(random.int(85, 120), 35, random.int(40, 52)));
  out += tree(random, random.int(20, 60), ground + 6) + tree(random, random.int(340, 380), ground + 6);
  if (style === 'l') {
    out += `<path d="M0 ${ground - 20} Q120 ${ground - 60} 220 ${ground - 25} T400 ${ground - 30} V300 H0Z" fill="${hsl(90, 35, 48)}"/>`;
    out += `<defs>${pattern('f', 24, 40, rect(0, 0, 4, 30, '#7a5a3a'))}</defs>${rect(0, ground - 10, 400, 30, 'url(#f)')}`;
    return out + rect(190, ground - 70, 6, 60, '#555') + rect(160, ground - 90, 66, 34, p.accent, 3);
  }
  if (style === 'a' || style === 'b' || style === 'c') {
    const floors = style === 'c' ? 8 : style === 'a' ? random.int(5, 8) : random.int(3, 5);
    const top = ground - floors * 26;
    const facade =
      style === 'c' ? hsl(205, 25, 45) : hsl(random.int(20, 45), random.int(10, 35), random.int(70, 86));
    const pane =
      style === 'c' ? rect(2, 2, 28, 22, p.glass) : rect(7, 5, 16, 15, p.glass) + rect(4, 20, 22, 3, '#fff');
    out += `<defs>${pattern('w', 30, 26, pane)}</defs>`;
    out += rect(100, top, 200, ground - top, facade) + rect(108, top + 8, 184, ground - top - 34, 'url(#w)');
    return out + rect(185, ground - 26, 30, 26, p.wood) + rect(96, top - 6, 208, 8, p.accentDark);
  }
  const wide = style === 'v';
  const left = wide ? 70 : 110;
  const width = wide ? 260 : 180;
  const top = ground - (wide || random.chance(0.5) ? 110 : 80);
  out += rect(
    left,
    top,
    width,
    ground - top,
    hsl(random.int(25, 45), random.int(20, 45), random.int(78, 88)),
  );
  out += `<polygon points="${left - 14},${top} ${left + width / 2},${top - 50} ${left + width + 14},${top}" fill="${p.accentDark}"/>`;
  out += rect(left + width / 2 - 16, ground - 48, 32, 48, p.wood);
  for (const x of [left + 20, left + width - 60]) out += window(x, top + 20, 40, 30, p);
  if (wide) out += rect(120, ground + 14, 160, 26, hsl(192, 75, 62), 6);
  return out + rect(left - 20, ground - 8, width + 40, 10, hsl(110, 40, 30), 5);
}

function room(p: Palette): string {
  const floorTop = 215;
  return (
    rect(0, 0, 400, floorTop, p.wall) +
    rect(0, floorTop, 400, 85, p.floor) +
    rect(0, floorTop - 4, 400, 6, '#fff')
  );
}

function plant(x: number, floor: number): string {
  return (
    rect(x - 10, floor - 28, 20, 28, '#b5653a', 3) +
    circle(x, floor - 42, 16, hsl(120, 35, 35)) +
    circle(x + 10, floor - 54, 10, hsl(110, 40, 42))
  );
}

function livingRoom(random: SeededRandom, p: Palette): string {
  let out = room(p) + window(random.int(30, 90), 50, 90, 90, p);
  out += rect(250, 60, 70, 50, p.accent, 2) + rect(256, 66, 58, 38, hsl(random.int(0, 359), 40, 75));
  out += `<ellipse cx="200" cy="262" rx="130" ry="22" fill="${p.accentDark}" opacity=".35"/>`;
  out +=
    rect(110, 150, 190, 40, p.accent, 12) +
    rect(100, 178, 210, 40, p.accent, 10) +
    rect(100, 215, 10, 10, p.wood) +
    rect(300, 215, 10, 10, p.wood);
  out += rect(130, 165, 40, 24, p.accentDark, 6) + rect(240, 165, 40, 24, p.accentDark, 6);
  return out + rect(160, 240, 90, 10, p.wood, 3) + plant(random.int(340, 370), 235);
}

function bedroom(random: SeededRandom, p: Palette): string {
  let out = room(p) + window(random.int(285, 310), 45, 70, 80, p);
  out +=
    rect(70, 110, 190, 70, p.wood, 6) +
    rect(60, 170, 210, 60, '#fff', 6) +
    rect(60, 190, 210, 40, p.accent, 6);
  out += rect(85, 155, 70, 24, '#f4f1ea', 8) + rect(175, 155, 70, 24, '#f4f1ea', 8);
  out +=
    rect(280, 185, 40, 40, p.wood, 3) +
    rect(293, 160, 14, 25, p.accentDark) +
    `<polygon points="284,160 316,160 306,140 294,140" fill="#ffe9a8"/>`;
  return out + `<ellipse cx="165" cy="265" rx="120" ry="18" fill="${p.accentDark}" opacity=".3"/>`;
}

function kitchen(random: SeededRandom, p: Palette): string {
  const tile = hsl(random.int(0, 359), 20, 90);
  let out = `<defs>${pattern('t', 20, 20, rect(0, 0, 19, 19, tile))}${pattern('c', 50, 60, rect(2, 2, 46, 56, p.accent, 3))}</defs>`;
  // Pattern tiles start at the origin, so the cabinets sit on multiples of their 60-unit height.
  out += room(p) + rect(0, 120, 300, 50, 'url(#t)') + rect(0, 60, 300, 60, 'url(#c)');
  out += rect(0, 170, 300, 10, '#e8e4dc') + rect(0, 180, 300, 60, 'url(#c)');
  out += circle(90, 168, 8, '#333') + circle(120, 168, 8, '#333') + window(180, 130, 70, 30, p);
  return out + rect(315, 60, 70, 180, hsl(0, 0, random.int(80, 92)), 6) + rect(322, 130, 4, 30, '#999');
}

function bathroom(random: SeededRandom, p: Palette): string {
  const tile = hsl(random.int(160, 220), random.int(15, 40), random.int(82, 92));
  let out = `<defs>${pattern('t', 25, 25, rect(0, 0, 24, 24, tile))}</defs>`;
  out += room(p) + rect(0, 0, 400, 215, 'url(#t)');
  out += random.chance(0.5)
    ? rect(30, 170, 170, 60, '#fbfbfb', 14) + rect(30, 160, 170, 14, '#fff', 6)
    : rect(40, 40, 110, 190, hsl(195, 50, 85)) + rect(40, 40, 4, 190, '#aaa') + circle(95, 55, 10, '#bbb');
  out +=
    rect(250, 60, 80, 70, hsl(200, 30, 80), 6) + `<ellipse cx="290" cy="170" rx="42" ry="12" fill="#fff"/>`;
  return out + rect(280, 172, 20, 60, '#f2f2f2') + rect(350, 100, 30, 70, p.accent, 3);
}

export function drawScene(room: PhotoRoom, style: PhotoStyle, random: SeededRandom): string {
  const p = palette(random, style);
  switch (room) {
    case 'exterior':
      return exterior(random, style, p);
    case 'living_room':
      return livingRoom(random, p);
    case 'bedroom':
      return bedroom(random, p);
    case 'kitchen':
      return kitchen(random, p);
    case 'bathroom':
      return bathroom(random, p);
  }
}
