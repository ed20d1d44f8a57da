import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankDepositMessages as m,
  type BankDepositDetails,
  type StatementImportSummary,
} from '@common/payments/bank-deposit-contracts';
import type { Wallet } from '@common/payments/payment-contracts';
import type { SuspensePaymentList } from '@common/payments/suspense-allocation';
import { auditEvents, bankDeposits, bankDepositReferences, notifications } from '../../db/schema/index';
import { standInBankWebhookSecret } from '../../lib/bank/bank-settings';
import { signBankNotification } from '../../lib/bank/bank-signature';
import { bankStandInRoutes } from '../../lib/bank/stand-in/bank-stand-in-routes';
import { signedInAs, signedInAsEveryone, type TestUser, type Who } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, checkLedger, platformAccountOf } from '../ledger';
import { maxStatementLines } from './parse-bank-statement';

describe('bank transfer deposits', () => {
  let t: TestApp;
  let tenant: TestUser;
  let admin: TestUser;
  let users: Record<Who, TestUser>;
  let seq = 0;

  const txId = () => {
    seq += 1;
    return `FT${String(seq).padStart(4, '0')}${randomUUID().slice(0, 8).toUpperCase()}`;
  };
  const details = async (user: TestUser) =>
    (await (
      await t.request('/api/bank-deposits', { headers: { cookie: user.cookie } })
    ).json()) as BankDepositDetails;
  const walletOf = async (user: TestUser) =>
    (await (await t.request('/api/wallet', { headers: { cookie: user.cookie } })).json()) as Wallet;
  const notify = (body: unknown, signature?: string | null) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== null)
      headers['X-Bank-Signature'] = signature ?? signBankNotification(raw, standInBankWebhookSecret);
    return t.request('/api/bank-notifications', { method: 'POST', headers, body: raw });
  };
  const notice = (reference: string, amount: number | string, transactionId = txId()) => ({
    transactionId,
    accountNumber: '01100987654300',
    reference,
    amount: typeof amount === 'number' ? `${amount}.00` : amount,
    currency: 'KES',
    payerName: 'WANJIKU KAMAU',
    valueDate: '2026-12-01',
  });
  const suspenseBalance = async () =>
    balanceOf(t.database.db, await t.database.db.transaction((tx) => platformAccountOf(tx, 'suspense')));
  const upload = (user: TestUser | null, csv: string | Uint8Array, name = 'statement.csv') => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }),
      name,
    );
    return t.request('/api/bank-statements', {
      method: 'POST',
      body: form,
      headers: user ? { cookie: user.cookie } : {},
    });
  };
  const ledgerClean = async () => expect((await checkLedger(t.database.db)).drift).toEqual([]);

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
    tenant = await signedInAs(t, 'tenant');
    admin = users.superadmin;
  });
  afterAll(async () => {
    await ledgerClean();
    await t.close();
  });

  it('shows the collection account and a stable reference unique to the user', async () => {
    const first = await details(tenant);
    expect(first.account).toMatchObject({ bankName: expect.any(String), accountNumber: expect.any(String) });
    expect(first.account.branch.length).toBeGreaterThan(1);
    expect(first.reference).toMatch(/^ABD[2-9A-HJ-NP-Z]{7}$/);
    expect(first.deposits).toEqual([]);
    expect(first.simulator).toBe(true);
    expect((await details(tenant)).reference).toBe(first.reference);
    expect((await details(users.landlord)).reference).not.toBe(first.reference);
    // Two first visits at once still give one reference.
    const fresh = await signedInAs(t, 'tenant');
    const both = await Promise.all([details(fresh), details(fresh)]);
    expect(both[0].reference).toBe(both[1].reference);
    const rows = await t.database.db
      .select()
      .from(bankDepositReferences)
      .where(eq(bankDepositReferences.userId, fresh.userId));
    expect(rows).toHaveLength(1);
    expect((await t.request('/api/bank-deposits')).status).toBe(401);
  });

  it('credits a signed notification to the wallet its reference names, once, and notifies the user', async () => {
    const { reference } = await details(tenant);
    const before = (await walletOf(tenant)).amount;
    const body = notice(
      ` trf wanjiku ${reference.toLowerCase().slice(0, 5)} ${reference.toLowerCase().slice(5)} rent`,
      4500,
    );
    const res = await notify(body);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toEqual({ status: 'credited', depositId: expect.any(String) });
    expect((await walletOf(tenant)).amount).toBe(before + 4500);
    // The bank sends it again (and again at once): the same answer, nothing more credited.
    const repeats = await Promise.all([notify(body), notify(body)]);
    for (const repeat of repeats) {
      expect(repeat.status).toBe(200);
      expect(await repeat.json()).toEqual(answer);
    }
    expect((await walletOf(tenant)).amount).toBe(before + 4500);
    const rows = await t.database.db
      .select()
      .from(bankDeposits)
      .where(eq(bankDeposits.bankTransactionId, body.transactionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: tenant.userId,
      creditedTo: 'wallet',
      amount: 4500,
      source: 'notification',
    });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tenant.userId), eq(notifications.kind, 'payment.received')));
    expect(notes.filter((n) => n.body.includes(body.transactionId))).toHaveLength(1);
    const shown = await details(tenant);
    expect(shown.deposits[0]).toMatchObject({ bankTransactionId: body.transactionId, amount: 4500 });
    await ledgerClean();
  });

  it('refuses a bad, missing or other-secret signature with 401 and credits nothing', async () => {
    const { reference } = await details(tenant);
    const before = (await walletOf(tenant)).amount;
    const body = notice(reference, 9000);
    const raw = JSON.stringify(body);
    const refusals = [
      await notify(body, null),
      await notify(body, ''),
      await notify(body, 'not-hex'),
      await notify(body, signBankNotification(raw, 'some-other-secret-of-at-least-32-chars!')),
      // Signed, then the amount changed on the way.
      await notify(raw.replace('9000.00', '90000.00'), signBankNotification(raw, standInBankWebhookSecret)),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toBe(m.badSignature);
    }
    expect((await walletOf(tenant)).amount).toBe(before);
    const rows = await t.database.db
      .select()
      .from(bankDeposits)
      .where(eq(bankDeposits.bankTransactionId, body.transactionId));
    expect(rows).toEqual([]);
    // The same body correctly signed is then taken; a `sha256=` prefix is accepted too.
    const ok = await notify(body, `sha256=${signBankNotification(raw, standInBankWebhookSecret)}`);
    expect(ok.status).toBe(200);
    expect((await walletOf(tenant)).amount).toBe(before + 9000);
  });

  it('puts a transfer matching no reference in suspense, where a superadmin allocates it', async () => {
    const suspenseBefore = await suspenseBalance();
    const body = notice('RENT FOR APT 4B ABDZZZZZZZ', 3200);
    const res = await notify(body);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({ status: 'suspense' });
    expect(await suspenseBalance()).toBe(suspenseBefore + 3200);
    const list = (await (
      await t.request('/api/payments/suspense', { headers: { cookie: admin.cookie } })
    ).json()) as SuspensePaymentList;
    const listed = list.payments.find((p) => p.id === answer.depositId);
    expect(listed).toMatchObject({ rail: 'bank', receipt: body.transactionId, amount: 3200 });
    const { accountNumber, amount: before } = await walletOf(tenant);
    const allocate = (json: unknown) =>
      t.request(`/api/payments/suspense/${answer.depositId}/allocate`, {
        method: 'POST',
        json,
        headers: { cookie: admin.cookie },
      });
    const reason = 'The tenant sent the bank slip by email.';
    expect((await allocate({ to: { walletAccountNumber: 'AB00000001' }, reason })).status).toBe(400);
    const done = await allocate({ to: { walletAccountNumber: accountNumber }, reason });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      receipt: body.transactionId,
      userId: tenant.userId,
      amount: 3200,
    });
    expect((await allocate({ to: { walletAccountNumber: accountNumber }, reason })).status).toBe(409);
    expect((await walletOf(tenant)).amount).toBe(before + 3200);
    expect(await suspenseBalance()).toBe(suspenseBefore);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectId, answer.depositId),
          eq(auditEvents.action, 'bank_deposit.suspense_allocated'),
        ),
      );
    expect(audit).toMatchObject({ actorUserId: admin.userId });
    // A repeat of the notification after allocation still answers as the first time, and moves nothing.
    const repeat = await notify(body);
    expect(await repeat.json()).toEqual(answer);
    expect((await walletOf(tenant)).amount).toBe(before + 3200);
    await ledgerClean();
  });

  it('answers 400 to a signed body that is not a notification, and never 5xx', async () => {
    const { reference } = await details(tenant);
    const before = (await walletOf(tenant)).amount;
    for (const body of [
      'not json',
      '[]',
      {},
      notice(reference, '12.50'),
      notice(reference, '-500.00'),
      notice(reference, '0'),
      { ...notice(reference, 100), currency: 'USD' },
      { ...notice(reference, 100), transactionId: '' },
      { ...notice(reference, 100), transactionId: 'has spaces in it' },
      { ...notice(reference, 100), reference: 'a\u0000b' },
      { ...notice(reference, 100), valueDate: '2026-13-45' },
    ]) {
      const res = await notify(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await walletOf(tenant)).amount).toBe(before);
  });

  it('the stand-in bank signs a notification that the webhook credits', async () => {
    const { reference } = await details(tenant);
    const before = (await walletOf(tenant)).amount;
    const standIn = bankStandInRoutes(t.config, { warn: () => undefined } as never, async (path, init) =>
      t.app.request(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': '203.0.113.9' },
      }),
    )!;
    const res = await standIn.request('/transfers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference, amount: 2750 }),
    });
    expect(res.status).toBe(200);
    const sent = await res.json();
    expect(sent).toMatchObject({ status: 200, answer: { status: 'credited' } });
    expect(sent.transactionId).toMatch(/^SBX[0-9A-F]{12}$/);
    expect((await walletOf(tenant)).amount).toBe(before + 2750);
    const bad = await standIn.request('/transfers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference, amount: 'lots' }),
    });
    expect(bad.status).toBe(400);
    // Production has no stand-in.
    expect(
      bankStandInRoutes({ ...t.config, NODE_ENV: 'production' }, { warn: () => undefined } as never),
    ).toBeNull();
  });

  describe('statement import', () => {
    const csvOf = (rows: string[][]) =>
      ['Date,Narrative,Amount,Transaction ID', ...rows.map((r) => r.join(','))].join('\r\n');

    it('credits matched lines, puts unmatched in suspense, refuses bad lines by number, and re-imports to nothing', async () => {
      const { reference } = await details(tenant);
      const before = (await walletOf(tenant)).amount;
      const suspenseBefore = await suspenseBalance();
      const [a, b, c] = [txId(), txId(), txId()];
      const csv = csvOf([
        ['2026-12-01', `"TRF ${reference.toLowerCase()}, December rent"`, '"12,000.00"', a],
        ['01/12/2026', 'CASH DEPOSIT NO REF', '1500', b],
        ['2026-12-02', reference, '-300.00', txId()],
        ['2026-12-32', reference, '800', txId()],
        ['2026-12-02', reference, '800.50', txId()],
        ['2026-12-02', reference, '800', ''],
        ['2026-12-03', `${reference}`, '650', c],
        ['2026-12-03', `${reference}`, '650', c],
      ]);
      const res = await upload(admin, csv);
      expect(res.status).toBe(200);
      const summary = (await res.json()) as StatementImportSummary;
      expect(summary).toEqual({
        lines: 8,
        credited: { count: 2, amount: 12_650 },
        toSuspense: { count: 1, amount: 1500 },
        duplicates: 0,
        refused: [
          { line: 4, reason: m.lineBadAmount },
          { line: 5, reason: m.lineBadDate },
          { line: 6, reason: m.lineBadAmount },
          { line: 7, reason: m.lineNoTransactionId },
          { line: 9, reason: m.lineRepeated(8) },
        ],
      });
      expect((await walletOf(tenant)).amount).toBe(before + 12_650);
      expect(await suspenseBalance()).toBe(suspenseBefore + 1500);
      const again = (await (await upload(admin, csv)).json()) as StatementImportSummary;
      expect(again).toMatchObject({
        credited: { count: 0, amount: 0 },
        toSuspense: { count: 0, amount: 0 },
        duplicates: 3,
      });
      expect((await walletOf(tenant)).amount).toBe(before + 12_650);
      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.actorUserId, admin.userId), eq(auditEvents.action, 'bank_statement.imported')),
        );
      expect(audit).toMatchObject({ subjectType: 'bank_statement', subjectId: 'statement.csv' });
      await ledgerClean();
    });

    it('counts a line the notification already brought as a duplicate', async () => {
      const { reference } = await details(tenant);
      const body = notice(reference, 700);
      expect((await notify(body)).status).toBe(200);
      const before = (await walletOf(tenant)).amount;
      const summary = (await (
        await upload(admin, csvOf([['2026-12-01', reference, '700.00', body.transactionId]]))
      ).json()) as StatementImportSummary;
      expect(summary).toMatchObject({ lines: 1, duplicates: 1, credited: { count: 0 } });
      expect((await walletOf(tenant)).amount).toBe(before);
    });

    it('answers 400 naming the line and the problem for a file it cannot read', async () => {
      // The message, and for one with values its reason and those values (for the web to say in Kiswahili).
      const cases: Array<[string | Uint8Array, string, object?]> = [
        ['', m.emptyFile],
        ['Date,Amount,Transaction ID\n2026-12-01,100,X1', m.missingColumns(['reference (or narrative)'])],
        ['Date,Reference,Amount,Transaction ID\n', m.noLines],
        [
          'Date,Reference,Amount,Transaction ID\n2026-12-01,"ABD,100,X1\n',
          m.unclosedQuote(2),
          { reason: 'unclosed_quote', params: { line: 2 } },
        ],
        [
          'Date,Reference,Amount,Transaction ID\n2026-12-01,ABD,100,X1\n2026-12-01,ABD,100',
          m.wrongFieldCount(3, 3, 4),
          { reason: 'wrong_field_count', params: { line: 3, found: 3, expected: 4 } },
        ],
        [
          `Date,Reference,Amount,Transaction ID\n${'2026-12-01,ABD,100,X1\n'.repeat(maxStatementLines + 1)}`,
          m.tooManyLines(maxStatementLines),
          { reason: 'statement_too_many_lines', params: { max: 5_000 } },
        ],
        [new Uint8Array([0xff, 0xfe, 0x00, 0x41]), m.notText],
      ];
      for (const [csv, message, values] of cases) {
        const res = await upload(admin, csv);
        expect(res.status, String(csv).slice(0, 80)).toBe(400);
        const { error } = await res.json();
        expect(error.message).toBe(message);
        if (values) expect(error).toMatchObject(values);
        else expect(error.params).toBeUndefined();
      }
      const noFile = await t.request('/api/bank-statements', {
        method: 'POST',
        body: new FormData(),
        headers: { cookie: admin.cookie },
      });
      expect(noFile.status).toBe(400);
      const notMultipart = await t.request('/api/bank-statements', {
        method: 'POST',
        json: { file: 'x' },
        headers: { cookie: admin.cookie },
      });
      expect(notMultipart.status).toBe(400);
      const tooLarge = await upload(
        admin,
        `Date,Reference,Amount,Transaction ID\n${'x'.repeat(1024 * 1024 + 10)}`,
      );
      expect(tooLarge.status).toBe(413);
    });

    it('is for a superadmin only: 401 signed out, 403 for every other role, and the file is not read', async () => {
      const csv = csvOf([['2026-12-01', 'X', '100', txId()]]);
      expect((await upload(null, csv)).status).toBe(401);
      for (const who of ['no role', 'tenant', 'landlord', 'service_provider', 'caretaker'] as const) {
        expect((await upload(users[who], csv)).status, who).toBe(403);
      }
    });
  });
});
