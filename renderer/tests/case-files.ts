/*
 * A script's named test cases and their file: NAME.test.lsp beside the script (or the file
 * lispwright.json names for it), read with the runner's parser and written with its formatter, so
 * `lispwright test` runs the same cases. The run bar's Call field, the scripted inputs and the
 * assertions are the selected case's working copy: switching tabs or cases commits the copy into
 * its case and loads the next one's, so each tab has its own answers. Writing the file asks before
 * it replaces a file the app did not read (or one changed on disk since).
 */
import { isWouldReplace } from '../../electron/shared/contract.js';
import { formatTestFile, parseTestFile, scriptSettings, testFileFor, type TestCase } from '../../interpreter/index.js';
import type { ScriptedInput } from '../../interpreter/runner/contract.js';
import { host } from '../app/host.js';
import { confirmReplace } from '../commands/documents.js';
import { isDclName } from '../editor/language/dcl-monarch.js';
import { validateInputs } from '../panels/inputs-validate.js';
import { cachedProject, nameInFolder } from '../project/project-run.js';
import { emptyCaseSet, type CaseSet } from '../store/cases.js';
import type { DocMeta } from '../store/documents.js';
import { useApp } from '../store/index.js';

const dirOf = (p: string): string => p.replace(/[\\/][^\\/]*$/, '');
const sepOf = (p: string): string => (p.includes('\\') && !p.includes('/') ? '\\' : '/');

/** The test file of a saved script: the project's setting (relative to the project folder), else NAME.test.lsp beside it. */
export function testPathOf(meta: Pick<DocMeta, 'path' | 'name'>): string | null {
  if (!meta.path) return null;
  const info = cachedProject(meta.path);
  const inProject = info?.project ? nameInFolder(info.root, meta.path) : null;
  if (info?.project && inProject && scriptSettings(info.project, inProject).test) {
    const rel = testFileFor(info.project, inProject);
    return `${info.root.replace(/[\\/]+$/, '')}${sepOf(info.root)}${rel.split('/').join(sepOf(info.root))}`;
  }
  return `${dirOf(meta.path)}${sepOf(meta.path)}${testFileFor(null, meta.name)}`;
}

/** The script as a test file names it: relative to the test file's folder, with "/". */
export function scriptNameFor(testPath: string, scriptPath: string): string {
  const a = dirOf(testPath).replace(/\\/g, '/').split('/');
  const b = scriptPath.replace(/\\/g, '/').split('/');
  let i = 0;
  while (i < a.length && i < b.length - 1 && a[i]!.toLowerCase() === b[i]!.toLowerCase()) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}

const caseSetOf = (docId: string): CaseSet | undefined => useApp.getState().cases[docId];

/** A new case, as the parser would give it back. */
export function newCase(name: string, set: CaseSet, from: { call: string; inputs: ScriptedInput[]; tests: string[] }): TestCase {
  const c: TestCase = { file: set.testPath ?? '', line: 0, name, files: [], inputs: from.inputs, env: {}, assertions: from.tests.map((t) => t.trim()).filter(Boolean), expect: { output: [] } };
  if (set.script) c.script = set.script;
  if (from.call.trim()) c.call = from.call.trim();
  return c;
}

/** The working copy (run bar and drawer) as a case's fields; inputs only when they are valid JSON. */
function workingCopy(): { call: string; inputsText: string; tests: string[]; inputs: ScriptedInput[] | null } {
  const st = useApp.getState();
  const v = validateInputs(st.inputsText);
  return { call: st.call, inputsText: st.inputsText, tests: st.tests, inputs: v.ok ? v.inputs : null };
}

const inputsText = (inputs: readonly ScriptedInput[]): string => (inputs.length ? `[\n${inputs.map((a) => `  ${JSON.stringify(a)}`).join(',\n')}\n]` : '');

/** Put a case set's selected case (or its scratch) into the working copy. */
function loadWorkingCopy(set: CaseSet): void {
  const c = set.selected >= 0 ? set.cases[set.selected] : undefined;
  const next = c ? { call: c.call ?? '', inputsText: inputsText(c.inputs), tests: [...c.assertions] } : set.scratch;
  syncing = true;
  try {
    useApp.setState({ call: next.call, inputsText: next.inputsText, tests: next.tests });
  } finally {
    syncing = false;
  }
}

