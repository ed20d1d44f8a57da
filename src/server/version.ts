import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The package version, read from package.json two folders up from both src/server and dist/server. */
export function readVersion(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  try {
    const pkg = JSON.parse(readFileSync(path.resolve(here, '../../package.json'), 'utf8')) as {
      version: string;
    };
    return pkg.version;
  } catch {
    return '0.0.0';
  }
}
