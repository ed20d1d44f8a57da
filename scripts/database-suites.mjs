// The vitest files that are database suites: those whose imports reach the test database
// (src/server/testing/test-database.ts) or that read TEST_DATABASE_URL themselves or through an import.
// `npm run test:pg` runs only these on PostgreSQL; the others (the web app's units, the server's pure
// functions, the server process started on its embedded database) would only repeat the PGlite run.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const aliases = { '@common/': 'src/common/', '@server/': 'src/server/', '@web/': 'src/web/' };
const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
const testRoots = ['src', 'scripts', 'testing'];
const testFile = /\.test\.tsx?$/;
const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function resolve(root, from, request) {
  let base;
  const alias = Object.keys(aliases).find((prefix) => request.startsWith(prefix));
  if (alias) base = path.join(root, aliases[alias], request.slice(alias.length));
  else if (request.startsWith('.')) base = path.resolve(path.dirname(from), request);
  else return undefined; // a package
  for (const extension of extensions) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // `./x.js` written for a `./x.ts` file.
  const withoutJs = base.replace(/\.js$/, '');
  return ['.ts', '.tsx'].map((e) => withoutJs + e).find((candidate) => existsSync(candidate));
}

function testFiles(root, folder) {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && testFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

/** Whether `file` or anything it imports (our own files only) opens a test database. */
function makeReachesDatabase(root) {
  const testDatabase = path.join(root, 'src/server/testing/test-database.ts');
  const facts = new Map();
  const factsOf = (file) => {
    if (!facts.has(file)) {
      const source = readFileSync(file, 'utf8');
      const imports = [...source.matchAll(specifier)]
        .map((match) => resolve(root, file, match[1]))
        .filter((target) => target !== undefined);
      facts.set(file, { readsUrl: source.includes('TEST_DATABASE_URL'), imports });
    }
    return facts.get(file);
  };
  return (file) => {
    const seen = new Set([file]);
    const queue = [file];
    while (queue.length > 0) {
      const next = queue.pop();
      if (next === testDatabase) return true;
      const { readsUrl, imports } = factsOf(next);
      if (readsUrl) return true;
      for (const target of imports) {
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    return false;
  };
}

/** The database suites under `root`, as paths relative to it, sorted. */
export function databaseSuites(root = process.cwd()) {
  const reaches = makeReachesDatabase(root);
  return testRoots
    .flatMap((folder) => testFiles(root, folder))
    .filter((file) => reaches(file))
    .map((file) => path.relative(root, file))
    .sort();
}
