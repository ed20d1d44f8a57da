// The web app's routes and the built files each loads, read from the sources and the build's manifest. Shared
// by the build (scripts/route-preloads.mjs: what the server tells the browser to fetch with each page) and by
// bench/bundle.mjs (the bytes per route).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { register } from 'tsx/esm/api';

const webRoot = path.resolve('src/web');
const routerFile = path.join(webRoot, 'app/router.tsx');
/** src/web/config/paths.ts, read by readRoutes. */
let paths;

/** The value of a route's `path`: a string or `paths.name`; anything else stops the build, not a guess. */
function pathValue(node) {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'paths') {
    const value = paths[node.name.text];
    if (typeof value === 'string') return value;
  }
  // `${paths.tenantCard}/:paymentId`: each part read the same way.
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text +
      node.templateSpans.map((span) => pathValue(span.expression) + span.literal.text).join('')
    );
  }
  throw new Error(`router.tsx: cannot read the route path ${node.getText()}`);
}

/** The manifest key of the module a route loads lazily (`import('./routes/home')`), if it has one. */
function lazyModule(node) {
  let found;
  const visit = (child) => {
    if (found) return;
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteralLike(child.arguments[0])
    ) {
      const base = path.resolve(path.dirname(routerFile), child.arguments[0].text);
      const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
      if (!file) throw new Error(`router.tsx: ${child.arguments[0].text} not found`);
      found = path.relative(webRoot, file).split(path.sep).join('/');
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

const joinPath = (parent, child) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`.replace(/^$/, '/');

/** Every route a visitor can land on: its pattern and the lazy modules loaded for it, outermost first. */
export async function readRoutes() {
  const unregister = register();
  ({ paths } = await import(path.join(webRoot, 'config/paths.ts')));
  await unregister();
  const source = ts.createSourceFile(
    routerFile,
    readFileSync(routerFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  let top;
  const find = (node) => {
    // `export const routes: RouteObject[] = [...]`, which the router and the prerendering share.
    if (
      !top &&
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      top = node.initializer;
    }
    ts.forEachChild(node, find);
  };
  find(source);
  if (!top) throw new Error('router.tsx: no `routes = [...]` found');

  const routes = [];
  const walk = (array, parentPattern, parentModules) => {
    for (const element of array.elements) {
      if (!ts.isObjectLiteralExpression(element)) throw new Error(`router.tsx: ${element.getText()}`);
      let routePath;
      let index = false;
      let children;
      let module;
      for (const property of element.properties) {
        if (ts.isSpreadAssignment(property)) {
          module ??= lazyModule(property.expression);
          continue;
        }
        const name = property.name?.getText();
        if (!ts.isPropertyAssignment(property)) continue;
        if (name === 'path') routePath = pathValue(property.initializer);
        else if (name === 'index') index = property.initializer.kind === ts.SyntaxKind.TrueKeyword;
        else if (name === 'children' && ts.isArrayLiteralExpression(property.initializer)) {
          children = property.initializer;
        }
      }
      const pattern = routePath === undefined ? parentPattern : joinPath(parentPattern, routePath);
      const modules = module ? [...parentModules, module] : parentModules;
      if (children) {
        walk(children, pattern, modules);
        const hasIndex = children.elements.some((child) => /\bindex\s*:\s*true\b/.test(child.getText()));
        if (routePath !== undefined && !hasIndex) routes.push({ pattern, modules });
      } else if (routePath !== undefined || index) {
        routes.push({ pattern, modules });
      }
    }
  };
  walk(top, '', []);
  return routes;
}

/** The files (JS and CSS) that loading these manifest chunks fetches: each with its static imports. */
export function closure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest: is the build older than the sources?`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { files, chunks: seen };
}
