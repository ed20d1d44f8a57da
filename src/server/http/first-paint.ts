import { createHash } from 'node:crypto';

/**
 * The head of a prerendered public page (issue 16 § 2b, docs/adr/0010). The page is drawn in English at build
 * time; a visitor whose language is another (saved on this device as `abode.locale`, else the browser's
 * languages, as src/web/i18n/i18n.ts decides) must not see that English page flash and then change. This
 * script runs before the first paint: it marks the document so the style hides the prerendered page, and
 * main.tsx draws the page in the visitor's language instead of hydrating.
 *
 * It also keeps the taps on the page's buttons that come before the page is hydrated. On a slow phone the
 * drawn page is up for seconds before its scripts arrive, and a button has no handler until then: the tap
 * was lost (or a submit button sent its form to the server as a plain page load). Such a tap is held here, in
 * `window.__abodeTaps`, kept from React, until the app's first commit, and the app then clicks the button
 * again once it is hydrated (src/web/app/early-taps.tsx).
 * Links are left alone: the browser follows them by itself.
 */
export const firstPaintScript =
  "try{var l=localStorage.getItem('abode.locale');if(l!=='en'&&l!=='sw'){l='en';" +
  'var n=navigator.languages||[navigator.language];for(var i=0;i<n.length;i++){' +
  "var p=String(n[i]||'').toLowerCase().split('-')[0];if(p==='en'||p==='sw'){l=p;break}}}" +
  "if(l!=='en')document.documentElement.setAttribute('data-render','client')}catch(e){}" +
  "(function(){var q=[];window.__abodeTaps=q;document.addEventListener('click',function(e){" +
  "if(window.__abodeTaps!==q)return;var t=e.target,b=t&&t.closest?t.closest('button'):null," +
  "r=document.getElementById('root');if(b&&!b.disabled&&r&&r.contains(b)){e.preventDefault();e.stopPropagation();q.push(b)}" +
  '},true)})()';

const firstPaintStyle = 'html[data-render=client] #root{visibility:hidden}';

/** The Content-Security-Policy source that lets this one inline script run (and no other). */
export const firstPaintScriptSource = `'sha256-${createHash('sha256').update(firstPaintScript).digest('base64')}'`;

/** A prerendered page with the script and style at the end of its head. */
export function withFirstPaintHead(html: string): string {
  return html.replace(
    '</head>',
    () => `<style>${firstPaintStyle}</style><script>${firstPaintScript}</script></head>`,
  );
}
