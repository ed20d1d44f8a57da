import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseSuites } from './database-suites.mjs';

describe('databaseSuites', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'abode-suites-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  file('src/server/testing/test-database.ts', 'export const createTestDatabase = 1;');
  file('src/server/testing/test-app.ts', "import { createTestDatabase } from './test-database';");
  file('src/server/features/a/a-routes.test.ts', "import { createTestApp } from '../../testing/test-app';");
  file('src/server/features/a/a-rules.test.ts', "import { rule } from './a-rules';");
  file(
    'src/server/features/a/a-rules.ts',
    "import { x } from '@common/a';\nimport postgres from 'postgres';",
  );
  file('src/common/a.ts', 'export const x = 1;');
  file('src/server/lib/b.test.ts', 'const url = process.env.TEST_DATABASE_URL;');
  // A cycle, with the database behind its second file: the first file's answer must not be cut short.
  file('src/server/lib/c.test.ts', "import './c-one';");
  file('src/server/lib/c-one.ts', "import './c-two';");
  file('src/server/lib/c-two.ts', "import './c-one';\nimport '@server/testing/test-app';");
  file('src/server/lib/f.test.ts', "import './c-two';");
  file('src/web/d.test.tsx', "import { y } from '@web/d';");
  file('src/web/d.ts', 'export const y = 2;');
  file('scripts/e.test.ts', "const m = await import('../src/server/testing/test-app.ts');");

  it('takes the files whose imports reach the test database, or that read TEST_DATABASE_URL', () => {
    expect(databaseSuites(root)).toEqual([
      'scripts/e.test.ts',
      'src/server/features/a/a-routes.test.ts',
      'src/server/lib/b.test.ts',
      'src/server/lib/c.test.ts',
      'src/server/lib/f.test.ts',
    ]);
  });

  it("finds this project's own database suites and leaves the others", () => {
    const suites = databaseSuites();
    expect(suites).toContain('src/server/testing/route-fuzz.test.ts');
    expect(suites).toContain('src/server/testing/two-instances.pg.test.ts');
    expect(suites).toContain('src/server/features/home-services/service-search-routes.test.ts');
    expect(suites).not.toContain('src/server/http/server-lifecycle.test.ts');
    expect(suites).not.toContain('src/server/config.test.ts');
    expect(suites.some((suite) => suite.startsWith('src/web/'))).toBe(false);
  });
});
