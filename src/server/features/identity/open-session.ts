import { serializeSignedCookie } from 'better-call';
import type { IdentityContext } from './identity-context';

/**
 * A new better-auth session for a user who proved themselves another way than a password (a texted code):
 * the row through better-auth's own adapter, the cookie signed as better-auth signs it, with its attributes.
 */
export async function openSession(
  ctx: IdentityContext,
  userId: string,
): Promise<{ token: string; cookies: string[] }> {
  const auth = await ctx.identity.auth.$context;
  const session = await auth.internalAdapter.createSession(userId, false, {
    ipAddress: ctx.clientKey,
    userAgent: ctx.authHeaders.get('user-agent') ?? '',
  });
  const cookie = auth.authCookies.sessionToken;
  const header = await serializeSignedCookie(cookie.name, session.token, auth.secret, {
    ...cookie.attributes,
    maxAge: auth.sessionConfig.expiresIn,
  });
  return { token: session.token, cookies: [header] };
}
