import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Sign-in helpers for every end-to-end suite. They go through the real API with the browser context's
 * cookie jar (`page.request`), so the page that follows is signed in.
 */

export type LoginRole = 'tenant' | 'landlord' | 'provider' | 'caretaker';

/** The demo accounts the server seeds on first start (demo only; see README.md). */
export const demoAccounts = {
  tenant: { email: 'tenant@demo.abode.co.ke', password: 'Demo-Tenant-2026', dashboard: '/dashboard/tenant' },
  landlord: {
    email: 'landlord@demo.abode.co.ke',
    password: 'Demo-Landlord-2026',
    dashboard: '/dashboard/landlord',
  },
  provider: {
    email: 'provider@demo.abode.co.ke',
    password: 'Demo-Provider-2026',
    dashboard: '/dashboard/provider',
  },
  caretaker: {
    email: 'caretaker@demo.abode.co.ke',
    password: 'Demo-Caretaker-2026',
    dashboard: '/dashboard/caretaker',
  },
  superadmin: { email: 'admin@demo.abode.co.ke', password: 'Demo-Superadmin-2026', dashboard: '/dashboard' },
  financing: {
    email: 'financing@demo.abode.co.ke',
    password: 'Demo-Financing-2026',
    dashboard: '/dashboard/financing',
  },
} as const;

/**
 * The demo landlord's (landlord@demo.abode.co.ke) name on the homes they host: one demo listing in fifty
 * (listings 7, 57, 107, … of src/server/features/listings/demo/seed-demo-listings.ts); no
 * other demo host has it. The viewing and application suites use those homes, so others leave them alone.
 */
export const demoLandlordName = 'Otieno Ouma';

/** A password that passes the sign-up rule. */
export const testPassword = 'Kilimani-Sunrise-42';

let counter = 0;

/** An address in the IPv6 documentation prefix (2001:db8::/32) for one test client; only ever a header. */
function uniqueClientAddress(): string {
  return `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
}

/** A Kenyan mobile number unlikely to be used by any other test of the run (codes are limited per phone). */
export function uniquePhone(): string {
  counter += 1;
  // Random as well as counted: the two workers share one server, and a verified number is one account's.
  const digits =
    `${Math.floor(Math.random() * 1_000_000)}`.padStart(6, '0') + `${counter % 100}`.padStart(2, '0');
  return `+2547${digits}`;
}

export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 6)}@example.co.ke`;
}

/**
 * Signs in through POST /api/identity/sign-in; the session cookie lands in the page's context. Leave `role`
 * out for the superadmin (as /auth does). Returns where the app would go next.
 */
export async function signInViaApi(
  page: Page,
  email: string,
  password: string,
  role?: LoginRole,
): Promise<string> {
  const response = await page.request.post('/api/identity/sign-in', { data: { email, password, role } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { redirectTo: string }).redirectTo;
}

/** The newest 6-digit code texted to `phone`, from the outbox driver (`GET /api/dev/sms`); waits for one. */
export async function readSmsCode(request: APIRequestContext, phone: string, after?: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/sms?to=${encodeURIComponent(phone)}`);
        const { messages } = (await response.json()) as {
          messages: Array<{ text: string; createdAt: string }>;
        };
        const newest = messages[0];
        if (!newest || (after && new Date(newest.createdAt) < after)) return undefined;
        code = /\b(\d{6})\b/.exec(newest.text)?.[1];
        return code;
      },
      { message: `a code texted to ${phone}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Creates a verified account through the API (sign-up, then the texted code), signed in in the page's
 * context. `purpose` is the sign-up role: tenant, landlord, agent, property_manager or service_provider.
 */
export async function signUpViaApi(
  page: Page,
  options: { purpose?: string; email?: string; phone?: string; firstName?: string; lastName?: string } = {},
) {
  const account = {
    first_name: options.firstName ?? 'Test',
    last_name: options.lastName ?? 'User',
    email: options.email ?? uniqueEmail(),
    password: testPassword,
    phone: options.phone ?? uniquePhone(),
    user_purpose: options.purpose ?? 'tenant',
  };
  // Each test account comes from an address of its own (the e2e server trusts X-Forwarded-For), as real
  // people do, so the per-network sign-up limit stays on and the suite is not limited by its own size.
  const response = await page.request.post('/api/identity/sign-up', {
    data: account,
    headers: { 'x-forwarded-for': uniqueClientAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const code = await readSmsCode(page.request, account.phone);
  const verified = await page.request.post('/api/identity/phone/verify', { data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

export async function signOutViaApi(page: Page): Promise<void> {
  await page.request.post('/api/identity/sign-out');
}
