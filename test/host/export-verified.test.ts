/*
 * Verified export in the host: the page's run only enables the command; the export re-runs the
 * case itself, writes the header and the NAME.verify.json sidecar, never replaces a file without
 * being asked, and lets calls outside the drawing through only when the drafter confirmed them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { codeHashOf, codeSha256, parseExport, parseSidecar } from '../../interpreter/runner/index.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import type { ExportRequest, TextDocument } from '../../electron/shared/contract.js';
import { codeHash } from '../../electron/main/services/code-hash.js';
import { checkExport, HEADER_MARK, writeVerified } from '../../electron/main/services/export-verified.js';
import { InProcessRunService } from '../../electron/main/services/run-service.js';
import { tempHost, type TempHost } from '../support/temp-host.js';
import { FALSE_VERIFIED, RED_EFFECT, RED_OK } from '../support/false-verified-cases.js';
import type { CaseExpectations, ExpectedEffect, ScriptedInput } from '../../interpreter/runner/contract.js';

const runs = new InProcessRunService();
let dir: string;
let h: TempHost | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lw-export-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  h?.dispose();
  h = undefined;
});

const doc = (text: string, extra: Partial<TextDocument> = {}): TextDocument => ({ path: null, name: 'grid.lsp', text, encoding: 'utf-8', eol: '\n', ...extra });

async function provedBy(d: TextDocument, c: ExportRequest['case'] = {}): Promise<ExportRequest> {
  const run = await runs.run({ files: [{ name: d.name, text: d.text }], ...c }, 'r');
  return { document: d, run, case: c, testsPassed: 0, drawingName: 'site.dxf' };
}

describe('code hash', () => {
  it("is the runner's codeHashOf (sha-256 over name NUL text NUL per file, in order)", () => {
    const expected = codeHashOf([{ name: 'a.lsp', text: '(+ 1 2)' }, { name: 'b.lsp', text: 'x' }]);
    expect(codeHash([{ name: 'a.lsp', text: '(+ 1 2)' }, { name: 'b.lsp', text: 'x' }])).toBe(expected);
    expect(codeHash([{ name: 'b.lsp', text: 'x' }, { name: 'a.lsp', text: '(+ 1 2)' }])).not.toBe(expected);
  });
});

describe('checkExport (enabling the command)', () => {
  it('accepts the exact text that verified', async () => {
    expect(checkExport(await provedBy(doc('(setq a (+ 1 2))\n')))).toEqual({ ok: true });
  });

  it('refuses when the text differs from the run by one character, or the run was of another file name', async () => {
    const req = await provedBy(doc('(setq a (+ 1 2))\n'));
    const r = checkExport({ ...req, document: doc('(setq a (+ 1 3))\n') });
    expect(!r.ok && r.reason).toMatch(/changed since the last run/);
    expect(checkExport({ ...req, document: doc('(setq a (+ 1 2))\n', { name: 'other.lsp' }) }).ok).toBe(false);
  });

  it('refuses a run that does not verify, naming the failed condition', async () => {
    const failed = checkExport(await provedBy(doc('(no-such-fn 5)')));
    expect(!failed.ok && failed.reason).toMatch(/does not verify: the run ended with an error at grid.lsp:1:1: no function definition: NO-SUCH-FN/);
    const uncalled = checkExport(await provedBy(doc('(defun c:grid () (princ))')));
    expect(!uncalled.ok && uncalled.reason).toContain('c:grid (defined at grid.lsp:1) was never called');
    const failing = await provedBy(doc('(setq a 3)'), { assertions: ['(= a 3)', '(= a 4)'] });
    expect(checkExport(failing)).toEqual({ ok: false, reason: expect.stringContaining('the assertion (= a 4) returned nil') });
  });

  it('refuses when saved test cases did not all pass', async () => {
    const passing = await provedBy(doc('(setq a 3)'));
    expect(checkExport({ ...passing, testsPassed: 2, testsTotal: 3 }).ok).toBe(false);
    expect(checkExport({ ...passing, testsPassed: 3, testsTotal: 3 }).ok).toBe(true);
  });

  it('refuses a declared-error run only when the error is not the one declared', async () => {
    const code = '(defun c:ask (/ *error*) (defun *error* (m) (princ)) (getpoint "\\nPick: ") (princ))';
    const esc = await provedBy(doc(code), { call: 'c:ask', inputs: [{ esc: true }], expect: { error: 'Function cancelled' } });
    expect(checkExport(esc)).toEqual({ ok: true });
    const wrong = await provedBy(doc(code), { call: 'c:ask', inputs: [{ esc: true }], expect: { error: 'quit / exit abort' } });
    expect(!checkExport(wrong).ok).toBe(true);
  });

  it('lets calls outside the drawing through only once confirmed', async () => {
    const req = await provedBy(doc('(vl-file-delete "old.txt")\n'));
    const r = checkExport(req);
    expect(!r.ok && r.reason).toMatch(/vl-file-delete at grid.lsp:1 deletes a file.*confirm it in the export dialog/);
    expect(checkExport({ ...req, confirmed: ['vl-file-delete'] })).toEqual({ ok: true });
  });
});

describe('writeVerified', () => {
  it('writes the header and the sidecar with the whole case, the code below byte for byte', async () => {
    const text = '(defun c:grid (/ n)\n  (setq n (getint "\\nHow many? "))\n  (princ n)\n  (princ))\n';
    const req = await provedBy(doc(text), { call: 'c:grid', inputs: [{ int: 3 }], assertions: ['(= 1 1)'], expect: { effect: {} } });
    const p = join(dir, 'grid.verified.lsp');
    const out = await writeVerified(req, req.run, p, '9.9.9', { date: new Date('2026-05-01T12:00:00Z') });
    expect(out).toEqual({ ok: true, path: p, sidecar: join(dir, 'grid.verified.verify.json') });
    const written = readFileSync(p, 'utf8');
    expect(written.startsWith(`${HEADER_MARK} 9.9.9 on 2026-05-01T12:00:00.000Z\n`)).toBe(true);
    expect(written).toContain(`;;; Code sha-256: ${codeSha256(text)}`);
    expect(written).toContain(';;; Command: c:grid');
    expect(written).toContain(';;; Inputs: [{"int":3}]');
    expect(written).toContain(';;; Expected effect: {"sysvars":"unchanged"}');
    expect(written).toContain(';;; Assertions: ["(= 1 1)"]');
    expect(written).toContain(`;;; Steps: ${req.run.steps}`);
    expect(written).toContain(';;; Drawing: a new empty drawing');
    const parsed = parseExport(written);
    expect(parsed.code).toBe(text);
    expect(parsed.header).toMatchObject({ fileName: 'grid.lsp', call: 'c:grid', inputs: [{ int: 3 }], assertions: ['(= 1 1)'], codeSha256: codeSha256(text) });
    const side = parseSidecar(readFileSync(out.ok ? out.sidecar : '', 'utf8'));
    expect(side.problems).toEqual([]);
    expect(side.case).toMatchObject({ fileName: 'grid.lsp', codeSha256: codeSha256(text), codeHash: req.run.codeHash, call: 'c:grid', steps: req.run.steps, lispwright: '9.9.9' });
  });

  it('writes header + text in the file encoding and line ending', async () => {
    const text = ';; 网格\n(setq n 2)\n';
    const req = await provedBy(doc(text, { encoding: 'gbk', eol: '\r\n' }));
    const p = join(dir, 'grid.verified.lsp');
    await writeVerified(req, req.run, p, '1.2.3');
    const back = iconv.decode(readFileSync(p), 'gbk');
    expect(back.startsWith(`${HEADER_MARK} 1.2.3 on `)).toBe(true);
    expect(back.endsWith('\r\n\r\n;; 网格\r\n(setq n 2)\r\n')).toBe(true);
    expect(/[^\r]\n/.test(back)).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['grid.verified.lsp', 'grid.verified.verify.json']);
    // the exported file still runs and yields the same value
    const again = await runs.run({ files: [{ name: 'x.lsp', text: back }] }, 'r2');
    expect(again.value).toBe(req.run.value);
  });

  it('never replaces an existing file (or sidecar) without overwrite, and never a file open in another tab', async () => {
    const req = await provedBy(doc('(setq a 1)\n'));
    const p = join(dir, 'a.lsp');
    writeFileSync(p, 'keep me');
    expect(await writeVerified(req, req.run, p, '1')).toEqual({ ok: false, wouldReplace: p, path: p });
    expect(readFileSync(p, 'utf8')).toBe('keep me');
    writeFileSync(join(dir, 'b.verify.json'), '{}');
    expect(await writeVerified(req, req.run, join(dir, 'b.lsp'), '1')).toEqual({ ok: false, wouldReplace: join(dir, 'b.verify.json'), path: join(dir, 'b.lsp') });
    expect(existsSync(join(dir, 'b.lsp'))).toBe(false);
    expect(await writeVerified({ ...req, openPaths: [join(dir, 'c.lsp')] }, req.run, join(dir, 'c.lsp'), '1')).toEqual({ ok: false, openInTab: join(dir, 'c.lsp') });
    expect(await writeVerified({ ...req, overwrite: true }, req.run, p, '1')).toMatchObject({ ok: true });
    expect(readFileSync(p, 'utf8')).toContain(HEADER_MARK);
  });

  it('does not write anything when the run does not verify', async () => {
    const req = await provedBy(doc('(+ 1 "x")'));
    expect(await writeVerified(req, req.run, join(dir, 'x.lsp'), '1')).toMatchObject({ ok: false, reason: expect.stringContaining('bad argument type') });
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('exportVerified in the host', () => {
  it('re-runs the case on the host drawing, records the drawing and its path, and asks before replacing', async () => {
    h = tempHost();
    const dwg = await h.core.openSample('tiny.dxf');
    const text = '(defun c:red (/ ss) (setq ss (ssget "X" \'((0 . "LINE")))) (entmod (subst (cons 62 1) (cons 62 256) (append (entget (ssname ss 0)) (list (cons 62 256))))) (princ))\n';
    const d = { path: join(h.workspace, 'red.lsp'), name: 'red.lsp', text, encoding: 'utf-8', eol: '\n' as const };
    const c = { call: 'c:red', expect: { effect: { modified: [{ filter: [[0, 'LINE']] as Array<[number, string]>, groups: { '62': 1 }, count: 1 }] } } };
    const run = await h.core.run({ files: [{ name: d.name, text }], drawing: { kind: 'snapshot', id: dwg.id }, ...c }, 'r1');
    expect(run.verification?.verified).toBe(true);
    const req: ExportRequest = { document: d, run, case: c, drawingId: dwg.id, testsPassed: 0, drawingName: dwg.name };
    const res = await h.core.exportVerified(req);
    expect(res).toEqual({ ok: true, path: join(h.workspace, 'red.verified.lsp'), sidecar: join(h.workspace, 'red.verified.verify.json') });
    const side = parseSidecar(readFileSync(join(h.workspace, 'red.verified.verify.json'), 'utf8')).case!;
    expect(side.drawing).toMatchObject({ name: 'tiny.dxf', hash: dwg.hash, path: '../assets/drawings/tiny.dxf' });
    expect(side.expect.effect).toEqual(c.expect.effect);
    // again: the workspace dialog did not ask, so the host does not replace the file
    expect(await h.core.exportVerified(req)).toEqual({ ok: false, wouldReplace: join(h.workspace, 'red.verified.lsp'), path: join(h.workspace, 'red.verified.lsp') });
    expect(await h.core.exportVerified({ ...req, path: join(h.workspace, 'red.verified.lsp'), overwrite: true })).toMatchObject({ ok: true });
    // the page's run is not taken on trust: a case that does not hold on the drawing is refused
    const wrong = { ...c, expect: { effect: { modified: [{ filter: [[0, 'LINE']] as Array<[number, string]>, groups: { '62': 5 } }] } } };
    expect(await h.core.exportVerified({ ...req, case: wrong, path: join(h.workspace, 'z.lsp') })).toMatchObject({ ok: false, reason: expect.stringContaining('colour is 1, expected 5') });
    expect(existsSync(join(h.workspace, 'z.lsp'))).toBe(false);
  });
});

describe('Export Verified refuses every false "verified" of issue 11', () => {
  const floorPlan = join('assets', 'drawings', 'floor-plan.dxf');
  async function onFloorPlan() {
    h = tempHost();
    copyFileSync(floorPlan, join(h.root, 'assets', 'drawings', 'floor-plan.dxf'));
    return h.core.openSample('floor-plan.dxf');
  }
  const exportCase = (c: { call?: string; effect?: ExpectedEffect; inputs?: ScriptedInput[] }, extra: CaseExpectations = {}) => ({
    ...(c.call ? { call: c.call } : {}),
    ...(c.inputs ? { inputs: c.inputs } : {}),
    ...(c.effect || Object.keys(extra).length ? { expect: { ...(c.effect ? { effect: c.effect } : {}), ...extra } } : {}),
  });

  // the workbench does not require a declared effect (the agent does): that case is the agent's alone
  for (const c of FALSE_VERIFIED.filter((x) => x.effect)) {
    it(`${c.name}: refused, and says why`, async () => {
      const dwg = await onFloorPlan();
      const d = { path: null, name: 'recolor.lsp', text: c.code, encoding: 'utf-8', eol: '\n' as const };
      const kase = exportCase(c);
      const run = await h!.core.run({ files: [{ name: d.name, text: c.code }], drawing: { kind: 'snapshot', id: dwg.id }, ...kase }, 'r');
      const req: ExportRequest = { document: d, run, case: kase, drawingId: dwg.id, testsPassed: 0, drawingName: dwg.name, path: join(h!.workspace, 'out.lsp') };
      const res = await h!.core.exportVerified(req);
      expect(res).toMatchObject({ ok: false, reason: expect.stringMatching(c.reason) });
      expect(existsSync(join(h!.workspace, 'out.lsp'))).toBe(false);
    });
  }

  it('the request done right exports; its header shows what was checked', async () => {
    const dwg = await onFloorPlan();
    const kase = exportCase({ call: 'c:recolor', effect: RED_EFFECT });
    const d = { path: null, name: 'recolor.lsp', text: RED_OK, encoding: 'utf-8', eol: '\n' as const };
    const run = await h!.core.run({ files: [{ name: d.name, text: RED_OK }], drawing: { kind: 'snapshot', id: dwg.id }, ...kase }, 'r');
    const res = await h!.core.exportVerified({ document: d, run, case: kase, drawingId: dwg.id, testsPassed: 0, drawingName: dwg.name, path: join(h!.workspace, 'recolor.lsp') });
    expect(res).toMatchObject({ ok: true });
    const text = readFileSync(join(h!.workspace, 'recolor.lsp'), 'utf8');
    expect(text).toContain(';;; Command: c:recolor');
    expect(text).toContain(`;;; Drawing: floor-plan.dxf, sha-256 ${dwg.hash}`);
    expect(text).toMatch(/;;; Expected effect: \{"modified":\[\{"filter":\[\[0,"LINE"\],\[8,"OLD_LAYER"\]\],"groups":\{"62":1\}\}\],"sysvars":"unchanged"\}/);
    expect(text).toContain(`;;; Code sha-256: ${codeSha256(RED_OK)}`);
    expect(text.endsWith(RED_OK)).toBe(true);
  });

  it('a call outside the drawing exports only once the drafter confirmed it, and the header names it', async () => {
    const dwg = await onFloorPlan();
    const code = '(defun c:tidy () (vl-catch-all-apply \'vl-file-delete \'("old.txt")) (princ))';
    const kase = exportCase({ call: 'c:tidy', effect: {} });
    const d = { path: null, name: 'tidy.lsp', text: code, encoding: 'utf-8', eol: '\n' as const };
    const run = await h!.core.run({ files: [{ name: d.name, text: code }], drawing: { kind: 'snapshot', id: dwg.id }, ...kase }, 'r');
    const req: ExportRequest = { document: d, run, case: kase, drawingId: dwg.id, testsPassed: 0, drawingName: dwg.name, path: join(h!.workspace, 'tidy.lsp') };
    expect(await h!.core.exportVerified(req)).toMatchObject({ ok: false, reason: expect.stringMatching(/vl-file-delete at tidy.lsp:1 deletes a file/) });
    expect(await h!.core.exportVerified({ ...req, confirmed: ['vl-file-delete'] })).toMatchObject({ ok: true });
    expect(readFileSync(join(h!.workspace, 'tidy.lsp'), 'utf8')).toMatch(/;;; Acts outside the drawing \(confirmed by the drafter\): vl-file-delete at line 1/);
  });

  it('a deliberate Esc handled by *error* exports when the case expects "Function cancelled"', async () => {
    const dwg = await onFloorPlan();
    const code = '(defun c:pick ( / *error* p) (defun *error* (m) (princ "\\ncancelled") (princ)) (setq p (getpoint "\\nPoint: ")) (princ))';
    const kase = exportCase({ call: 'c:pick', effect: {}, inputs: [{ esc: true }] }, { error: 'Function cancelled' });
    const d = { path: null, name: 'pick.lsp', text: code, encoding: 'utf-8', eol: '\n' as const };
    const run = await h!.core.run({ files: [{ name: d.name, text: code }], drawing: { kind: 'snapshot', id: dwg.id }, ...kase }, 'r');
    expect(run.verification?.summary).toBe('verified');
    const res = await h!.core.exportVerified({ document: d, run, case: kase, drawingId: dwg.id, testsPassed: 0, drawingName: dwg.name, path: join(h!.workspace, 'pick.lsp') });
    expect(res).toMatchObject({ ok: true });
    expect(readFileSync(join(h!.workspace, 'pick.lsp'), 'utf8')).toContain(';;; Expected error: "Function cancelled"');
  });
});
