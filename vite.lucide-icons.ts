import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `export { default as Sparkles, default as SparklesIcon, … } from './icons/sparkles.mjs';` */
const iconExport = /^export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';$/gm;

/** Every icon name lucide-react's index exports (with its aliases, 'Loader2' and 'LoaderCircle'), by its file. */
export function readIconFiles(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of indexSource.matchAll(iconExport)) {
    for (const name of names!.split(',')) {
      const exported = /^\s*default as (\w+)\s*$/.exec(name)?.[1];
      if (exported) files.set(exported, file!);
    }
  }
  return files;
}

/** `import { A, B as C, type D } from 'lucide-react';` (not `import type { … }`), over several lines too. */
const indexImport = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g;

/**
 * The import statements of a module that take icons from lucide-react's index, written as one import per icon
 * from its own file (`lucide-react/icons/sparkles`); anything else of the index (a type) stays imported from it.
 * Each statement keeps its line count, so the lines after it do not move. Null when nothing changes.
 */
export function importIconsByFile(code: string, files: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const rewritten = code.replace(indexImport, (statement, list: string) => {
    const kept: string[] = [];
    const icons: string[] = [];
    for (const specifier of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [, imported, local] = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier) ?? [];
      const file = imported ? files.get(imported) : undefined;
      if (file) icons.push(`import ${local ?? imported} from 'lucide-react/icons/${file}';`);
      else kept.push(specifier);
    }
    if (icons.length === 0) return statement;
    changed = true;
    // Only types left (`type LucideIcon`): a type import, so the index is not imported for them.
    if (kept.length && kept.every((specifier) => specifier.startsWith('type '))) {
      icons.push(
        `import type { ${kept.map((specifier) => specifier.slice(5)).join(', ')} } from 'lucide-react';`,
      );
    } else if (kept.length) icons.push(`import { ${kept.join(', ')} } from 'lucide-react';`);
    return icons.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
  return changed ? rewritten : null;
}

/**
 * Icons imported from their own files as the web app is built. Code imports icons from lucide-react's index,
 * which imports all 2,000 of them; Rollup drops the unused ones, but when it splits chunks it sees only that the
 * index imports every icon, so it cannot tell which page uses which: an icon went with the index, or became a
 * chunk of its own (vite.chunks.ts). From their own files each icon has its real importers, and joins the
 * chunk of the pages that use it (Next.js's `optimizePackageImports` does the same for this package).
 */
export function lucideIconsByFile(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'abode-lucide-icons-by-file',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const require = createRequire(import.meta.url);
      const index = path.join(
        path.dirname(require.resolve('lucide-react/package.json')),
        'dist/esm/lucide-react.mjs',
      );
      files = readIconFiles(readFileSync(index, 'utf8'));
      if (files.size < 1000)
        this.error(`lucide-react's index (${index}) no longer lists its icons as expected`);
    },
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !code.includes("'lucide-react'"))
        return null;
      const rewritten = importIconsByFile(code, files!);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
