// lint-as: src/server/features/tenancy/demo/lint-fixture.ts
// expect: nothing
import { demoAccounts } from '../../identity';
import { requireActor } from '../../../context';
import { tenantNameSql } from '../tenant-name';

export const used = [demoAccounts, requireActor, tenantNameSql];
