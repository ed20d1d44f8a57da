/**
 * The identity feature's public face: its routes and middleware (who a request acts for), the overview's
 * figures, and the demo accounts other features' demo data belongs to.
 */
export { resolveActor } from './actor-middleware';
export { authCallbackRoutes } from './auth-callback-routes';
export { demoAccounts, seedDemoAccounts } from './demo/seed-demo-accounts';
export { devSmsRoutes } from './dev-sms-routes';
export { countAccounts } from './count-accounts';
export { identityRoutes } from './identity-routes';
export { meRoutes } from './me-routes';
export { hashPassword, verifyPassword } from './password-hashing';
export { sameOriginMutations } from './same-origin-middleware';
export { suspendAccountIn } from './suspend-account';
export { createSmsSender, devOutboxEnabled } from './sms/create-sms-sender';
export type { SmsSender } from './sms/sms-sender';