let syncing = false;

/** Write the working copy back into the selected case (marking the set dirty when it changed) or the scratch. */
export function commitWorkingCopy(docId: string): void {
  const set = caseSetOf(docId);
  if (!set) return;
  const w = workingCopy();
  if (set.selected < 0) {
    useApp.getState().patchCaseSet(docId, { scratch: { call: w.call, inputsText: w.inputsText, tests: w.tests } });
    return;
  }
  const c = set.cases[set.selected];
  if (!c) return;
  const next: TestCase = { ...c, assertions: w.tests.map((t) => t.trim()).filter(Boolean) };
  if (w.call.trim()) next.call = w.call.trim();
  else delete next.call;
  if (w.inputs) next.inputs = w.inputs;
  if (JSON.stringify(next) === JSON.stringify(c)) return;
  const cases = set.cases.slice();
  cases[set.selected] = next;
  useApp.getState().patchCaseSet(docId, { cases, dirty: true });
}

/** The document's case set, created (and its test file read) the first time. */
export async function ensureCases(meta: DocMeta): Promise<CaseSet> {
  const have = caseSetOf(meta.id);
  if (have) return have;
  const testPath = testPathOf(meta);
  const set = emptyCaseSet(testPath && meta.path ? scriptNameFor(testPath, meta.path) : meta.name, testPath);
  useApp.getState().setCaseSet(meta.id, set);
  if (testPath) await readCases(meta.id);
  return caseSetOf(meta.id) ?? set;
}

/** (Re)read the test file into the set; a file that is not there is an empty set. */
export async function readCases(docId: string): Promise<void> {
  const set = caseSetOf(docId);
  if (!set?.testPath) return;
  try {
    const f = await host().readTextFile(set.testPath);
    if (!f) {
      useApp.getState().patchCaseSet(docId, { cases: [], diskHash: undefined, dirty: false, error: undefined, selected: -1 });
      return;
    }
    const cases = parseTestFile(f.text, set.testPath);
    const selected = set.selected >= 0 && set.selected < cases.length ? set.selected : cases.length ? 0 : -1;
    useApp.getState().patchCaseSet(docId, { cases, diskHash: f.hash, dirty: false, error: undefined, selected });
  } catch (e) {
    useApp.getState().patchCaseSet(docId, { error: `Could not read ${set.testPath}: ${(e as Error).message}` });
  }
  if (useApp.getState().activeId === docId) loadWorkingCopy(caseSetOf(docId)!);
}

/** Select a case (-1: the scratch case), committing the working copy first. */
export function selectCase(docId: string, index: number): void {
  commitWorkingCopy(docId);
  const set = caseSetOf(docId);
  if (!set || index >= set.cases.length) return;
  useApp.getState().patchCaseSet(docId, { selected: index });
  loadWorkingCopy(caseSetOf(docId)!);
}

