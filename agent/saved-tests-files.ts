/*
 * Where the app finds a script's saved tests: NAME.test.lsp beside NAME.lsp, or in a tests/
 * folder beside it. Paths inside a test file are relative to it (as for `lispwright test`).
 * A test file that does not parse is reported by throwing: the session would otherwise run
 * without the tests the drafter wrote.
 */
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseTestFile } from '../interpreter/runner/index.js';
import type { SessionTest } from './ports.js';
import { savedTests } from './saved-tests.js';

/** The test files of a script path, the ones that exist. */
export function testFilesOf(documentPath: string): string[] {
  const name = basename(documentPath).replace(/\.lsp$/i, '');
  const dir = dirname(documentPath);
  return [join(dir, `${name}.test.lsp`), join(dir, 'tests', `${name}.test.lsp`)].filter((p) => existsSync(p));
}

export async function testsBeside(documentPath: string | null | undefined): Promise<SessionTest[]> {
  if (!documentPath) return [];
  const out: SessionTest[] = [];
  for (const file of testFilesOf(documentPath)) {
    const text = await fs.readFile(file, 'utf8');
    out.push(...savedTests(parseTestFile(text, file), { read: (tf, p) => readFileSync(resolve(dirname(tf), p), 'utf8'), baseName: (p) => basename(p) }));
  }
  return out;
}
