import type { IdentityContext } from './identity-context';

/** Deletes the session on the server (so the token is dead everywhere) and clears the cookie. */
export async function signOut(ctx: IdentityContext): Promise<{ cookies: string[] }> {
  const { headers } = await ctx.identity.auth.api.signOut({ headers: ctx.authHeaders, returnHeaders: true });
  if (ctx.actor) ctx.logger.info({ userId: ctx.actor.userId }, 'signed out');
  return { cookies: headers.getSetCookie() };
}
