import { eq } from 'drizzle-orm';
import type { SetLocaleInput } from '@common/i18n/set-locale';
import { requireSignedIn, type ServiceContext } from '../../context';
import { users } from '../../db/schema/index';

/**
 * `PUT /api/me/locale`: the signed-in person's language, English or Kiswahili, kept on the account so the web
 * app switches to it on sign-in and SMS are written in it. Anyone signed in may set their own; nobody else's.
 */
export async function setMyLocale(ctx: ServiceContext, input: SetLocaleInput): Promise<SetLocaleInput> {
  const actor = requireSignedIn(ctx);
  await ctx.db
    .update(users)
    .set({ locale: input.locale, updatedAt: ctx.now() })
    .where(eq(users.id, actor.userId));
  return { locale: input.locale };
}
