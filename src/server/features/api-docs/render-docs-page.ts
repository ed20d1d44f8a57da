import { html, raw } from 'hono/html';
import type { OpenApiDocument, OpenApiOperation } from './build-openapi-document';

type Html = ReturnType<typeof html>;

// Inline styles only: the app's Content-Security-Policy allows them, and the page needs no script.
const style = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1c1917; background: #fafaf9; }
main { max-width: 960px; margin: 0 auto; padding: 24px 16px 64px; }
h2 { margin-top: 40px; border-bottom: 1px solid #d6d3d1; }
article { background: #fff; border: 1px solid #e7e5e4; border-radius: 8px; padding: 8px 16px; margin: 12px 0; }
h3 { font-size: 15px; margin: 8px 0; word-break: break-all; }
.method { display: inline-block; min-width: 64px; font-family: monospace; }
.access { color: #57534e; margin: 0 0 8px; }
table { border-collapse: collapse; margin: 8px 0; }
td, th { text-align: left; padding: 2px 12px 2px 0; vertical-align: top; }
pre { background: #f5f5f4; padding: 8px; overflow-x: auto; font-size: 13px; }
nav a { margin-right: 12px; white-space: nowrap; }
`;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function operationHtml(method: string, path: string, operation: OpenApiOperation): Html {
  const { parameters, requestBody, security } = operation;
  return html`<article>
    <h3><span class="method">${method.toUpperCase()}</span> <code>${path}</code></h3>
    <p class="access">${security.length === 0 ? 'Anyone may call it.' : 'Needs a session.'}</p>
    ${
      parameters.length > 0
        ? html`<table>
            <tr>
              <th>parameter</th>
              <th>in</th>
              <th>required</th>
              <th>schema</th>
            </tr>
            ${parameters.map(
              (p) =>
                html`<tr>
                  <td><code>${p.name}</code></td>
                  <td>${p.in}</td>
                  <td>${p.required ? 'yes' : 'no'}</td>
                  <td><code>${JSON.stringify(p.schema)}</code></td>
                </tr>`,
            )}
          </table>`
        : ''
    }
    ${Object.entries(requestBody?.content ?? {}).map(
      ([type, { schema }]) =>
        html`<details>
          <summary>Request body (${type})</summary>
          <pre>${pretty(schema)}</pre>
        </details>`,
    )}
  </article>`;
}

/** The readable docs page: every route grouped by the feature it is mounted under, with its schemas. */
export function renderDocsPage(document: OpenApiDocument): Html {
  const byFeature = new Map<string, Html[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const [feature] = operation.tags;
      byFeature.set(feature, [...(byFeature.get(feature) ?? []), operationHtml(method, path, operation)]);
    }
  }
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${document.info.title}</title>
        <style>
          ${raw(style)}
        </style>
      </head>
      <body>
        <main>
          <h1>${document.info.title} <small>${document.info.version}</small></h1>
          <p>${document.info.description}</p>
          <p>
            The same routes as an OpenAPI ${document.openapi} document:
            <a href="/api/openapi.json">/api/openapi.json</a>.
          </p>
          <details>
            <summary>The error shape</summary>
            <pre>${pretty(document.components.schemas.Error)}</pre>
          </details>
          <nav>${[...byFeature.keys()].map((feature) => html`<a href="#${feature}">${feature}</a>`)}</nav>
          ${[...byFeature].map(
            ([feature, operations]) =>
              html`<section id="${feature}">
                <h2>${feature}</h2>
                ${operations}
              </section>`,
          )}
        </main>
      </body>
    </html>`;
}
