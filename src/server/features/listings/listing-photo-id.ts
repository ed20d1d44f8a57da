import type { PhotoRoom } from '@common/listings/listing-contracts';

/**
 * A generated photo's id names what it shows, so the picture is a pure function of the id: no storage, no
 * lookup, and a year of browser caching is safe. `ex-a-3fa2b1c9d0e4` is the exterior of an apartment block.
 */
export const photoStyles = {
  a: 'apartment block',
  b: 'budget block',
  h: 'house',
  v: 'villa',
  c: 'commercial',
  l: 'land',
} as const;
export type PhotoStyle = keyof typeof photoStyles;

const roomCodes = {
  ex: 'exterior',
  lv: 'living_room',
  bd: 'bedroom',
  kt: 'kitchen',
  ba: 'bathroom',
} as const satisfies Record<string, PhotoRoom>;
type RoomCode = keyof typeof roomCodes;

const codeOfRoom = Object.fromEntries(
  Object.entries(roomCodes).map(([code, room]) => [room, code]),
) as Record<PhotoRoom, RoomCode>;

export interface PhotoSpec {
  room: PhotoRoom;
  style: PhotoStyle;
  /** 48 bits of randomness, as 12 hex digits; it picks the colours and the details. */
  seed: string;
}

const idPattern = /^(ex|lv|bd|kt|ba)-([abhvcl])-([0-9a-f]{12})$/;

export function formatPhotoId(spec: PhotoSpec): string {
  return `${codeOfRoom[spec.room]}-${spec.style}-${spec.seed}`;
}

export function parsePhotoId(id: string): PhotoSpec | null {
  const match = idPattern.exec(id);
  if (!match) return null;
  return { room: roomCodes[match[1] as RoomCode], style: match[2] as PhotoStyle, seed: match[3]! };
}
