/*
 * Running a script's test cases in the app, through the runner's own case logic (runTestCase,
 * caseRequest, escCheck), so a case passes here exactly when `lispwright test` passes it. The
 * request is the runner's for the case, adjusted for the workbench: the script's project files
 * with open tabs' unsaved texts (project-run.ts), the case's drawing loaded in the host, and, for
 * the selected case's Run, interaction (picks and dialogs with no scripted answer are asked of the
 * drafter; Esc-check runs never ask).
 */
import { caseRequest, escCheck, runTestCase, type CaseIo, type TestCase, type TestOutcome } from '../../interpreter/index.js';
import type { EscCheckReport, RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import { host } from '../app/host.js';
import { loadProjectDrawing } from '../commands/drawings.js';
import { markRunError } from '../commands/run.js';
import { editorService } from '../editor/editor-service.js';
import { validateInputs } from '../panels/inputs-validate.js';
import { projectRunOf } from '../project/project-run.js';
import type { CaseResult } from '../store/cases.js';
import { useApp } from '../store/index.js';
import { commitWorkingCopy } from './case-files.js';

let seq = 0;
const newRunId = (): string => `case-${Date.now().toString(36)}-${++seq}`;

/** The case's drawing as the app loads it: a path relative to the test file, or sample:NAME. */
function drawingSpec(testPath: string | null, drawing: string): string {
  if (drawing.startsWith('sample:') || /^([a-z]:)?[\\/]/i.test(drawing) || !testPath) return drawing;
  return `${testPath.replace(/[\\/][^\\/]*$/, '')}/${drawing}`;
}

export function summaryOf(r: RunResult | undefined): string {
  if (!r) return '';
  const d = r.diff?.summary;
  return `${r.stage} · ${r.steps.toLocaleString()} steps${d ? ` · +${d.added} −${d.deleted} ~${d.modified}` : ''}`;
}

interface CaseRun {
  io: CaseIo;
  /** the request of the case's plain run, once built */
  request(): RunRequest | undefined;
}

/** The CaseIo the runner's case functions use here (see the header). */
async function caseIo(docId: string, c: TestCase, interactive: boolean): Promise<CaseRun> {
  const st = useApp.getState();
  const meta = st.docs.find((d) => d.id === docId);
  if (!meta) throw new Error('the script is no longer open');
  const set = st.cases[docId];
  if (c.drawing) {
    const spec = drawingSpec(set?.testPath ?? null, c.drawing);
    const src = useApp.getState().drawingSource;
    const loaded = src?.kind === 'sample' ? `sample:${src.name}` : src?.kind === 'path' ? src.path : null;
    if (loaded !== spec) await loadProjectDrawing(spec);
  }
  const project = await projectRunOf(meta);
  const extra = new Map<string, string>();
  for (const f of c.files) {
    const path = drawingSpec(set?.testPath ?? null, f);
    const got = await host().readTextFile(path);
    if (got) extra.set(f, got.text);
  }
  let built: RunRequest | undefined;
  const io: CaseIo = {
    read: (_testFile, path) => extra.get(path) ?? '',
    baseName: (p) => p.replace(/^.*[\\/]/, ''),
    run: async (req) => {
      const runId = newRunId();
      const ask = interactive && !req.escAtPrompt;
      const st2 = useApp.getState();
      if (ask) st2.startRun(runId);
      try {
        return await host().run({ ...req, ...(ask ? { interactive: true } : {}) }, runId);
      } finally {
        if (ask) {
          useApp.getState().clearAsks();
          useApp.getState().failRun();
        }
      }
    },
    adjust: (_c, req) => {
      const now = useApp.getState();
      const files = [...project.request.files, ...req.files.slice(1).filter((f) => !project.request.files.some((p) => p.name.toLowerCase() === f.name.toLowerCase()))];
      const out: RunRequest = {
        ...req,
        files,
        drawing: now.drawing ? { kind: 'snapshot', id: now.drawing.id } : { kind: 'empty' },
        budget: req.budget ?? now.budget,
        wantSnapshots: true,
      };
      if (project.request.entry) out.entry = project.request.entry;
      if (project.request.preload) out.preload = project.request.preload;
      if (!out.call && project.call) out.call = project.call;
      built = out;
      return out;
    },
  };
  return { io, request: () => built };
}

/** The case as the runner reads it: named after the script so caseRequest can build it. */
const runnable = (c: TestCase, script: string): TestCase => ({ ...c, script: c.script ?? script });

function record(docId: string, name: string, o: TestOutcome): CaseResult {
  const res: CaseResult = { status: o.status, failures: o.failures, summary: summaryOf(o.result), at: Date.now() };
  const set = useApp.getState().cases[docId];
  if (set) useApp.getState().patchCaseSet(docId, { results: { ...set.results, [name]: res } });
  return res;
}

/**
 * Run one case (the Run button with a case selected): interactive, its result shown in the views
 * and the console like any run, and judged by the case's expectations.
 */
export async function runCase(docId: string, index: number, opts: { interactive?: boolean; show?: boolean } = {}): Promise<TestOutcome | null> {
  commitWorkingCopy(docId);
  const st = useApp.getState();
  const set = st.cases[docId];
  const c = set?.cases[index];
  if (!set || !c) return null;
  if (st.running) return null;
  let outcome: TestOutcome;
  try {
    editorService().clearErrors(docId);
    const { io, request } = await caseIo(docId, c, opts.interactive ?? true);
    outcome = await runTestCase(runnable(c, set.script), io);
    const req = request();
    if (opts.show !== false && outcome.result && req) {
      useApp.getState().finishRun({ result: outcome.result, docId, testCount: c.assertions.length, plotExpr: null, ...(req.entry ? { entry: req.entry } : {}) });
      markRunError(outcome.result, docId, req.entry ?? req.files[0]!.name);
    }
  } catch (e) {
    useApp.getState().failRun();
    useApp.getState().notify('error', `The case "${c.name}" could not run: ${(e as Error).message}`);
    return null;
  }
  record(docId, c.name, outcome);
  useApp.getState().notify(outcome.status === 'passed' ? 'info' : 'error', `Case "${c.name}": ${outcome.status}${outcome.failures.length ? ` — ${outcome.failures.join('; ')}` : ''}`);
  return outcome;
}

/** Test: every case of the script, one after another, without asking anything. */
export async function runAllCases(docId: string): Promise<TestOutcome[]> {
  commitWorkingCopy(docId);
  const set = useApp.getState().cases[docId];
  if (!set || useApp.getState().running) return [];
  const out: TestOutcome[] = [];
  useApp.setState({ testingAll: true });
  try {
    for (const c of set.cases) {
      try {
        const { io } = await caseIo(docId, c, false);
        const o = await runTestCase(runnable(c, set.script), io);
        record(docId, c.name, o);
        out.push(o);
      } catch (e) {
        const o: TestOutcome = { file: c.file, name: c.name, status: 'failed', failures: [(e as Error).message] };
        record(docId, c.name, o);
        out.push(o);
      }
    }
  } finally {
    useApp.setState({ testingAll: false });
  }
  const passed = out.filter((o) => o.status === 'passed').length;
  const failed = out.filter((o) => o.status === 'failed').length;
  useApp.getState().notify(failed ? 'error' : 'info', `Test: ${passed} passed, ${failed} failed${out.length - passed - failed ? `, ${out.length - passed - failed} pending` : ''} (${set.script})`);
  return out;
}

/** The Esc check of a case (the scratch case when index is -1): Esc at each prompt in turn. */
export async function escCheckCase(docId: string, index: number): Promise<EscCheckReport | null> {
  commitWorkingCopy(docId);
  const st = useApp.getState();
  const set = st.cases[docId];
  if (!set || st.running) return null;
  const c: TestCase = set.cases[index] ?? {
    file: set.testPath ?? '', line: 0, name: 'scratch', files: [], env: {}, expect: { output: [] },
    inputs: [], assertions: [], ...(st.call.trim() ? { call: st.call.trim() } : {}),
  };
  if (index < 0) {
    const v = validateInputs(st.inputsText);
    if (v.ok) c.inputs = v.inputs;
    c.assertions = st.tests.map((t) => t.trim()).filter(Boolean);
  }
  try {
    useApp.setState({ testingAll: true });
    const { io } = await caseIo(docId, c, false);
    const req = caseRequest(runnable(c, set.script), io);
    const report = await escCheck(req, io.run);
    useApp.getState().patchCaseSet(docId, { esc: { caseName: c.name, report } });
    useApp.getState().notify(report.passed ? 'info' : 'error', `Esc check of "${c.name}": ${report.passed ? 'every Esc left the drawing and system variables as they were' : 'Esc leaves changes behind'}`);
    return report;
  } catch (e) {
    useApp.getState().notify('error', `The Esc check could not run: ${(e as Error).message}`);
    return null;
  } finally {
    useApp.setState({ testingAll: false });
  }
}
