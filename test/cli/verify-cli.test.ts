/*
 * The export anyone can re-check: `lispwright agent … --out FILE.lsp` writes the verified export
 * and FILE.verify.json; `lispwright verify FILE.lsp` re-runs the case and exits 0 only while it
 * still verifies: not after a one-character edit, not on a drawing where the effect no longer
 * holds. Saved tests (--tests) run in the agent's gate and the export lists them.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../../cli/args.js';
import { agentCommand, type AgentCliIo } from '../../cli/commands/agent.js';
import { cliRunLisp } from '../../cli/commands/agent-wiring.js';
import { verifyCommand } from '../../cli/commands/verify.js';
import { parseSidecar } from '../../interpreter/runner/verified-export.js';
import { startScriptedServer, type ScriptedTurn } from '../support/scripted-openai-server.js';
import { MOVE_TASK, V2, moveLinesTurns } from '../agent/movelines-fixture.js';

const floorPlan = resolve('assets/drawings/floor-plan.dxf');
const sitePlan = resolve('assets/drawings/site-plan.dxf');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lw-verify-'));
  copyFileSync(floorPlan, join(dir, 'floor-plan.dxf'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function agent(argv: string[], turns: ScriptedTurn[]) {
  const server = await startScriptedServer(turns);
  let err = '';
  const io: AgentCliIo = { out: () => {}, err: (t) => void (err += t), env: { LISPWRIGHT_BASE_URL: server.baseUrl, LISPWRIGHT_MODEL: 'scripted-model' }, runLisp: cliRunLisp(), cwd: dir, retryDelayMs: 5 };
  try {
    return { code: await agentCommand(parseArgs(argv), io), err };
  } finally {
    await server.close();
  }
}

function verify(argv: string[]) {
  let out = '';
  const run = verifyCommand(parseArgs(['verify', ...argv]), { out: (t) => void (out += t), err: (t) => void (out += t) });
  return run.then((code) => ({ code, out }));
}

const SAVED_TESTS = `;;; call: c:movelines
;;; test: moves the OLD_LAYER lines on the floor plan
;;; drawing: floor-plan.dxf
;;; expect-effect: {"modified": [{"filter": [[0, "LINE"], [8, "OLD_LAYER"]], "groups": {"8": "NEW_LAYER"}, "count": 4}], "sysvars": "unchanged"}
(null (ssget "X" '((0 . "LINE") (8 . "OLD_LAYER"))))

;;; test: says so on an empty drawing
;;; expect-output: nothing to move
;;; expect-effect: {}
`;

describe('lispwright agent --out, then lispwright verify', () => {
  it('the drafter example exports verified with its saved tests, and re-verifies; an edit or another drawing fails', async () => {
    writeFileSync(join(dir, 'movelines.test.lsp'), SAVED_TESTS);
    const a = await agent(['agent', MOVE_TASK, '--drawing', 'floor-plan.dxf', '--tests', 'movelines.test.lsp', '--out', 'movelines.lsp'], moveLinesTurns());
    expect(a.err).toContain('wrote');
    expect(a.code).toBe(0);
    const exported = readFileSync(join(dir, 'movelines.lsp'), 'utf8');
    expect(exported.endsWith(V2)).toBe(true);
    expect(exported).toContain(';;; Command: c:movelines');
    expect(exported).toContain(';;; Saved tests: 2 of 2 passed (moves the OLD_LAYER lines on the floor plan; says so on an empty drawing)');
    const side = parseSidecar(readFileSync(join(dir, 'movelines.verify.json'), 'utf8')).case!;
    expect(side).toMatchObject({ fileName: 'movelines.lsp', call: 'c:movelines', drawing: { name: 'floor-plan.dxf', path: 'floor-plan.dxf' } });

    // re-verifies from the sidecar, on the drawing it names
    const ok = await verify([join(dir, 'movelines.lsp')]);
    expect(ok.out).toMatch(/^VERIFIED/);
    expect(ok.code).toBe(0);

    // the sidecar missing: the case is read from the header (the drawing by --drawing)
    const sideText = readFileSync(join(dir, 'movelines.verify.json'), 'utf8');
    unlinkSync(join(dir, 'movelines.verify.json'));
    const fromHeader = await verify([join(dir, 'movelines.lsp'), '--drawing', join(dir, 'floor-plan.dxf')]);
    expect(fromHeader.out).toContain('note: no sidecar: the case is read from the header');
    expect(fromHeader.code).toBe(0);
    writeFileSync(join(dir, 'movelines.verify.json'), sideText);

    // on a drawing without OLD_LAYER lines the effect no longer holds
    const other = await verify([join(dir, 'movelines.lsp'), '--drawing', sitePlan]);
    expect(other.code).toBe(1);
    expect(other.out).toMatch(/^NOT VERIFIED/);
    expect(other.out).toMatch(/expected LINE on OLD_LAYER to be modified; there were none/);
    expect(other.out).toContain('note: the drawing is not the one it was exported against');

    // one character edited in the code
    writeFileSync(join(dir, 'edited.lsp'), exported.replace('NEW_LAYER")', 'NEW_LAYEr")'));
    writeFileSync(join(dir, 'edited.verify.json'), sideText);
    const edited = await verify([join(dir, 'edited.lsp')]);
    expect(edited.code).toBe(1);
    expect(edited.out).toMatch(/the code was changed after it was exported/);

    // a second export to the same file is refused: nothing is replaced
    const again = await agent(['agent', MOVE_TASK, '--drawing', 'floor-plan.dxf', '--out', 'movelines.lsp'], moveLinesTurns());
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/movelines.lsp exists: not replaced/);
    expect(readFileSync(join(dir, 'movelines.lsp'), 'utf8')).toBe(exported);
  });

  it('a saved test that fails keeps the session unverified, and nothing is exported', async () => {
    writeFileSync(join(dir, 'strict.test.lsp'), ';;; call: c:movelines\n;;; test: prints the old wording\n;;; expect-output: Moved 4 line(s)\n;;; expect-effect: {}\n');
    const a = await agent(['agent', MOVE_TASK, '--drawing', 'floor-plan.dxf', '--tests', 'strict.test.lsp', '--out', 'strict.lsp'], moveLinesTurns());
    expect(a.code).toBe(1);
    expect(existsSync(join(dir, 'strict.lsp'))).toBe(false);
  });

  it('a file that was not exported verified is not verified', async () => {
    writeFileSync(join(dir, 'plain.lsp'), '(princ)');
    const r = await verify([join(dir, 'plain.lsp')]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('the file has no Lispwright header');
  });
});
