import {
  servicePhotoAspect,
  servicePhotoKeyPattern,
  type ServicePhotoWidth,
} from '@common/services/service-contracts';
import { serviceTexts } from '@common/services/service-texts';
import { AppError } from '../../lib/app-error';
import type { PhotoSceneCode } from './service-photo-key';

/** Warm, cool and earthy backdrops; the seed picks one, so neighbours on a page rarely look alike. */
const palettes: readonly (readonly [sky: string, floor: string, accent: string])[] = [
  ['#f4e9d8', '#d9c3a5', '#c0572b'],
  ['#e3eef7', '#b9cfe0', '#1f5f8b'],
  ['#e8f1e4', '#bcd3b0', '#3f7d3a'],
  ['#f6e4e1', '#e0b9b1', '#9c3d54'],
  ['#ece8f5', '#c8bfe0', '#5a4a9c'],
  ['#fdf3d6', '#ecd69a', '#b7791f'],
  ['#e2f3f1', '#aedbd4', '#16756b'],
  ['#efefef', '#cfcfcf', '#333f48'],
];

/** One pictogram per trade, drawn on a 400×300 canvas around the centre. */
const scenes: Readonly<Record<PhotoSceneCode, (accent: string, detail: number) => string>> = {
  // A bucket with a mop.
  cl: (accent, detail) =>
    `<rect x="190" y="60" width="12" height="150" rx="5" fill="#8a6a4a" transform="rotate(${10 + detail * 3} 196 135)"/>` +
    `<path d="M140 150 h120 l-14 90 h-92 z" fill="${accent}"/>` +
    `<ellipse cx="200" cy="150" rx="60" ry="12" fill="#ffffff" opacity=".7"/>` +
    `<circle cx="${150 + detail * 9}" cy="120" r="10" fill="#ffffff" opacity=".8"/><circle cx="255" cy="105" r="7" fill="#ffffff" opacity=".8"/>`,
  // A tap dripping into a basin.
  pl: (accent) =>
    `<rect x="110" y="80" width="130" height="26" rx="10" fill="#9aa5ad"/><rect x="220" y="80" width="26" height="70" rx="8" fill="#9aa5ad"/>` +
    `<rect x="150" y="60" width="40" height="14" rx="6" fill="${accent}"/>` +
    `<path d="M233 165 q-10 18 0 26 q10 -8 0 -26 z" fill="#3b8fd9"/>` +
    `<path d="M140 210 h190 q-10 45 -95 45 q-85 0 -95 -45 z" fill="#ffffff" stroke="#9aa5ad" stroke-width="4"/>`,
  // A bulb and a lightning bolt.
  el: (accent) =>
    `<circle cx="170" cy="130" r="55" fill="#ffe98a" stroke="#d8b300" stroke-width="4"/>` +
    `<rect x="150" y="180" width="40" height="34" rx="6" fill="#8d969c"/>` +
    `<path d="M265 70 l-40 80 h32 l-22 80 l60 -100 h-34 l24 -60 z" fill="${accent}"/>`,
  // A saw over a plank.
  ca: (accent, detail) =>
    `<rect x="80" y="200" width="240" height="30" rx="4" fill="#c28a4e"/><rect x="80" y="200" width="240" height="6" fill="#a06d36"/>` +
    `<path d="M120 ${150 - detail} l170 -40 l8 34 l-170 40 z" fill="#c9d1d6" stroke="#7d878e" stroke-width="3"/>` +
    `<rect x="290" y="${95 - detail}" width="46" height="34" rx="10" fill="${accent}"/>`,
  // A paint roller and a fresh stripe.
  pa: (accent) =>
    `<rect x="60" y="70" width="170" height="60" rx="12" fill="${accent}" opacity=".85"/>` +
    `<rect x="230" y="80" width="90" height="40" rx="12" fill="${accent}"/>` +
    `<path d="M275 120 v40 h-40 v80" fill="none" stroke="#6b6f73" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="222" y="235" width="26" height="45" rx="8" fill="#3d3d3d"/>`,
  // A tree, a shrub and a watering can.
  ga: (accent, detail) =>
    `<rect x="120" y="150" width="22" height="90" fill="#7a5230"/><circle cx="131" cy="130" r="${52 + detail}" fill="#3f8f3a"/>` +
    `<circle cx="250" cy="225" r="30" fill="#5aa84f"/><circle cx="285" cy="230" r="24" fill="#4c9a43"/>` +
    `<path d="M300 160 h50 v45 h-50 z M350 170 l30 -22" fill="${accent}" stroke="${accent}" stroke-width="6"/>`,
  // A van with boxes.
  de: (accent, detail) =>
    `<rect x="70" y="120" width="180" height="95" rx="10" fill="${accent}"/>` +
    `<path d="M250 145 h55 l35 35 v35 h-90 z" fill="${accent}" opacity=".85"/><path d="M262 153 h38 l26 26 h-64 z" fill="#d6ecf7"/>` +
    `<circle cx="120" cy="222" r="20" fill="#2e2e2e"/><circle cx="290" cy="222" r="20" fill="#2e2e2e"/>` +
    `<rect x="${95 + detail * 4}" y="140" width="40" height="36" fill="#d9b47c" stroke="#a8834a" stroke-width="3"/>`,
};

/**
 * A provider's photo as SVG at the asked width: the trade's pictogram on colours picked by the key's seed.
 * Drawn from the key alone (no storage, no network), so the route caches it for a year.
 */
export function renderServicePhoto(photoKey: string, width: ServicePhotoWidth): string {
  if (!servicePhotoKeyPattern.test(photoKey)) throw new AppError('NOT_FOUND', serviceTexts.notFound.photo);
  const scene = photoKey.slice(0, 2) as PhotoSceneCode;
  const seed = parseInt(photoKey.slice(3, 9), 16);
  const [sky, floor, accent] = palettes[seed % palettes.length]!;
  const detail = (seed >> 8) % 5;
  const height = Math.round((width * servicePhotoAspect.height) / servicePhotoAspect.width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">` +
    `<rect width="400" height="300" fill="${sky}"/><rect y="240" width="400" height="60" fill="${floor}"/>` +
    `${scenes[scene](accent, detail)}</svg>`
  );
}
