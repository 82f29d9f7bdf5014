/*
 * The one verification rule. The agent's gate, the workbench's Export Verified, `lispwright test`
 * and `lispwright verify` all ask it whether a run proves a text; the runner also stamps its answer
 * for the request's own case on every RunResult (`verification`). A run verifies a text only when
 *   (a) ended        the run ended ok, or with exactly the error the case expects;
 *   (b) called       every c:NAME command the text defines that the case names was called (when the
 *                    case names none: the last one defined) — defining a command proves nothing;
 *   (c) answered     no prompt or dialog went unanswered (answered with Enter or Cancel for nobody);
 *   (d) not-refused  the sandbox refused nothing;
 *   (e) simulated    no AutoCAD command ran unsimulated (it had no effect here);
 *   (f) has-code     the text holds at least one form besides comments;
 *   (g) expectations the case's assertions, expected output, diff counts and expected effect held
 *                    (and, where the case requires one, an effect was declared);
 *   (h) inside-drawing  nothing acts outside the drawing (screening.ts), or the drafter confirmed
 *                    each such call: a sandboxed run cannot show what they would do in AutoCAD.
 * Each failed condition says what went wrong and where (file:line) in words.
 */
import { Cons, Sym, type Value } from '../core/values.js';
import { readAll } from '../reader/reader.js';
import type { DrawingDiff, DrawingSnapshot, RunRequest, RunResult, RunStage, SourceFile } from './contract.js';
import { checkEffect } from './effect-check.js';
import { effectJson, type EffectReport, type ExpectedEffect } from './effect.js';
import { screenFiles, type ScreeningFinding } from './screening.js';

/** What a case expects of its run, besides its call, inputs and assertions (RunRequest.expect). */
export interface CaseExpectations {
  /** the change the run must make to the drawing (effect.ts) */
  effect?: ExpectedEffect;
  /** the case counts only with a declared effect (the agent's session runs) */
  requireEffect?: boolean;
  /** the run must end with exactly this error message (a deliberate Esc: "Function cancelled") */
  error?: string;
  /** the stage the run must end in (default: "execution" with `error`, else "ok") */
  stage?: RunStage;
  /** texts the output must contain */
  output?: string[];
  /** exact entity counts of the diff */
  diff?: Partial<DrawingDiff['summary']>;
  /** calls outside the drawing (screening names) the drafter has confirmed */
  confirmed?: string[];
}

export type ConditionId = 'ended' | 'called' | 'answered' | 'not-refused' | 'simulated' | 'has-code' | 'expectations' | 'inside-drawing';

export interface ConditionProblem {
  message: string;
  file?: string;
  line?: number;
}

export interface VerificationCondition {
  id: ConditionId;
  /** what must hold, in words ("every prompt and dialog was answered") */
  label: string;
  held: boolean;
  problems: ConditionProblem[];
}

export interface VerificationReport {
  verified: boolean;
  conditions: VerificationCondition[];
  /** the calls outside the drawing found in the text (shown even when confirmed) */
  screening: ScreeningFinding[];
  /** the expected effect compared with the diff, when the case declared one */
  effect?: EffectReport;
  /** one line: "verified" or the first failed condition */
  summary: string;
}

/** The part of a request the rule reads: the text, the call, the assertions, the expectations. */
export type VerifyRequest = Pick<RunRequest, 'files' | 'entry' | 'call' | 'assertions' | 'expect'>;

export const CONDITION_LABELS: Readonly<Record<ConditionId, string>> = {
  ended: 'the run ended ok (or with the error the case expects)',
  called: 'the command was called',
  answered: 'every prompt and dialog was answered',
  'not-refused': 'the sandbox refused nothing',
  simulated: 'every AutoCAD command it ran is simulated',
  'has-code': 'the text has code besides comments',
  expectations: 'the assertions, expected output and expected effect held',
  'inside-drawing': 'nothing acts outside the drawing (or the drafter confirmed it)',
};

const at = (file?: string, line?: number, column?: number): string =>
  (file ? ` at ${file}${line !== undefined ? `:${line}` : ''}` : line !== undefined ? ` at line ${line}` : '') + (line !== undefined && column !== undefined ? `:${column}` : '');
const place = (file?: string, line?: number): Pick<ConditionProblem, 'file' | 'line'> => ({ ...(file ? { file } : {}), ...(line !== undefined ? { line } : {}) });

function intern(): (n: string) => Sym {
  const syms = new Map<string, Sym>();
  return (n) => syms.get(n) ?? (syms.set(n, new Sym(n)), syms.get(n)!);
}

function readForms(text: string, file: string): Value[] | undefined {
  try {
    return readAll(text, { file, intern: intern() });
  } catch {
    return undefined;
  }
}

export interface DefinedCommand {
  /** upper-case, "C:MOVELINES" */
  name: string;
  file: string;
  line: number;
}

