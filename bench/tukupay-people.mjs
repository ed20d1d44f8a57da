// The people of the Tuku Pay benchmarks (bench:transfers, bench:requests): signed up through the API as anyone
// does, and wallets topped up by a paybill payment posted to the callback URL as Daraja posts it.
import { productionEnv } from './bench-support.mjs';

const env = productionEnv(false);
const password = 'Kilimani-Sunrise-42';

/** Person `index` of run `runTag`: a Kenyan phone and an email of their own, and the session's Cookie header. */
export async function signUp(base, index, runTag) {
  const phone = `+2547${String(10_000_000 + (((runTag * 1000 + index) * 7919) % 90_000_000)).slice(-8)}`;
  const response = await fetch(`${base}/api/identity/sign-up`, {
    method: 'POST',
    // Each person from an address of their own (the server trusts one proxy here): sign-up is limited per network.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${index % 250}.${runTag % 250}.7` },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: `Person ${index}`,
      email: `tukupay.${runTag}.${index}@bench.abode.co.ke`,
      password,
      phone,
      user_purpose: 'tenant',
    }),
  });
  if (response.status !== 201)
    throw new Error(`Sign-up answered ${response.status}: ${await response.text()}`);
  const { me } = await response.json();
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { userId: me.id, phone, cookie };
}

/** Tops up each sender's wallet by a paybill payment to its account number, as Daraja posts it. */
export async function fund(base, sql, people, amount, runTag) {
  const rows = people.map((person, i) => ({
    user_id: person.userId,
    number: `AB${String(20_000_000 + runTag * 1000 + i).padStart(8, '0')}`,
  }));
  await sql`insert into wallet_numbers ${sql(rows, 'user_id', 'number')}`;
  await Promise.all(
    rows.map(async (row, i) => {
      const res = await fetch(`${base}/api/payment-callbacks/${env.MPESA_CALLBACK_TOKEN}/c2b/confirmation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          TransactionType: 'Pay Bill',
          TransID: `BTP${runTag}${String(i).padStart(5, '0')}`,
          TransTime: '20261201101500',
          TransAmount: `${amount}.00`,
          BusinessShortCode: env.MPESA_SHORTCODE,
          BillRefNumber: row.number,
          MSISDN: '2547 ***** 149',
        }),
      });
      if (res.status !== 200) throw new Error(`The top-up callback answered ${res.status}`);
    }),
  );
  const started = performance.now();
  for (;;) {
    const [{ funded }] = await sql`select count(*)::int as funded from ledger_accounts
      where kind = 'wallet' and balance = ${amount}`;
    if (funded >= people.length) return;
    if (performance.now() - started > 60_000) throw new Error(`only ${funded} wallets funded`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
