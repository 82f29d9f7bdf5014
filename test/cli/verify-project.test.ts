/*
 * `lispwright verify` of a project export (issue 18): Export Verified of a two-file project run
 * (lispwright.json loads lib/helpers.lsp before main.lsp) writes each loaded file's text and
 * sha-256 into the sidecar, and the CLI re-checks it: with the helper beside the export, with the
 * helper gone (the sidecar's copy), and refuses a helper changed on disk or in the sidecar.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../../cli/args.js';
import { verifyCommand } from '../../cli/commands/verify.js';
import type { ExportRequest } from '../../electron/shared/contract.js';
import { writeVerified } from '../../electron/main/services/export-verified.js';
import { InProcessRunService } from '../../electron/main/services/run-service.js';
import { parseSidecar, sha256Hex } from '../../interpreter/runner/index.js';
import type { ExpectedEffect } from '../../interpreter/runner/contract.js';

const HELPERS = '(defun lw:line (a b) (entmake (list (cons 0 "LINE") (cons 10 a) (cons 11 b))))\n';
const MAIN = '(defun c:main () (lw:line (list 0.0 0.0 0.0) (list 5.0 5.0 0.0)) (princ))\n';
const EFFECT: ExpectedEffect = { added: [{ filter: [[0, 'LINE']], count: 1 }] };

let dir: string;
let exported: string;
let sidecar: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lw-verify-project-'));
  mkdirSync(join(dir, 'lib'));
  writeFileSync(join(dir, 'lispwright.json'), JSON.stringify({ files: ['lib/helpers.lsp', 'main.lsp'] }));
  writeFileSync(join(dir, 'lib/helpers.lsp'), HELPERS);
  writeFileSync(join(dir, 'main.lsp'), MAIN);
  // the page's run of the project (as the workbench sends it), then the host's export of it
  const files = [{ name: 'lib/helpers.lsp', text: HELPERS }];
  const kase: ExportRequest['case'] = { call: 'c:main', expect: { effect: EFFECT } };
  const run = await new InProcessRunService().run({ files: [{ name: 'main.lsp', text: MAIN }, ...files], entry: 'main.lsp', preload: ['lib/helpers.lsp'], call: 'c:main', expect: { effect: EFFECT } }, 'r');
  expect(run.stage).toBe('ok');
  expect(run.codeFiles).toEqual(['main.lsp', 'lib/helpers.lsp']);
  const req: ExportRequest = { document: { path: join(dir, 'main.lsp'), name: 'main.lsp', text: MAIN, encoding: 'utf-8', eol: '\n' }, run, case: kase, testsPassed: 0, drawingName: 'a new empty drawing', files, preload: ['lib/helpers.lsp'] };
  exported = join(dir, 'main.verified.lsp');
  const out = await writeVerified(req, run, exported, '9.9.9');
  expect(out).toMatchObject({ ok: true });
  sidecar = join(dir, 'main.verified.verify.json');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function verify(...argv: string[]) {
  let out = '';
  const code = await verifyCommand(parseArgs(['verify', exported, '--in-process', ...argv]), { out: (t) => void (out += t), err: (t) => void (out += t) });
  return { code, out };
}

describe('lispwright verify of a project export', () => {
  it('the sidecar carries every loaded file with its text, sha-256 and the preload order', () => {
    const c = parseSidecar(readFileSync(sidecar, 'utf8')).case!;
    expect(c.loaded).toEqual(['lib/helpers.lsp']);
    expect(c.files).toEqual([{ name: 'lib/helpers.lsp', sha256: sha256Hex(HELPERS), text: HELPERS }]);
    expect(c.preload).toEqual(['lib/helpers.lsp']);
    expect(readFileSync(exported, 'utf8')).toContain(';;; Loaded with: lib/helpers.lsp');
  });

  it('re-verifies with the helper beside the export, and from the sidecar copy when the helper is gone', async () => {
    const ok = await verify();
    expect(ok.out).toMatch(/^VERIFIED/);
    expect(ok.code).toBe(0);
    unlinkSync(join(dir, 'lib/helpers.lsp'));
    try {
      const copy = await verify();
      expect(copy.out).toContain('note: lib/helpers.lsp is not beside the export: the sidecar\'s copy is used');
      expect(copy.code).toBe(0);
    } finally {
      writeFileSync(join(dir, 'lib/helpers.lsp'), HELPERS);
    }
  });

  it('refuses a helper changed on disk, and a sidecar whose copy was edited', async () => {
    writeFileSync(join(dir, 'lib/helpers.lsp'), HELPERS.replace('(cons 11 b)', '(cons 11 a)'));
    try {
      const r = await verify();
      expect(r.out).toMatch(/^NOT VERIFIED/);
      expect(r.out).toContain('lib/helpers.lsp, which the run loaded, was changed after the export');
      expect(r.code).toBe(1);
    } finally {
      unlinkSync(join(dir, 'lib/helpers.lsp'));
    }
    const original = readFileSync(sidecar, 'utf8');
    try {
      writeFileSync(sidecar, original.replace('(cons 11 b)', '(cons 11 a)'));
      const r = await verify();
      expect(r.out).toContain("the sidecar's copy of lib/helpers.lsp does not have the sha-256 it records");
      expect(r.code).toBe(1);
    } finally {
      writeFileSync(sidecar, original);
      writeFileSync(join(dir, 'lib/helpers.lsp'), HELPERS);
    }
  });

  it('the built CLI verifies it (exit 0), and exits 1 on a changed helper', () => {
    const cli = (args: string[]) => spawnSync(process.execPath, [join(import.meta.dirname, '../../bin/lispwright.mjs'), ...args], { encoding: 'utf8' });
    expect(cli(['verify', exported]).status).toBe(0);
    writeFileSync(join(dir, 'lib/helpers.lsp'), `${HELPERS};; changed\n`);
    try {
      const r = cli(['verify', exported]);
      expect(r.stdout).toMatch(/^NOT VERIFIED/);
      expect(r.status).toBe(1);
    } finally {
      writeFileSync(join(dir, 'lib/helpers.lsp'), HELPERS);
    }
  });
});