/** The c:NAME commands a text defines (defun / defun-q anywhere in it), in the order written. */
export function definedCommands(text: string, file: string): DefinedCommand[] {
  const out: DefinedCommand[] = [];
  const walk = (v: Value): void => {
    if (!(v instanceof Cons)) return;
    const [head, name] = [v.car, v.cdr instanceof Cons ? v.cdr.car : null];
    if (head instanceof Sym && (head.name === 'DEFUN' || head.name === 'DEFUN-Q') && name instanceof Sym && name.name.startsWith('C:'))
      out.push({ name: name.name, file: v.span?.file ?? file, line: v.span?.line ?? 1 });
    for (let x: Value = v; x instanceof Cons; x = x.cdr) walk(x.car);
  };
  for (const f of readForms(text, file) ?? []) walk(f);
  return out;
}

/** The c:NAME commands a case's call names: "c:movelines", "(c:cmd 1 2)", "(progn (c:a) (c:b))". */
export function commandsNamedIn(call: string | undefined): string[] {
  const t = call?.trim();
  if (!t) return [];
  if (!t.startsWith('(')) return t.toUpperCase().startsWith('C:') ? [t.toUpperCase()] : [];
  const out: string[] = [];
  const walk = (v: Value): void => {
    if (!(v instanceof Cons)) return;
    if (v.car instanceof Sym && v.car.name.startsWith('C:')) out.push(v.car.name);
    for (let x: Value = v; x instanceof Cons; x = x.cdr) walk(x.car);
  };
  for (const f of readForms(t, '<call>') ?? []) walk(f);
  return out;
}

const STAGE_WORDS: Readonly<Record<string, string>> = {
  syntax: 'the text does not read (syntax error)',
  execution: 'the run ended with an error',
  budget: 'the run used up its step budget',
  cancelled: 'the run was cancelled',
  internal: 'the run failed inside Lispwright',
};

function ended(req: VerifyRequest, r: RunResult): ConditionProblem[] {
  const wantError = req.expect?.error;
  const wantStage = req.expect?.stage ?? (wantError !== undefined ? 'execution' : 'ok');
  const e = r.error;
  if (r.stage !== wantStage) {
    if (r.stage === 'ok') return [{ message: wantError !== undefined ? `expected the run to end with the error "${wantError}", but it ended ok` : `expected the run to end in stage ${wantStage}, but it ended ok` }];
    const why = STAGE_WORDS[r.stage] ?? `the run ended in stage ${r.stage}`;
    return [{ message: `${why}${at(e?.file, e?.line, e?.column)}: ${e?.message ?? r.stage}`, ...place(e?.file, e?.line) }];
  }
  if (wantError !== undefined && e?.message !== wantError) return [{ message: `the run ended with the error "${e?.message ?? ''}"${at(e?.file, e?.line)}, expected "${wantError}"`, ...place(e?.file, e?.line) }];
  return [];
}

function called(req: VerifyRequest, r: RunResult, entry: SourceFile | undefined): ConditionProblem[] {
  if (!entry) return [];
  const defined = definedCommands(entry.text, entry.name);
  if (!defined.length) return [];
  const named = commandsNamedIn(req.call).filter((n) => defined.some((d) => d.name === n));
  const required = named.length ? defined.filter((d) => named.includes(d.name)) : [defined[defined.length - 1]!];
  const ran = new Set((r.commandsCalled ?? []).map((c) => c.toUpperCase()));
  const seen = new Set<string>();
  return required
    .filter((d) => !ran.has(d.name) && !seen.has(d.name) && seen.add(d.name))
    .map((d) => ({
      message: `${d.name.toLowerCase()} (defined${at(d.file, d.line)}) was never called${req.call?.trim() ? '' : `: name it as the command to call ("call": "${d.name.toLowerCase()}")`}`,
      ...place(d.file, d.line),
    }));
}

function answered(r: RunResult): ConditionProblem[] {
  const prompts = r.unansweredAt ?? r.unansweredPrompts.map((name) => ({ name }) as { name: string; file?: string; line?: number });
  const out = prompts.map((p) =>
    p.name.startsWith('dialog ')
      ? { message: `${p.name}${at(p.file, p.line)} was not answered (Cancel was pressed for nobody)`, ...place(p.file, p.line) }
      : { message: `the prompt "${p.name}"${at(p.file, p.line)} went unanswered (the inputs ran out, so it got Enter)`, ...place(p.file, p.line) },
  );
  for (const d of r.dialogs ?? [])
    if (d.answeredBy === 'unanswered' && !prompts.some((p) => p.name === `dialog "${d.name}"`)) out.push({ message: `dialog "${d.name}" (${d.file}) was not answered` });
  return out;
}

