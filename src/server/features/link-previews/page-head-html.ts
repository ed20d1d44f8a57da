import type { PageHead } from './describe-page-head';
import { linkPreviewTexts } from './link-preview-texts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Listers write titles and descriptions: every character that could close an attribute or a tag is escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/**
 * The app's HTML with this page's head: its title and description replace the defaults, and the Open Graph
 * and Twitter tags a chat app or social site reads for its preview card follow, with absolute addresses.
 */
export function withPageHead(html: string, head: PageHead, origin: string): string {
  const url = `${origin}${head.canonicalPath}`;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${linkPreviewTexts.siteName}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="en_KE" />`,
    `<meta name="twitter:card" content="${head.imagePath ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (head.imagePath) {
    const image = escapeHtml(`${origin}${head.imagePath}`);
    tags.push(
      `<meta property="og:image" content="${image}" />`,
      `<meta property="og:image:type" content="image/jpeg" />`,
      `<meta property="og:image:width" content="1200" />`,
      `<meta property="og:image:height" content="630" />`,
      `<meta name="twitter:image" content="${image}" />`,
    );
  }
  // Replaced by functions: a '$&' in a lister's title is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
