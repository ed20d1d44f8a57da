import { describe, expect, it } from 'vitest';
import { crc16Ccitt, readTillQr } from './till-qr';

/** One EMVCo data object: ID, two-digit length, value. */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
/** A whole merchant-presented payload from its data objects, closed by its checksum as EMVCo requires. */
const payload = (...objects: string[]) => {
  const body = `${objects.join('')}6304`;
  return `${body}${crc16Ccitt(body)}`;
};

/** A Buy Goods shop's standing M-PESA QR sign: the till in an M-PESA merchant account template. */
const shopSign = payload(
  tlv('00', '01'),
  tlv('01', '11'),
  tlv('29', tlv('00', 'ke.safaricom.mpesa') + tlv('01', '5174320')),
  tlv('52', '5411'),
  tlv('53', '404'),
  tlv('58', 'KE'),
  tlv('59', 'MAMA MBOGA STORES'),
  tlv('60', 'NAIROBI'),
);

describe('crc16Ccitt', () => {
  it('gives CRC-16/CCITT-FALSE’s published check value for 123456789', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('agrees with the checksum of a published EMVCo merchant-presented payload', () => {
    const published =
      '00020101021252044131153137210116372101160123456789ABCDE6010Phnom Penh5913Merchant Shop5802KH540510.005303840622501081234567802090124444446304A0BA';
    expect(crc16Ccitt(published.slice(0, -4))).toBe('A0BA');
  });
});

describe('readTillQr', () => {
  it('reads the till and the shop’s name from an M-PESA merchant QR payload', () => {
    expect(readTillQr(shopSign)).toEqual({
      till: '5174320',
      merchantName: 'MAMA MBOGA STORES',
      amount: null,
    });
  });

  it('reads the till from KE-QR’s payment address template (28, a PSP id and the account)', () => {
    const keQr = payload(
      tlv('00', '01'),
      tlv('01', '11'),
      tlv('28', tlv('46', '889900')),
      tlv('53', '404'),
      tlv('58', 'KE'),
      tlv('59', 'KIOSK YA JUMA'),
      tlv('60', 'MOMBASA'),
    );
    expect(readTillQr(keQr)).toEqual({ till: '889900', merchantName: 'KIOSK YA JUMA', amount: null });
  });

  it('prefers the M-PESA template over another provider’s account in the same code', () => {
    const shared = payload(
      tlv('00', '01'),
      tlv('26', tlv('00', 'ke.co.equitybank') + tlv('01', '111222')),
      tlv('27', tlv('00', 'M-PESA') + tlv('02', '333444')),
      tlv('53', '404'),
      tlv('59', 'DUKA LA WANJIKU'),
    );
    expect(readTillQr(shared)?.till).toBe('333444');
  });

  it('takes a whole-shilling amount from a dynamic code, and ignores cents or nonsense', () => {
    const withAmount = (amount: string) =>
      payload(
        tlv('00', '01'),
        tlv('01', '12'),
        tlv('29', tlv('00', 'ke.safaricom.mpesa') + tlv('01', '654321')),
        tlv('53', '404'),
        tlv('54', amount),
        tlv('59', 'CAFE'),
      );
    expect(readTillQr(withAmount('250'))?.amount).toBe(250);
    expect(readTillQr(withAmount('1200.00'))?.amount).toBe(1200);
    expect(readTillQr(withAmount('99.50'))).toMatchObject({ till: '654321', amount: null });
    expect(readTillQr(withAmount('0'))?.amount).toBeNull();
  });

  it('takes a plain till number, with spaces or dashes as printed on signs', () => {
    expect(readTillQr('123456')).toEqual({ till: '123456', merchantName: null, amount: null });
    expect(readTillQr(' 51 74 320\n')).toEqual({ till: '5174320', merchantName: null, amount: null });
    expect(readTillQr('889-900')?.till).toBe('889900');
  });

  it('refuses a payload whose checksum is wrong, missing, or not last', () => {
    const wrong = `${shopSign.slice(0, -4)}${shopSign.slice(-4) === '0000' ? '0001' : '0000'}`;
    expect(readTillQr(wrong)).toBeNull();
    // One character of the till changed in transit: the checksum no longer matches.
    expect(readTillQr(shopSign.replace('5174320', '5174321'))).toBeNull();
    expect(readTillQr(shopSign.slice(0, -8))).toBeNull();
    expect(readTillQr(`${shopSign}5902XY`)).toBeNull();
    // Lower-case hex is the same checksum.
    expect(readTillQr(`${shopSign.slice(0, -4)}${shopSign.slice(-4).toLowerCase()}`)?.till).toBe('5174320');
  });

  it('refuses garbage, other payments’ codes, other currencies and payloads with no till', () => {
    expect(readTillQr('')).toBeNull();
    expect(readTillQr('https://example.com/pay?till=123456')).toBeNull();
    expect(readTillQr('Pay 123456 now')).toBeNull();
    expect(readTillQr('1234')).toBeNull();
    expect(readTillQr('12345678')).toBeNull();
    expect(readTillQr('000201garbage')).toBeNull();
    // A length running past the end, and an ID twice.
    expect(readTillQr(payload(tlv('00', '01'), '5999SHORT'))).toBeNull();
    expect(readTillQr(payload(tlv('00', '01'), tlv('59', 'A'), tlv('59', 'B')))).toBeNull();
    const foreign = payload(
      tlv('00', '01'),
      tlv('29', tlv('00', 'ke.safaricom.mpesa') + tlv('01', '5174320')),
      tlv('53', '840'),
      tlv('59', 'SHOP'),
    );
    expect(readTillQr(foreign)).toBeNull();
    // A card scheme's merchant id (02–25) is not a till.
    const cardOnly = payload(tlv('00', '01'), tlv('04', '123456'), tlv('53', '404'), tlv('59', 'SHOP'));
    expect(readTillQr(cardOnly)).toBeNull();
    const tooLong = payload(
      tlv('00', '01'),
      tlv('29', tlv('00', 'ke.safaricom.mpesa') + tlv('01', '12345678')),
      tlv('53', '404'),
    );
    expect(readTillQr(tooLong)).toBeNull();
  });

  it('leaves out an empty merchant name', () => {
    const nameless = payload(
      tlv('00', '01'),
      tlv('29', tlv('00', 'ke.safaricom.mpesa') + tlv('01', '765432')),
      tlv('59', '   '),
    );
    expect(readTillQr(nameless)).toEqual({ till: '765432', merchantName: null, amount: null });
  });
});
