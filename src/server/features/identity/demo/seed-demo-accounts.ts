import { inArray } from 'drizzle-orm';
import type { AccountType } from '@common/auth/account-types';
import type { Role } from '@common/auth/roles';
import { hashPassword } from '../password-hashing';
import { authAccounts, profiles, userRoles, users } from '../../../db/schema/index';
import type { Seeder } from '../../../lib/demo-seeder';

export interface DemoAccount {
  id: string;
  email: string;
  /** Demo only: these accounts are for trying the product and are never created in production. */
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  accountType: AccountType;
  role: Role;
}

/** One account per role, phones already verified. Listed in README.md as demo-only. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    id: '00000000-0000-4000-8000-00000000a001',
    email: 'tenant@demo.abode.co.ke',
    password: 'Demo-Tenant-2026',
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    phone: '+254700000101',
    accountType: 'tenant',
    role: 'tenant',
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    email: 'landlord@demo.abode.co.ke',
    password: 'Demo-Landlord-2026',
    firstName: 'Otieno',
    lastName: 'Ouma',
    phone: '+254700000102',
    accountType: 'landlord',
    role: 'landlord',
  },
  {
    id: '00000000-0000-4000-8000-00000000a003',
    email: 'provider@demo.abode.co.ke',
    password: 'Demo-Provider-2026',
    firstName: 'Achieng',
    lastName: 'Odhiambo',
    phone: '+254700000103',
    accountType: 'service_provider',
    role: 'service_provider',
  },
  {
    id: '00000000-0000-4000-8000-00000000a004',
    email: 'caretaker@demo.abode.co.ke',
    password: 'Demo-Caretaker-2026',
    firstName: 'Mutua',
    lastName: 'Kioko',
    phone: '+254700000104',
    accountType: 'property_manager',
    role: 'caretaker',
  },
  {
    id: '00000000-0000-4000-8000-00000000a005',
    email: 'admin@demo.abode.co.ke',
    password: 'Demo-Superadmin-2026',
    firstName: 'Njeri',
    lastName: 'Mwangi',
    phone: '+254700000105',
    accountType: 'tenant',
    role: 'superadmin',
  },
  {
    id: '00000000-0000-4000-8000-00000000a006',
    email: 'financing@demo.abode.co.ke',
    password: 'Demo-Financing-2026',
    firstName: 'Kibet',
    lastName: 'Rotich',
    phone: '+254700000106',
    accountType: 'tenant',
    role: 'financing_officer',
  },
];

/**
 * Creates the demo accounts that are missing (fixed ids, insert-if-missing) and, only when it created any,
 * prints them with their passwords once. Never in production: known passwords, a superadmin among them.
 */
export const seedDemoAccounts: Seeder = async (db, options) => {
  if (process.env.NODE_ENV === 'production') {
    options.logger.info('Demo accounts are not created in production');
    return;
  }
  const existing = new Set(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.id,
            demoAccounts.map((account) => account.id),
          ),
        )
    ).map((row) => row.id),
  );
  const created: DemoAccount[] = [];
  for (const account of demoAccounts.filter((candidate) => !existing.has(candidate.id))) {
    const passwordHash = await hashPassword(account.password);
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(users)
        .values({
          id: account.id,
          name: `${account.firstName} ${account.lastName}`,
          email: account.email,
          emailVerified: false,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (rows.length === 0) return false;
      await tx.insert(authAccounts).values({
        userId: account.id,
        accountId: account.id,
        providerId: 'credential',
        password: passwordHash,
      });
      await tx.insert(profiles).values({
        id: account.id,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        accountType: account.accountType,
        phoneVerifiedAt: new Date(),
      });
      await tx.insert(userRoles).values({ userId: account.id, role: account.role });
      return true;
    });
    if (inserted) created.push(account);
  }
  if (created.length > 0) {
    options.logger.info(
      `Demo accounts created (demo only, shown this once):\n${created
        .map(({ role, email, password }) => `  ${role.padEnd(17)} ${email.padEnd(28)} ${password}`)
        .join('\n')}`,
    );
  }
};
