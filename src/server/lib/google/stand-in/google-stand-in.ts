import { createHash, generateKeyPairSync, randomBytes, sign, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import { accountChooserPage, unknownRequestPage } from './account-chooser-page';

export interface GoogleStandInOptions {
  clientId: string;
  clientSecret: string;
  /** The `iss` of its ID tokens and its discovery document: the stand-in's address as this server sees it. */
  issuer: string;
  /** Its authorization endpoint as the browser reaches it (the public address, not loopback). */
  browserBase: string;
  /** The only redirect URIs it sends codes to, as Google allows only the ones registered for the client. */
  redirectUris: readonly string[];
  logger: Logger;
  now?: () => Date;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  nonce: string | null;
  scope: string;
  person: Person;
  expiresAt: number;
}

interface Person {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

const codeLifetimeMs = 10 * 60 * 1000;
const accessTokenLifetimeSeconds = 3599;

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** Google's `sub` is a stable string of digits per account: here one derived from the email address. */
export function standInSubjectOf(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest();
  return `1${digest.readBigUInt64BE(0).toString().padStart(20, '0')}`;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The client's credentials from client_secret_basic (Authorization) or client_secret_post (the body). */
function clientOf(c: Context, body: URLSearchParams): { id: string; secret: string } | null {
  const header = c.req.header('authorization');
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  }
  const id = body.get('client_id');
  const secret = body.get('client_secret');
  return id && secret ? { id, secret } : null;
}

/**
 * A local stand-in for Google's OpenID Connect endpoints, speaking the same HTTP API better-auth calls:
 * discovery, the authorization endpoint (an account chooser where the person types an email and a name instead
 * of signing in), the token endpoint (authorization code with PKCE, an RS256-signed ID token), userinfo and the
 * JWKS. State lives in memory: a restart forgets codes and tokens. Never mounted in production.
 */
export function createGoogleStandIn(options: GoogleStandInOptions) {
  const now = options.now ?? (() => new Date());
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = base64url(randomBytes(8));
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { person: Person; expiresAt: number }>();

  const signJwt = (claims: Record<string, unknown>) => {
    const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
    const payload = base64url(JSON.stringify(claims));
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  };

  const authorizePath = '/authorize';
  const oauthError = (c: Context, status: 400 | 401, error: string, description: string) =>
    c.json({ error, error_description: description }, status);

  /** The authorization request's parameters, or the reason it cannot be answered with a redirect. */
  const readRequest = (params: URLSearchParams) => {
    const clientId = params.get('client_id') ?? '';
    const redirectUri = params.get('redirect_uri') ?? '';
    if (clientId !== options.clientId)
      return { ok: false, problem: 'The OAuth client was not found.' } as const;
    if (!options.redirectUris.includes(redirectUri)) {
      return {
        ok: false,
        problem: `redirect_uri_mismatch: ${redirectUri} is not registered for this client.`,
      } as const;
    }
    return {
      ok: true,
      request: {
        clientId,
        redirectUri,
        state: params.get('state'),
        scope: params.get('scope') ?? 'openid',
        nonce: params.get('nonce'),
        responseType: params.get('response_type'),
        codeChallenge: params.get('code_challenge'),
        codeChallengeMethod: params.get('code_challenge_method'),
        loginHint: params.get('login_hint') ?? '',
      },
    } as const;
  };

  const redirectBack = (c: Context, redirectUri: string, values: Record<string, string | null>) => {
    const target = new URL(redirectUri);
    for (const [key, value] of Object.entries(values))
      if (value !== null) target.searchParams.set(key, value);
    return c.redirect(target.toString(), 302);
  };

  const routes = new Hono()
    .get('/.well-known/openid-configuration', (c) =>
      c.json({
        issuer: options.issuer,
        authorization_endpoint: `${options.browserBase}${authorizePath}`,
        token_endpoint: `${options.issuer}/token`,
        userinfo_endpoint: `${options.issuer}/userinfo`,
        jwks_uri: `${options.issuer}/certs`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        claims_supported: [
          'aud',
          'email',
          'email_verified',
          'exp',
          'family_name',
          'given_name',
          'iat',
          'iss',
          'name',
          'sub',
        ],
        code_challenge_methods_supported: ['plain', 'S256'],
        grant_types_supported: ['authorization_code'],
      }),
    )
    .get('/certs', (c) => c.json({ keys: [jwk] }))
    .get(authorizePath, (c) => {
      const read = readRequest(new URL(c.req.url).searchParams);
      if (!read.ok) return c.html(unknownRequestPage(read.problem), 400);
      const { request } = read;
      if (request.responseType !== 'code') {
        return redirectBack(c, request.redirectUri, {
          error: 'unsupported_response_type',
          state: request.state,
        });
      }
      return c.html(
        accountChooserPage({
          action: `${new URL(c.req.url).pathname}`,
          hidden: Object.fromEntries(new URL(c.req.url).searchParams),
          email: request.loginHint,
        }),
      );
    })
    .post(authorizePath, async (c) => {
      const form = new URLSearchParams(await c.req.text());
      const read = readRequest(form);
      if (!read.ok) return c.html(unknownRequestPage(read.problem), 400);
      const { request } = read;
      if (form.get('choice') === 'cancel') {
        return redirectBack(c, request.redirectUri, { error: 'access_denied', state: request.state });
      }
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const name = (form.get('name') ?? '').trim().replace(/\s+/g, ' ');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name) {
        return c.html(
          accountChooserPage({
            action: new URL(c.req.url).pathname,
            hidden: Object.fromEntries(
              [...form].filter(([key]) => !['email', 'name', 'choice', 'unverified'].includes(key)),
            ),
            email,
            name,
            error: 'Enter an email address and a name.',
          }),
          400,
        );
      }
      const code = `4/${base64url(randomBytes(24))}`;
      grants.set(code, {
        clientId: request.clientId,
        redirectUri: request.redirectUri,
        codeChallenge: request.codeChallenge,
        codeChallengeMethod: request.codeChallengeMethod,
        nonce: request.nonce,
        scope: request.scope,
        person: { sub: standInSubjectOf(email), email, emailVerified: form.get('unverified') !== 'on', name },
        expiresAt: now().getTime() + codeLifetimeMs,
      });
      options.logger.info({ email }, 'Google stand-in: account chosen');
      return redirectBack(c, request.redirectUri, {
        code,
        state: request.state,
        scope: request.scope,
        iss: options.issuer,
      });
    })
    .post('/token', async (c) => {
      const body = new URLSearchParams(await c.req.text());
      const client = clientOf(c, body);
      if (!client || client.id !== options.clientId || !sameSecret(client.secret, options.clientSecret)) {
        return oauthError(c, 401, 'invalid_client', 'The OAuth client was not found.');
      }
      if (body.get('grant_type') !== 'authorization_code') {
        return oauthError(c, 400, 'unsupported_grant_type', 'Invalid grant_type.');
      }
      const code = body.get('code') ?? '';
      const grant = grants.get(code);
      // A code is good once: spent or not, it is gone after this request.
      grants.delete(code);
      if (!grant || grant.expiresAt < now().getTime() || grant.clientId !== client.id) {
        return oauthError(c, 400, 'invalid_grant', 'Malformed auth code.');
      }
      if (body.get('redirect_uri') !== grant.redirectUri) {
        return oauthError(c, 400, 'redirect_uri_mismatch', 'Bad Request');
      }
      if (grant.codeChallenge) {
        const verifier = body.get('code_verifier') ?? '';
        const challenge =
          grant.codeChallengeMethod === 'S256'
            ? createHash('sha256').update(verifier).digest('base64url')
            : verifier;
        if (!verifier || challenge !== grant.codeChallenge) {
          return oauthError(c, 400, 'invalid_grant', 'Invalid code verifier.');
        }
      }
      const issuedAt = Math.floor(now().getTime() / 1000);
      const accessToken = `ya29.${base64url(randomBytes(32))}`;
      accessTokens.set(accessToken, {
        person: grant.person,
        expiresAt: now().getTime() + accessTokenLifetimeSeconds * 1000,
      });
      const [givenName = '', ...rest] = grant.person.name.split(' ');
      const idToken = signJwt({
        iss: options.issuer,
        azp: grant.clientId,
        aud: grant.clientId,
        sub: grant.person.sub,
        email: grant.person.email,
        email_verified: grant.person.emailVerified,
        at_hash: base64url(createHash('sha256').update(accessToken).digest().subarray(0, 16)),
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
        name: grant.person.name,
        given_name: givenName,
        family_name: rest.join(' ') || undefined,
        iat: issuedAt,
        exp: issuedAt + 3600,
      });
      return c.json({
        access_token: accessToken,
        expires_in: accessTokenLifetimeSeconds,
        scope: grant.scope,
        token_type: 'Bearer',
        id_token: idToken,
      });
    })
    .get('/userinfo', (c) => {
      const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
      const held = accessTokens.get(token);
      if (!held || held.expiresAt < now().getTime()) {
        return oauthError(c, 401, 'invalid_request', 'Invalid Credentials');
      }
      const [givenName = '', ...rest] = held.person.name.split(' ');
      return c.json({
        sub: held.person.sub,
        name: held.person.name,
        given_name: givenName,
        family_name: rest.join(' ') || undefined,
        email: held.person.email,
        email_verified: held.person.emailVerified,
      });
    });

  return { routes };
}
