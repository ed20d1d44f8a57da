import { randomInt } from 'node:crypto';

const letters = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * ABODE's receipt number for one payment ('ABR7K3Q2XPM'): letters and digits that read out clearly over the
 * phone, random so they say nothing of volumes; the unique index catches the rare clash.
 */
export function newReceiptNumber(): string {
  let code = 'ABR';
  for (let i = 0; i < 8; i += 1) code += letters[randomInt(letters.length)];
  return code;
}
