import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js, proved on files that break them. Each fixture names the place it is
 * linted as (`// lint-as:`) and the message it must produce (`// expect:`), or `nothing` for the imports
 * the rules must keep allowing; so a rule that stops matching, or starts matching too much, fails here.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = path.join(root, 'testing/lint-fixtures');

const cases = readdirSync(fixtures)
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => {
    const code = readFileSync(path.join(fixtures, name), 'utf8');
    const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(code)?.[1];
    const expected = /^\/\/ expect: (.+)$/m.exec(code)?.[1];
    if (!lintAs || !expected) throw new Error(`${name} needs '// lint-as:' and '// expect:' lines`);
    return { name, code, lintAs, expected };
  });

describe('architecture import rules', () => {
  const eslint = new ESLint({ cwd: root });

  it('has fixtures for each side of the rules', () => {
    expect(cases.filter((c) => c.expected === 'nothing').length).toBeGreaterThanOrEqual(3);
    expect(cases.filter((c) => c.expected !== 'nothing').length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases)('$name', async ({ code, lintAs, expected }) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, lintAs) });
    const messages = result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies');
    if (expected === 'nothing') {
      expect(messages.map((m) => m.message)).toEqual([]);
    } else {
      expect(messages.map((m) => m.message)).toEqual([expect.stringContaining(expected)]);
    }
    // Nothing else in a fixture is wrong, so a failure above is the rule's doing.
    expect(result!.messages.filter((m) => m.ruleId !== 'boundaries/dependencies')).toEqual([]);
  });
});

describe('module mocks in tests', () => {
  it("are refused: test files share a worker's modules, so a mock may never reach its module", async () => {
    const eslint = new ESLint({ cwd: root });
    const code = "import { vi } from 'vitest';\n\nvi.mock('tailwind-merge');\nvi.doMock('clsx');\n";
    const [result] = await eslint.lintText(code, {
      filePath: path.join(root, 'src/web/lib/example.test.ts'),
    });
    expect(result!.messages.map((m) => `${m.ruleId} ${m.line}`)).toEqual([
      'no-restricted-properties 3',
      'no-restricted-properties 4',
    ]);
  });
});

describe('dead code check (knip, part of npm run lint)', () => {
  it('fails on an export nothing imports and a file nothing reaches', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/knip/bin/knip.js'), '--reporter', 'json'],
      { cwd: path.join(fixtures, 'dead-code'), encoding: 'utf8' },
    );
    expect(run.status).not.toBe(0);
    const report = JSON.parse(run.stdout) as {
      files: string[];
      issues: Array<{ file: string; exports: Array<{ name: string }> }>;
    };
    const deadExports = report.issues.flatMap((issue) => issue.exports.map((e) => `${issue.file}#${e.name}`));
    const deadFiles = report.files;
    expect(deadExports).toEqual(['src/rent-terms.ts#lateFeePercent']);
    expect(deadFiles).toEqual(['src/unused-file.ts']);
  });
});
