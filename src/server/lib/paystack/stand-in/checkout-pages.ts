import { html, raw } from 'hono/html';
import { standInTestCards } from './test-cards';

const kes = (subunit: number) =>
  `KES ${(subunit / 100).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const style = raw(`<style>
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f6f8;color:#111}
main{max-width:26rem;margin:0 auto;padding:1rem}section{background:#fff;border-radius:12px;padding:1rem;margin-bottom:1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:.25rem 0}h2{font-size:1rem;margin:0 0 .5rem}p{margin:.25rem 0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;font-size:1rem;padding:.6rem;border:1px solid #667;border-radius:8px}
input:focus,button:focus,a:focus{outline:3px solid #0a6cff;outline-offset:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button,.button{display:block;width:100%;margin-top:1rem;padding:.75rem;font-size:1rem;font-weight:700;border:0;border-radius:8px;background:#0b7a3b;color:#fff;text-align:center;text-decoration:none;cursor:pointer}
.error{color:#a40000;font-weight:600}.muted{color:#555;font-size:.875rem}ul{padding-left:1.1rem;margin:.25rem 0}code{font-size:.95rem}
.badge{display:inline-block;background:#fff3cd;color:#5c4400;border-radius:6px;padding:0 .4rem;font-size:.8rem;font-weight:700}
</style>`);

function page(title: string, body: ReturnType<typeof html>, refreshTo?: string) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        ${refreshTo ? html`<meta http-equiv="refresh" content="1;url=${refreshTo}" />` : ''}
        <title>${title}</title>
        ${style}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

export interface CheckoutView {
  /** The checkout's own absolute path, which its forms post to. */
  checkoutPath: string;
  email: string;
  amount: number;
  reference: string;
}

function header(view: CheckoutView) {
  return html`<section aria-labelledby="pay-title">
    <p class="muted"><span class="badge">TEST MODE</span> Paystack stand-in</p>
    <h1 id="pay-title">Pay ${kes(view.amount)}</h1>
    <p class="muted">${view.email} · Reference <code>${view.reference}</code></p>
  </section>`;
}

/** The card form, with the test cards listed beneath it and the last error, if any, announced. */
export function cardPage(view: CheckoutView, error?: string) {
  return page(
    `Pay ${kes(view.amount)} by card`,
    html`${header(view)}
      <section aria-labelledby="card-title">
        <h2 id="card-title">Card details</h2>
        ${error ? html`<p role="alert" class="error">${error}</p>` : ''}
        <form method="post" action="${view.checkoutPath}" novalidate>
          <label for="number">Card number</label>
          <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required />
          <div class="row">
            <div>
              <label for="expiry">Expiry (MM/YY)</label>
              <input
                id="expiry"
                name="expiry"
                inputmode="numeric"
                autocomplete="cc-exp"
                placeholder="12/30"
                required
              />
            </div>
            <div>
              <label for="cvv">CVV</label>
              <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required />
            </div>
          </div>
          <button type="submit">Pay ${kes(view.amount)}</button>
        </form>
      </section>
      <section aria-labelledby="cards-title">
        <h2 id="cards-title">Test cards</h2>
        <p class="muted">Any future expiry and any 3-digit CVV.</p>
        <ul>
          ${standInTestCards.map((card) => html`<li><code>${spaced(card.number)}</code>: ${card.label}</li>`)}
        </ul>
      </section>`,
  );
}

/** The bank's 3-D Secure step: a one-time code. */
export function otpPage(view: CheckoutView, error?: string) {
  return page(
    'Confirm with your bank',
    html`${header(view)}
      <section aria-labelledby="otp-title">
        <h2 id="otp-title">Confirm with your bank (3-D Secure)</h2>
        <p>Your bank sent a one-time code to your phone. The test code is 123456.</p>
        ${error ? html`<p role="alert" class="error">${error}</p>` : ''}
        <form method="post" action="${view.checkoutPath}/otp" novalidate>
          <label for="otp">One-time code</label>
          <input
            id="otp"
            name="otp"
            inputmode="numeric"
            autocomplete="one-time-code"
            maxlength="6"
            required
          />
          <button type="submit">Confirm</button>
        </form>
      </section>`,
  );
}

/** The end of the checkout: what happened, and the way back to the merchant (followed after a second). */
export function finishedPage(
  view: CheckoutView,
  outcome: { paid: boolean; message: string; returnTo: string | null },
) {
  return page(
    outcome.paid ? 'Payment successful' : 'Payment failed',
    html`${header(view)}
      <section aria-labelledby="done-title" role="status">
        <h2 id="done-title">${outcome.paid ? 'Payment successful' : 'Payment failed'}</h2>
        <p>${outcome.message}</p>
        ${
          outcome.returnTo
            ? html`<a class="button" href="${outcome.returnTo}">Return to the merchant</a>`
            : ''
        }
      </section>`,
    outcome.returnTo ?? undefined,
  );
}

export function unknownCheckoutPage() {
  return page(
    'Checkout not found',
    html`<section>
      <h1>Checkout not found</h1>
      <p>This payment page does not exist or has expired.</p>
    </section>`,
  );
}
