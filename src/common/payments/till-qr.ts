import { tillPattern } from './billers';

/** What a shop's QR code tells the payer: the till to pay and, when the code says, who and how much. */
export interface TillQr {
  till: string;
  merchantName: string | null;
  /** Whole shillings, when the code asks for an amount (a dynamic code); null for a shop's standing sign. */
  amount: number | null;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection, no final XOR), the checksum EMVCo puts in
 * a merchant-presented QR's last data object (ID 63), as four upper-case hex digits.
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

type DataObjects = Map<string, string>;

/**
 * EMVCo's data objects, each a two-digit ID, a two-digit length and that many characters; null when the text
 * is not made of them exactly (a length running past the end, an ID twice), so a half-read code is refused.
 */
function dataObjects(text: string): DataObjects | null {
  const objects: DataObjects = new Map();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (length === 0 || value.length !== length || objects.has(id)) return null;
    objects.set(id, value);
    at += 4 + length;
  }
  return objects;
}

/** Whether a merchant account template's identifier (its sub-object 00) names Safaricom's M-PESA. */
const isMpesaTemplate = (template: DataObjects) => /m-?pesa|safaricom/i.test(template.get('00') ?? '');

/**
 * The till in the merchant account information (IDs 26 to 51, each a template of its own data objects; KE-QR,
 * the Central Bank of Kenya's profile of EMVCo, puts the payment address in 28). The value of 5 to 7 digits
 * that is not the template's identifier (sub-object 00, a GUID or reverse domain); an M-PESA template first.
 * IDs 02 to 25 are the card schemes' merchant ids (Visa, Mastercard...), never a till, so they are not read.
 */
function tillOf(objects: DataObjects): string | null {
  const templates: DataObjects[] = [];
  for (const [id, value] of objects) {
    const number = Number(id);
    if (number < 26 || number > 51) continue;
    const inner = dataObjects(value);
    if (inner) templates.push(inner);
    else if (tillPattern.test(value)) templates.push(new Map([['01', value]]));
  }
  templates.sort((a, b) => Number(isMpesaTemplate(b)) - Number(isMpesaTemplate(a)));
  for (const template of templates) {
    for (const [subId, value] of template) {
      if (subId !== '00' && tillPattern.test(value)) return value;
    }
  }
  return null;
}

/** The transaction amount (ID 54) in whole shillings; a code asking for cents or nonsense asks for nothing. */
function amountOf(objects: DataObjects): number | null {
  const text = objects.get('54');
  if (!text || !/^\d{1,9}(\.0{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 ? amount : null;
}

/**
 * Reads the text of a shop's QR code: an EMVCo merchant-presented payload (what M-PESA QR and KE-QR stickers
 * carry: `000201…6304` and its checksum, which must be right), or a till number on its own. Null for anything
 * else, for a payload in another currency than shillings (53 other than 404), and for one with no till in it.
 */
export function readTillQr(text: string): TillQr | null {
  const trimmed = text.trim();
  const digits = trimmed.replace(/[\s-]/g, '');
  if (/^[\d\s-]+$/.test(trimmed) && tillPattern.test(digits)) {
    return { till: digits, merchantName: null, amount: null };
  }
  if (!trimmed.startsWith('000201')) return null;
  const objects = dataObjects(trimmed);
  // The checksum is the last object, over everything before its value, its own ID and length included.
  if (!objects || trimmed.slice(-8, -4) !== '6304') return null;
  if (crc16Ccitt(trimmed.slice(0, -4)) !== trimmed.slice(-4).toUpperCase()) return null;
  const currency = objects.get('53');
  if (currency !== undefined && currency !== '404') return null;
  const till = tillOf(objects);
  if (!till) return null;
  const name = objects.get('59')?.trim();
  return { till, merchantName: name ? name : null, amount: amountOf(objects) };
}
