// Writes the installed app's icons (src/web/public/icons/*.png) from the brand mark of favicon.svg: the white
// house on ABODE teal. The PNGs are committed; run this again only when the mark changes:
//
//   node scripts/make-app-icons.mjs
//
// - icon-192.png, icon-512.png: the favicon as it is (rounded tile, transparent corners), purpose "any".
// - icon-maskable-512.png: full-bleed teal with the house inside the central 80 % safe zone, purpose
//   "maskable" (Android crops it to its own shape).
// - apple-touch-icon.png (180 px): full-bleed and opaque; iOS rounds the corners itself.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve('src/web/public');
const outDir = path.join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });

const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const teal = favicon.match(/fill="(#[0-9a-f]{6})"/i)?.[1] ?? '#0f766e';
const house = favicon.match(/<path d="([^"]+)"/)?.[1];
if (!house) throw new Error('favicon.svg has no house path');

/** The house (drawn in a 32-unit box) on a full-bleed square, scaled to `share` of the side. */
const fullBleed = (share) => {
  const scale = share;
  const offset = (32 - 32 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${teal}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${house}" fill="#fff"/></g></svg>`
  );
};

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));

await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
// The house spans 20 of 32 units; at 0.75 it stays well inside the maskable safe circle (80 % of the side).
await render(fullBleed(0.75), 512, 'icon-maskable-512.png');
await render(fullBleed(0.85), 180, 'apple-touch-icon.png');
console.log(`icons written to ${path.relative(process.cwd(), outDir)}`);
