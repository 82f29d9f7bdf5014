import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { codeHashOf } from '../../interpreter/runner/index.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import type { ExportRequest, TextDocument } from '../../electron/shared/contract.js';
import { codeHash } from '../../electron/main/services/code-hash.js';
import { checkExport, formatHeader, headerInfo, HEADER_MARK, writeVerified } from '../../electron/main/services/export-verified.js';
import { InProcessRunService } from '../../electron/main/services/run-service.js';

const runs = new InProcessRunService();
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lw-export-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const doc = (text: string, extra: Partial<TextDocument> = {}): TextDocument => ({ path: null, name: 'grid.lsp', text, encoding: 'utf-8', eol: '\n', ...extra });

async function provedBy(d: TextDocument, assertions?: string[]): Promise<ExportRequest> {
  const run = await runs.run({ files: [{ name: d.name, text: d.text }], ...(assertions ? { assertions } : {}) }, 'r');
  return { document: d, run, testsPassed: 0, drawingName: 'site.dxf' };
}

describe('code hash', () => {
  it('is the runner\'s codeHashOf (sha-256 over name NUL text NUL per file, in order)', () => {
    const expected = codeHashOf([{ name: 'a.lsp', text: '(+ 1 2)' }, { name: 'b.lsp', text: 'x' }]);
    expect(codeHash([{ name: 'a.lsp', text: '(+ 1 2)' }, { name: 'b.lsp', text: 'x' }])).toBe(expected);
    expect(codeHash([{ name: 'b.lsp', text: 'x' }, { name: 'a.lsp', text: '(+ 1 2)' }])).not.toBe(expected);
  });
});

describe('export verified', () => {
  it('accepts the exact text that passed', async () => {
    expect(checkExport(await provedBy(doc('(setq a (+ 1 2))\n')))).toEqual({ ok: true });
  });

  it('refuses when the text differs from the run by one character', async () => {
    const req = await provedBy(doc('(setq a (+ 1 2))\n'));
    const r = checkExport({ ...req, document: doc('(setq a (+ 1 3))\n') });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/changed since the last run/);
  });

  it('refuses when the run was of another file name', async () => {
    const req = await provedBy(doc('(+ 1 2)'));
    expect(checkExport({ ...req, document: doc('(+ 1 2)', { name: 'other.lsp' }) }).ok).toBe(false);
  });

  it('refuses a failed run and says why', async () => {
    const r = checkExport(await provedBy(doc('(no-such-fn 5)')));
    expect(r).toEqual({ ok: false, reason: expect.stringMatching(/did not pass \(execution: no function definition: NO-SUCH-FN/) });
  });

  it('refuses when an assertion failed, and when saved test cases did not all pass', async () => {
    const failing = await provedBy(doc('(setq a 3)'), ['(= a 3)', '(= a 4)']);
    expect(checkExport(failing)).toEqual({ ok: false, reason: expect.stringMatching(/1 of 2 test assertions failed.*\(= a 4\)/) });
    const passing = await provedBy(doc('(setq a 3)'));
    expect(checkExport({ ...passing, testsPassed: 2, testsTotal: 3 }).ok).toBe(false);
    expect(checkExport({ ...passing, testsPassed: 3, testsTotal: 3 }).ok).toBe(true);
  });

  it('writes a header with date, version, drawing, steps, tests and code hash', async () => {
    const req = await provedBy(doc('(setq a 3)\n'), ['(= a 3)']);
    const date = new Date('2026-05-01T12:00:00Z');
    const header = formatHeader(headerInfo(req, '9.9.9', date));
    expect(header).toContain(`${HEADER_MARK} 9.9.9 on 2026-05-01T12:00:00.000Z`);
    expect(header).toContain(`;;; Drawing: site.dxf (sha-256 ${req.run.drawingHash})`);
    expect(header).toContain(`;;; Steps: ${req.run.steps}; tests passed: 1 of 1`);
    expect(header).toContain(`;;; Code sha-256: ${codeHash([{ name: 'grid.lsp', text: '(setq a 3)\n' }])}`);
    expect(header.split('\n').filter(Boolean).every((l) => l.startsWith(';;;'))).toBe(true);
  });

  it('writes header + text in the file encoding and line ending, atomically', async () => {
    const text = ';; 网格\n(setq n 2)\n';
    const d = doc(text, { encoding: 'gbk', eol: '\r\n' });
    const req = await provedBy(d);
    const p = join(dir, 'grid.verified.lsp');
    await writeVerified(req, p, '1.2.3', new Date('2026-01-02T03:04:05Z'));
    const bytes = readFileSync(p);
    const back = iconv.decode(bytes, 'gbk');
    expect(back.startsWith(`${HEADER_MARK} 1.2.3 on 2026-01-02T03:04:05.000Z\r\n`)).toBe(true);
    expect(back.endsWith('\r\n\r\n;; 网格\r\n(setq n 2)\r\n')).toBe(true);
    expect(back.includes('\n') && !/[^\r]\n/.test(back)).toBe(true);
    expect(readdirSync(dir)).toEqual(['grid.verified.lsp']);
    // The exported file still runs and yields the same value.
    const again = await runs.run({ files: [{ name: 'x.lsp', text: back }] }, 'r2');
    expect(again.value).toBe(req.run.value);
  });

  it('does not write anything when the check fails', async () => {
    const req = await provedBy(doc('(+ 1 2)'));
    await expect(writeVerified({ ...req, document: doc('(+ 1 9)') }, join(dir, 'x.lsp'), '1')).rejects.toThrow(/changed/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
