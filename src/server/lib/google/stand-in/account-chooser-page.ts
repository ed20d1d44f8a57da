import { html, raw } from 'hono/html';

const style = raw(`<style>
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f1f3f4;color:#202124}
main{max-width:26rem;margin:0 auto;padding:1rem}section{background:#fff;border-radius:12px;padding:1.25rem;margin-bottom:1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:.25rem 0}p{margin:.25rem 0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input[type=email],input[type=text]{width:100%;font-size:1rem;padding:.6rem;border:1px solid #5f6368;border-radius:8px}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
input:focus,button:focus{outline:3px solid #1a73e8;outline-offset:2px}
button{display:block;width:100%;margin-top:1rem;padding:.75rem;font-size:1rem;font-weight:700;border:0;border-radius:8px;background:#1a73e8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a73e8;border:1px solid #dadce0}
.error{color:#a50e0e;font-weight:600}.muted{color:#5f6368;font-size:.875rem}
.badge{display:inline-block;background:#fff3cd;color:#5c4400;border-radius:6px;padding:0 .4rem;font-size:.8rem;font-weight:700}
</style>`);

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        ${style}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

export interface AccountChooserView {
  /** The authorization endpoint's own path, which the form posts to. */
  action: string;
  /** The authorization request's parameters, carried through the form. */
  hidden: Record<string, string>;
  email?: string;
  name?: string;
  error?: string;
}

/** 'Choose an account': any email and name the tester types becomes the Google account that signs in. */
export function accountChooserPage(view: AccountChooserView) {
  return page(
    'Sign in with Google',
    html`<section aria-labelledby="chooser-title">
      <p class="muted"><span class="badge">TEST MODE</span> Google sign-in stand-in</p>
      <h1 id="chooser-title">Choose an account</h1>
      <p class="muted">to continue to ABODE. Any address works here: nothing is sent to Google.</p>
      ${view.error ? html`<p role="alert" class="error">${view.error}</p>` : ''}
      <form method="post" action="${view.action}" novalidate>
        ${Object.entries(view.hidden).map(
          ([key, value]) => html`<input type="hidden" name="${key}" value="${value}" />`,
        )}
        <label for="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          value="${view.email ?? ''}"
          required
        />
        <label for="name">Name</label>
        <input id="name" name="name" type="text" autocomplete="name" value="${view.name ?? ''}" required />
        <label class="check"
          ><input type="checkbox" name="unverified" /> Google has not verified this email address</label
        >
        <button type="submit" name="choice" value="continue">Continue</button>
        <button type="submit" name="choice" value="cancel" class="secondary">Cancel</button>
      </form>
    </section>`,
  );
}

/** A request the stand-in cannot send back (unknown client, unregistered redirect URI), as Google shows one. */
export function unknownRequestPage(problem: string) {
  return page(
    'Error 400',
    html`<section aria-labelledby="error-title">
      <p class="muted"><span class="badge">TEST MODE</span> Google sign-in stand-in</p>
      <h1 id="error-title">Access blocked: this request is invalid</h1>
      <p role="alert" class="error">${problem}</p>
    </section>`,
  );
}
