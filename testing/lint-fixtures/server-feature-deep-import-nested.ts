// lint-as: src/server/features/tenancy/demo/lint-fixture.ts
// expect: Import another feature only through its public face
import { demoAccounts } from '../../identity/demo/seed-demo-accounts';

export const accounts = demoAccounts;