/** A unique case name: `base`, or `base 2`, `base 3`... */
export function uniqueName(set: CaseSet, base: string): string {
  const taken = new Set(set.cases.map((c) => c.name.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`.toLowerCase())) return `${base} ${n}`;
}

/** A new case from the working copy, selected. */
export function addCase(docId: string, name: string): void {
  commitWorkingCopy(docId);
  const set = caseSetOf(docId);
  if (!set) return;
  const w = workingCopy();
  const c = newCase(uniqueName(set, name.trim() || 'case'), set, { call: w.call, inputs: w.inputs ?? [], tests: w.tests });
  useApp.getState().patchCaseSet(docId, { cases: [...set.cases, c], selected: set.cases.length, dirty: true });
  loadWorkingCopy(caseSetOf(docId)!);
}

/** Change a case's own fields (name, expectations, drawing...). */
export function updateCase(docId: string, index: number, patch: Partial<TestCase>): void {
  const set = caseSetOf(docId);
  const c = set?.cases[index];
  if (!set || !c) return;
  const cases = set.cases.slice();
  cases[index] = { ...c, ...patch, expect: { ...c.expect, ...(patch.expect ?? {}) } };
  useApp.getState().patchCaseSet(docId, { cases, dirty: true });
}

export function deleteCase(docId: string, index: number): void {
  const set = caseSetOf(docId);
  if (!set || !set.cases[index]) return;
  const cases = set.cases.filter((_, i) => i !== index);
  const selected = set.selected === index ? (cases.length ? Math.min(index, cases.length - 1) : -1) : set.selected > index ? set.selected - 1 : set.selected;
  useApp.getState().patchCaseSet(docId, { cases, selected, dirty: true });
  loadWorkingCopy(caseSetOf(docId)!);
}

/** Append answers given interactively to the selected case's inputs (or the scratch's), keeping the working copy in step. */
export function appendAnswersToCase(docId: string, answers: readonly ScriptedInput[]): boolean {
  commitWorkingCopy(docId);
  const w = workingCopy();
  if (!w.inputs) return false;
  syncing = true;
  try {
    useApp.setState({ inputsText: inputsText([...w.inputs, ...answers]) });
  } finally {
    syncing = false;
  }
  commitWorkingCopy(docId);
  const set = caseSetOf(docId);
  if (set && set.selected >= 0) useApp.getState().patchCaseSet(docId, { dirty: true });
  return true;
}

/** Write the document's cases to its test file; true when written. */
export async function saveCases(docId: string): Promise<boolean> {
  commitWorkingCopy(docId);
  const set = caseSetOf(docId);
  const st = useApp.getState();
  if (!set) return false;
  if (!set.testPath) {
    st.notify('error', 'Save the script first: its test cases are kept in NAME.test.lsp beside it.');
    return false;
  }
  const text = formatTestFile(set.cases, [`;; Test cases for ${set.script} (Lispwright; run them with: lispwright test ${set.testPath.replace(/^.*[\\/]/, '')})`]);
  try {
    let r = await host().writeTextFile(set.testPath, text, set.diskHash ? { expectHash: set.diskHash } : {});
    if (isWouldReplace(r)) {
      if (!(await confirmReplace(r, 'Saving the test cases'))) return false;
      r = await host().writeTextFile(set.testPath, text, { overwrite: true });
    }
    if (isWouldReplace(r)) return false;
    useApp.getState().patchCaseSet(docId, { diskHash: r.hash, dirty: false, error: undefined });
    st.notify('info', `Saved ${set.cases.length} test case(s) to ${r.path}`);
    return true;
  } catch (e) {
    st.notify('error', `Could not save the test cases: ${(e as Error).message}`);
    return false;
  }
}

/** The active document's case set follows the tab: switching commits the old working copy and loads the new. */
export function startCaseSync(): () => void {
  let last = useApp.getState().activeId;
  const offActive = useApp.subscribe((s, prev) => {
    if (s.activeId !== prev.activeId) {
      if (last) commitWorkingCopy(last);
      last = s.activeId;
      const meta = s.docs.find((d) => d.id === s.activeId);
      if (!meta || isDclName(meta.name)) return;
      const set = s.cases[meta.id];
      if (set) loadWorkingCopy(set);
      else void ensureCases(meta).then((cs) => useApp.getState().activeId === meta.id && loadWorkingCopy(cs));
    } else if (!syncing && s.activeId && (s.call !== prev.call || s.inputsText !== prev.inputsText || s.tests !== prev.tests)) {
      commitWorkingCopy(s.activeId);
    }
    // a document saved for the first time (or saved elsewhere) gets its test file
    for (const d of s.docs) {
      const before = prev.docs.find((x) => x.id === d.id);
      const set = s.cases[d.id];
      if (before && before.path !== d.path && d.path && set) {
        const testPath = testPathOf(d);
        useApp.getState().patchCaseSet(d.id, { testPath, script: testPath ? scriptNameFor(testPath, d.path) : d.name, dirty: set.dirty || set.cases.length > 0, diskHash: undefined });
      }
    }
    for (const id of Object.keys(s.cases)) if (!s.docs.some((d) => d.id === id)) useApp.getState().dropCaseSet(id);
  });
  const first = useApp.getState().docs.find((d) => d.id === last);
  if (first) void ensureCases(first).then((cs) => useApp.getState().activeId === first.id && loadWorkingCopy(cs));
  return offActive;
}