function expectations(req: VerifyRequest, r: RunResult): { problems: ConditionProblem[]; effect?: EffectReport } {
  const out: ConditionProblem[] = [];
  const x = req.expect ?? {};
  for (const expr of req.assertions ?? []) {
    const a = r.assertions?.find((y) => y.expr === expr);
    if (!a) out.push({ message: `the assertion ${expr} did not run` });
    else if (!a.passed) out.push({ message: `the assertion ${expr} ${a.error ? `failed with an error: ${a.error}` : `returned ${a.value || 'nil'}`}` });
  }
  const printed = r.output.map((o) => o.text).join('');
  for (const s of x.output ?? []) if (!printed.includes(s)) out.push({ message: `the output lacks ${JSON.stringify(s)}` });
  if (x.diff) {
    const got = r.diff?.summary;
    for (const [k, n] of Object.entries(x.diff)) {
      const have = got?.[k as keyof DrawingDiff['summary']];
      if (have !== n) out.push({ message: `${have ?? 'no'} entities ${k}, expected ${n}` });
    }
  }
  let effect: EffectReport | undefined;
  if (x.effect) {
    const want = effectJson(x.effect);
    // without snapshots only an effect without entity rules can be compared (from the diff alone)
    const rules = [x.effect.modified, x.effect.added, x.effect.deleted].some((l) => l?.length);
    const none: DrawingSnapshot = { name: '', hash: '', layers: [], entities: [], blocks: {} };
    effect =
      r.effect && effectJson(r.effect.effect) === want
        ? r.effect
        : r.diff && ((r.before && r.after) || !rules)
          ? checkEffect(x.effect, r.before ?? none, r.after ?? none, r.diff)
          : undefined;
    if (!effect) out.push({ message: 'the expected effect was not compared with the drawing (the run did not check it)' });
    else for (const m of effect.mismatches) out.push({ message: m });
  } else if (x.requireEffect) out.push({ message: 'no expected effect was declared: say what the run must change in the drawing (an empty effect means "nothing changes")' });
  return { problems: out, ...(effect ? { effect } : {}) };
}

export function verifyRun(req: VerifyRequest, r: RunResult): VerificationReport {
  const entryName = req.entry ?? req.files[0]?.name;
  const entry = req.files.find((f) => f.name === entryName);
  const forms = entry ? readForms(entry.text, entry.name) : undefined;
  const screening = r.screening ?? screenFiles(req.files);
  const confirmed = new Set((req.expect?.confirmed ?? []).map((n) => n.toLowerCase()));
  const exp = expectations(req, r);
  const problems: Record<ConditionId, ConditionProblem[]> = {
    ended: ended(req, r),
    called: called(req, r, entry),
    answered: answered(r),
    'not-refused': (r.refusedAt ?? r.sandboxRefused.map((name) => ({ name }) as { name: string; file?: string; line?: number })).map((x) => ({
      message: `${x.name}${at(x.file, x.line)} was refused by the sandbox: it would act outside the drawing, so the run did not do what it says`,
      ...place(x.file, x.line),
    })),
    simulated: (r.unsimulatedCommands ?? []).map((u) => ({ message: `the command ${u.name}${at(u.file, u.line)} is not simulated: it had no effect here`, ...place(u.file, u.line) })),
    'has-code': entry && forms !== undefined && forms.length === 0 ? [{ message: 'the text holds no code: only comments, or nothing', file: entry.name }] : [],
    expectations: exp.problems,
    'inside-drawing': screening
      .filter((f) => !confirmed.has(f.name.toLowerCase()))
      .map((f) => ({ message: `${f.name}${at(f.file, f.line)} ${f.what}: it acts outside the drawing in AutoCAD, so the drafter must confirm it`, file: f.file, line: f.line })),
  };
  const conditions = (Object.keys(CONDITION_LABELS) as ConditionId[]).map((id) => ({ id, label: CONDITION_LABELS[id], held: problems[id].length === 0, problems: problems[id] }));
  const failed = conditions.find((c) => !c.held);
  return {
    verified: !failed,
    conditions,
    screening,
    ...(exp.effect ? { effect: exp.effect } : {}),
    summary: failed ? `not verified: ${failed.problems[0]!.message}` : 'verified',
  };
}

/** Every failed condition's problems, one line each ("the command was called: c:recolor ... was never called"). */
export function verificationProblems(v: VerificationReport): string[] {
  return v.conditions.flatMap((c) => (c.held ? [] : c.problems.map((p) => p.message)));
}

/** The report in words, one line per condition: "✓ ..." when it holds, "✗ ...: why" when not. */
export function verificationLines(v: VerificationReport): string[] {
  return v.conditions.map((c) => (c.held ? `✓ ${c.label}` : `✗ ${c.label}: ${c.problems.map((p) => p.message).join('; ')}`));
}
