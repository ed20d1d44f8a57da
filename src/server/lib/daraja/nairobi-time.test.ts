import { describe, expect, it } from 'vitest';
import { nairobiTimestamp, stkPassword } from './nairobi-time';

const sandboxPasskey = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

describe('Daraja time and the STK password', () => {
  it('writes the time in Nairobi (UTC+3), across a year end', () => {
    expect(nairobiTimestamp(new Date('2025-12-31T21:00:00Z'))).toBe('20260101000000');
    expect(nairobiTimestamp(new Date('2026-06-30T20:59:59Z'))).toBe('20260630235959');
    expect(nairobiTimestamp(new Date('2024-02-29T05:07:09Z'))).toBe('20240229080709');
  });

  it("matches the Password of Safaricom's own STK push sample", () => {
    // developer.safaricom.co.ke/apis/MpesaExpressSimulate, request body sample.
    expect(stkPassword('174379', sandboxPasskey, '20210628092408')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjEwNjI4MDkyNDA4',
    );
  });

  it('is base64(shortcode + passkey + the Nairobi timestamp)', () => {
    const timestamp = nairobiTimestamp(new Date('2025-12-31T21:00:00Z'));
    expect(stkPassword('174379', sandboxPasskey, timestamp)).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjYwMTAxMDAwMDAw',
    );
  });
});
