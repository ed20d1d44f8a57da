import { z } from 'zod';
import { kenyanPhoneMessage, normalizeKenyanPhone } from './kenyan-phone-format';

export { formatKenyanPhone, kenyanPhoneMessage, normalizeKenyanPhone } from './kenyan-phone-format';

/** A Kenyan phone number as typed, validated and turned into +254XXXXXXXXX. */
export const kenyanPhoneSchema = z
  .string({ error: kenyanPhoneMessage })
  .trim()
  .transform((value, ctx) => {
    const phone = normalizeKenyanPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: kenyanPhoneMessage });
      return z.NEVER;
    }
    return phone;
  });
