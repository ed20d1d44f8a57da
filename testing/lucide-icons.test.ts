import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importIconsByFile, readIconFiles } from '../vite.lucide-icons';

/**
 * The build's rewrite of icon imports (vite.lucide-icons.ts): each icon from its own file, on the installed
 * lucide-react's index and on the web app's own imports.
 */
const require = createRequire(import.meta.url);
const lucideFolder = path.dirname(require.resolve('lucide-react/package.json'));
const files = readIconFiles(readFileSync(path.join(lucideFolder, 'dist/esm/lucide-react.mjs'), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('icons imported from their own files', () => {
  it("reads every icon of lucide-react's index, by each of its names", () => {
    expect(files.size).toBeGreaterThan(4000);
    expect(files.get('Sparkles')).toBe('sparkles');
    expect(files.get('SparklesIcon')).toBe('sparkles');
    // An older name of a renamed icon, and its 'Lucide' form.
    expect(files.get('Loader2')).toBe('loader-circle');
    expect(files.get('LucideLoaderCircle')).toBe('loader-circle');
    expect(files.has('createLucideIcon')).toBe(false);
    expect(files.has('LucideIcon')).toBe(false);
  });

  it('rewrites an import of icons, aliased and over several lines, keeping the lines after it in place', () => {
    const code = [
      "import { useState } from 'react';",
      'import {',
      '  Loader2,',
      '  Sparkles as Spark,',
      '  type LucideIcon,',
      "} from 'lucide-react';",
      'export const icon: LucideIcon = Spark;',
    ].join('\n');
    const rewritten = importIconsByFile(code, files)!;
    expect(rewritten.split('\n')).toEqual([
      "import { useState } from 'react';",
      "import Loader2 from 'lucide-react/icons/loader-circle'; import Spark from 'lucide-react/icons/sparkles'; " +
        "import type { LucideIcon } from 'lucide-react';",
      '',
      '',
      '',
      '',
      'export const icon: LucideIcon = Spark;',
    ]);
  });

  it('keeps what is not an icon imported from the index', () => {
    expect(importIconsByFile("import { X, createLucideIcon } from 'lucide-react';", files)).toBe(
      "import X from 'lucide-react/icons/x'; import { createLucideIcon } from 'lucide-react';",
    );
  });

  it('leaves alone a module with no icon import: a type import, another package, nothing', () => {
    expect(importIconsByFile("import type { LucideIcon } from 'lucide-react';", files)).toBeNull();
    expect(importIconsByFile("import { createLucideIcon } from 'lucide-react';", files)).toBeNull();
    expect(importIconsByFile("import { X } from 'lucide-react-native';", files)).toBeNull();
    expect(importIconsByFile('export const a = 1;', files)).toBeNull();
  });

  it('sends every icon the web app imports to a file that draws that icon', () => {
    const imports = sourceFiles(path.resolve('src/web'))
      .map((file) => readFileSync(file, 'utf8'))
      .map((code) => importIconsByFile(code, files))
      .filter((code): code is string => code !== null)
      .flatMap((code) =>
        [...code.matchAll(/from 'lucide-react\/icons\/([a-z0-9-]+)'/g)].map((match) => match[1]!),
      );
    expect(imports.length).toBeGreaterThan(100);
    for (const file of new Set(imports)) {
      const iconFile = path.join(lucideFolder, 'dist/esm/icons', `${file}.mjs`);
      expect(existsSync(iconFile), file).toBe(true);
      expect(readFileSync(iconFile, 'utf8')).toContain(`"${file}"`);
    }
  });
});
