// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const newest = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newest(path.join(target, entry))));
};

const builtAt = Math.min(newest('dist/web/index.html'), newest('dist/server/index.js'));
const sourcesAt = Math.max(...['src', 'drizzle', 'package.json', 'vite.config.ts'].map((p) => newest(p)));
if (!builtAt || sourcesAt > builtAt) {
  console.log('Building ABODE…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Loaded in this process so signals reach the server's own graceful shutdown.
await import(pathToFileURL(path.resolve('dist/server/index.js')).href);
