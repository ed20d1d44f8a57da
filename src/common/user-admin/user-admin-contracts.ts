import { z } from 'zod';
import { roles } from '../auth/roles';
import { listingStatuses } from '../listings/listing-contracts';
import { userAdminTexts } from './user-admin-texts';

/**
 * The back office's users (superadmin; 403 for everyone else). The same schemas validate requests on the
 * server and type the answers in the browser. Change only by adding.
 *
 * GET  /api/user-admin/users?q=&page=       → UserSearchPage (name, email, phone in any Kenyan form, property code)
 * GET  /api/user-admin/users/:id            → UserDetail (404 for no such account)
 * POST /api/user-admin/users/:id/suspend    ReasonInput → UserDetail (409 self, a superadmin, already suspended)
 * POST /api/user-admin/users/:id/restore    ReasonInput → UserDetail (409 when not suspended)
 * POST /api/user-admin/users/:id/roles      GrantRoleInput → UserDetail (409 with the reason a check failed)
 */

const v = userAdminTexts.validation;

export const userSearchPageSize = 20;
export const suspensionReasonMaxLength = 300;

export const userSearchQuery = z.object({
  q: z.string().trim().max(100, v.queryTooLong).optional().default(''),
  page: z.coerce.number().int().min(1).max(500).optional().default(1),
});
export type UserSearchData = z.output<typeof userSearchQuery>;

export const userIdParams = z.object({ id: z.uuid() });

export const reasonInput = z.object({
  reason: z
    .string({ error: v.reasonRequired })
    .trim()
    .min(5, v.reasonRequired)
    .max(suspensionReasonMaxLength, v.reasonTooLong),
});

/** The roles the back office grants; tenant comes with every account, staff roles are never granted here. */
export const grantableRoles = ['landlord', 'caretaker', 'service_provider'] as const;
export type GrantableRole = (typeof grantableRoles)[number];

const propertyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^ABD-[2-9A-HJ-NP-Z]{4}$/, v.propertyCodeInvalid);

/** A caretaker is granted for one property they look after (named its caretaker with the role). */
export const grantRoleInput = z
  .object({
    role: z.enum(grantableRoles, { error: v.roleInvalid }),
    propertyCode: z.preprocess((value) => (value === '' ? undefined : value), propertyCode.optional()),
  })
  .refine((input) => input.role !== 'caretaker' || input.propertyCode !== undefined, {
    path: ['propertyCode'],
    message: v.propertyCodeRequired,
  });
export type GrantRoleData = z.output<typeof grantRoleInput>;

export const kycStates = ['not_started', 'pending', 'approved', 'rejected'] as const;
export type KycState = z.infer<typeof kycState>;
const kycState = z.enum(kycStates);

export const userSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(z.enum(roles)),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const userSearchPage = z.object({
  users: z.array(userSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type UserSearchPage = z.infer<typeof userSearchPage>;

export const suspensionSources = ['back_office', 'listing_fraud'] as const;

export const suspensionRecord = z.object({
  id: z.string(),
  reason: z.string(),
  source: z.enum(suspensionSources),
  suspendedAt: z.string(),
  suspendedBy: z.string().nullable(),
  listingsPaused: z.number().int(),
  restoredAt: z.string().nullable(),
  restoredBy: z.string().nullable(),
  restoreReason: z.string().nullable(),
});

export const userDetail = userSummary.extend({
  phoneVerified: z.boolean(),
  accountType: z.string(),
  kyc: kycState,
  listings: z.array(z.object({ id: z.string(), name: z.string(), status: z.enum(listingStatuses) })),
  /** Every listing of theirs, when more than the newest shown. */
  listingCount: z.number().int(),
  tenancies: z.object({ active: z.number().int(), total: z.number().int() }),
  /** Properties they are the landlord or caretaker of, by code. */
  properties: z.array(
    z.object({ code: z.string(), name: z.string(), as: z.enum(['landlord', 'caretaker']) }),
  ),
  suspension: z.object({ since: z.string(), reason: z.string() }).nullable(),
  history: z.array(suspensionRecord),
});
export type UserDetail = z.infer<typeof userDetail>;
