import { Hono } from 'hono';
import {
  changePasswordInput,
  codeSignInInput,
  codeSignInRequestInput,
  passwordResetInput,
  passwordResetRequestInput,
} from '@common/auth/account-security';
import { googleCompleteInput } from '@common/auth/google-sign-in';
import { basicSignUpInput, signInInput, signUpInput, verifyPhoneInput } from '@common/auth/identity-input';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { changePassword } from './change-password';
import {
  authConfigOf,
  completeGoogleSignUp,
  pendingGoogleAccount,
  startGoogleSignIn,
} from './google-sign-in';
import { forwardCookies, identityContext } from './identity-context';
import { listActiveSessions } from './list-active-sessions';
import { requestPasswordReset, resetPassword } from './reset-password';
import { sendPhoneCode } from './send-phone-code';
import { signIn } from './sign-in';
import { requestSignInCode, signInWithCode } from './sign-in-with-code';
import { signOut } from './sign-out';
import { signOutOtherSessions } from './sign-out-other-sessions';
import { signUp, signUpBasic } from './sign-up';
import { verifyPhone } from './verify-phone';

/** Sign-up, sign-in, sign-out, the phone code, the password and sessions; mounted at /api/identity. */
export const identityRoutes = new Hono<AppEnv>()
  .post('/sign-up', validate('json', signUpInput), async (c) => {
    const { result, cookies } = await signUp(await identityContext(c), c.req.valid('json'));
    forwardCookies(c, cookies);
    return c.json(result, 201);
  })
  .post('/sign-up/basic', validate('json', basicSignUpInput), async (c) => {
    const { result, cookies } = await signUpBasic(await identityContext(c), c.req.valid('json'));
    forwardCookies(c, cookies);
    return c.json(result, 201);
  })
  .post('/sign-in', validate('json', signInInput), async (c) => {
    const { result, cookies } = await signIn(await identityContext(c), c.req.valid('json'));
    forwardCookies(c, cookies);
    return c.json(result);
  })
  .post('/sign-in/code/request', validate('json', codeSignInRequestInput), async (c) =>
    c.json(await requestSignInCode(await identityContext(c), c.req.valid('json'))),
  )
  .post('/sign-in/code', validate('json', codeSignInInput), async (c) => {
    const { result, cookies } = await signInWithCode(await identityContext(c), c.req.valid('json'));
    forwardCookies(c, cookies);
    return c.json(result);
  })
  .post('/sign-out', async (c) => {
    const { cookies } = await signOut(await identityContext(c));
    forwardCookies(c, cookies);
    return c.json({ signedOut: true });
  })
  .post('/phone/send-code', async (c) => {
    return c.json(await sendPhoneCode(await identityContext(c)));
  })
  .post('/phone/verify', validate('json', verifyPhoneInput), async (c) => {
    return c.json({ me: await verifyPhone(await identityContext(c), c.req.valid('json')) });
  })
  .post('/password', validate('json', changePasswordInput), async (c) => {
    const { cookies } = await changePassword(await identityContext(c), c.req.valid('json'));
    forwardCookies(c, cookies);
    return c.json({ changed: true });
  })
  .post('/password-reset/request', validate('json', passwordResetRequestInput), async (c) =>
    c.json(await requestPasswordReset(await identityContext(c), c.req.valid('json'))),
  )
  .post('/password-reset', validate('json', passwordResetInput), async (c) =>
    c.json(await resetPassword(await identityContext(c), c.req.valid('json'))),
  )
  .get('/config', (c) => c.json(authConfigOf(c.get('deps').config)))
  .post('/google/start', async (c) => {
    const { result, cookies } = await startGoogleSignIn(await identityContext(c));
    forwardCookies(c, cookies);
    return c.json(result);
  })
  .get('/google/pending', async (c) => c.json(await pendingGoogleAccount(await identityContext(c))))
  .post('/google/complete', validate('json', googleCompleteInput), async (c) =>
    c.json(await completeGoogleSignUp(await identityContext(c), c.req.valid('json')), 201),
  )
  .get('/sessions', async (c) => c.json(await listActiveSessions(serviceContext(c))))
  .post('/sessions/sign-out-others', async (c) => c.json(await signOutOtherSessions(serviceContext(c))));
