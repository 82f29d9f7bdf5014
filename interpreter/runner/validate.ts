/*
 * Checking a RunRequest before anything runs: requests arrive as JSON from the page, the CLI's
 * --input files, the agent and tests, and a malformed field must come back as a message naming
 * that field ("inputs[2].point must be 2 or 3 numbers"), never as a JS TypeError from deep inside
 * a run. One validator per RunRequest field, in a table typed over the contract: a field added
 * to RunRequest does not compile until it has its check here (the obvious place to add one).
 */
import { RUN_STAGES, type DrawingSource, type RunRequest, type ScriptedInput } from './contract.js';
import type { CaseExpectations } from './verification.js';
import { parseEffect } from './effect.js';

/** A request that cannot be run; `field` is the path of the offending field ("inputs[0].point"). */
export class RequestError extends Error {
  constructor(
    readonly field: string,
    detail: string,
  ) {
    super(`invalid run request: ${field} ${detail}`);
    this.name = 'RequestError';
  }
}

/**
 * The largest step budget a run may ask for. The wall-clock backstop grows with the budget (1 ms
 * per 1000 steps) and must stay a valid timer delay; 2e9 steps is about 10 minutes of work.
 */
export const MAX_BUDGET = 2_000_000_000;
/** Limits on the shape of a request (far above what the app, the CLI or the agent send). */
export const REQUEST_LIMITS = { files: 1000, fileName: 1024, inputs: 100_000, assertions: 10_000, envVars: 1000, tiles: 10_000, callLength: 100_000, selection: 1_000_000, effectRules: 10_000, expectedOutputs: 10_000 } as const;

type Check = (v: unknown, field: string) => void;

const fail = (field: string, detail: string): never => {
  throw new RequestError(field, detail);
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown): string => {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return v.length > 40 ? `a string of ${v.length} characters` : JSON.stringify(v);
  return typeof v === 'object' ? 'an object' : String(v);
};

const string: Check = (v, f) => {
  if (typeof v !== 'string') fail(f, `must be a string, not ${shown(v)}`);
};
const boundedString = (max: number, nonEmpty = true): Check => (v, f) => {
  string(v, f);
  if (nonEmpty && (v as string).length === 0) fail(f, 'must not be empty');
  if ((v as string).length > max) fail(f, `must be at most ${max} characters`);
};
const boolean: Check = (v, f) => {
  if (typeof v !== 'boolean') fail(f, `must be true or false, not ${shown(v)}`);
};
const integer = (lo: number, hi: number): Check => (v, f) => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) fail(f, `must be a whole number from ${lo} to ${hi}, not ${shown(v)}`);
};
const finite: Check = (v, f) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(f, `must be a finite number, not ${shown(v)}`);
};
const arrayOf = (max: number, item: Check): Check => (v, f) => {
  if (!Array.isArray(v)) return fail(f, `must be an array, not ${shown(v)}`);
  if (v.length > max) fail(f, `must have at most ${max} items`);
  v.forEach((x, i) => item(x, `${f}[${i}]`));
};
const point = (sizes: readonly number[]): Check => (v, f) => {
  if (!Array.isArray(v) || !sizes.includes(v.length)) return fail(f, `must be ${sizes.join(' or ')} numbers, not ${shown(v)}`);
  v.forEach((x, i) => finite(x, `${f}[${i}]`));
};
const literalTrue: Check = (v, f) => {
  if (v !== true) fail(f, `must be true, not ${shown(v)}`);
};

/** A value of one of the listed types. */
const oneOf = (what: string, ...checks: Check[]): Check => (v, f) => {
  for (const c of checks) {
    try {
      c(v, f);
      return;
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
    }
  }
  fail(f, `must be ${what}, not ${shown(v)}`);
};

/** An object with only these fields (each optional), each checked. */
const fieldsOf = (what: string, fields: Record<string, Check>): Check => (v, f) => {
  if (!isObject(v)) return fail(f, `must be ${what}, not ${shown(v)}`);
  for (const k of Object.keys(v)) {
    const check = fields[k];
    if (!check) fail(`${f}.${k}`, `is not part of ${what}`);
    else if (v[k] !== undefined) check(v[k], `${f}.${k}`);
  }
};

const tileValues: Check = (v, f) => {
  if (!isObject(v)) return fail(f, `must be an object of tile key: value, not ${shown(v)}`);
  const keys = Object.keys(v);
  if (keys.length > REQUEST_LIMITS.tiles) fail(f, `must have at most ${REQUEST_LIMITS.tiles} tiles`);
  for (const k of keys) oneOf('a string or a number', string, finite)(v[k], `${f}.${k}`);
};

const dialogAnswer = fieldsOf('a dialog answer {"tiles": {...}, "press": KEY}', {
  name: boundedString(REQUEST_LIMITS.fileName),
  tiles: tileValues,
  press: boundedString(REQUEST_LIMITS.fileName),
  at: point([2]),
  cancel: literalTrue,
});

const GRREAD_FIELDS: Record<string, Check> = {
  move: point([2, 3]),
  pick: point([2, 3]),
  key: oneOf('a character code or a one-character string', integer(0, 0x10ffff), boundedString(1)),
  menu: integer(-32768, 32767),
  buttons: integer(-32768, 32767),
  aux: integer(-32768, 32767),
  right: finite,
};
const grreadAnswer: Check = (v, f) => {
  fieldsOf('a grread answer such as {"pick": [x, y]} or {"key": 13}', GRREAD_FIELDS)(v, f);
  if (Object.keys(v as object).length !== 1) fail(f, `must have exactly one of ${Object.keys(GRREAD_FIELDS).join(', ')}`);
};

/** The key of each kind of scripted answer (the union's members), so that a new kind must get a check. */
type AnswerKind = ScriptedInput extends infer U ? (U extends unknown ? keyof U : never) : never;

/** Every kind of scripted answer: its key, the check of its value, and the keys allowed beside it. */
const ANSWERS: Record<AnswerKind, { check: Check; also?: Record<string, Check> }> = {
  point: { check: point([2, 3]) },
  int: { check: integer(-2_147_483_648, 2_147_483_647) },
  real: { check: finite },
  string: { check: string },
  keyword: { check: string },
  entity: { check: boundedString(16), also: { point: point([2, 3]) } },
  selection: { check: arrayOf(REQUEST_LIMITS.selection, boundedString(16)) },
  file: { check: string },
  enter: { check: literalTrue },
  esc: { check: literalTrue },
  dialog: { check: dialogAnswer },
  grread: { check: grreadAnswer },
};
const ANSWER_EXAMPLE = 'an answer such as {"point": [x, y]}, {"int": 3}, {"string": "text"} or {"enter": true}';

const scriptedInput: Check = (v, f) => {
  if (!isObject(v)) return fail(f, `must be ${ANSWER_EXAMPLE}, not ${shown(v)}`);
  const kinds = Object.keys(v).filter((k) => Object.hasOwn(ANSWERS, k));
  if (kinds.length === 0) return fail(f, `must be ${ANSWER_EXAMPLE}`);
  // an entity pick may carry its pick point: {entity, point}
  const kind = kinds.includes('entity') ? 'entity' : kinds.length === 1 ? (kinds[0] as string) : fail(f, `must be one answer, not ${kinds.join(' and ')} together`);
  const spec = ANSWERS[kind as AnswerKind] as (typeof ANSWERS)[AnswerKind];
  spec.check(v[kind], `${f}.${kind}`);
  for (const k of Object.keys(v)) {
    if (k === kind) continue;
    const extra = spec.also?.[k];
    if (!extra) fail(`${f}.${k}`, `is not part of a ${kind} answer`);
    else extra(v[k], `${f}.${k}`);
  }
};

const DRAWINGS: Record<DrawingSource['kind'], Record<string, Check>> = {
  empty: {},
  dxf: { name: boundedString(REQUEST_LIMITS.fileName), text: string },
  sample: { name: boundedString(REQUEST_LIMITS.fileName) },
  snapshot: { id: boundedString(200) },
};

const drawing: Check = (v, f) => {
  if (!isObject(v)) return fail(f, `must be a drawing source such as {"kind": "empty"}, not ${shown(v)}`);
  const kind = v.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(DRAWINGS, kind)) return fail(`${f}.kind`, `must be one of ${Object.keys(DRAWINGS).join(', ')}, not ${shown(kind)}`);
  const fields = DRAWINGS[kind as DrawingSource['kind']];
  for (const [k, check] of Object.entries(fields)) check(v[k], `${f}.${k}`);
  for (const k of Object.keys(v)) if (k !== 'kind' && !Object.hasOwn(fields, k)) fail(`${f}.${k}`, `is not part of a ${kind} drawing`);
};

const sourceFile: Check = (v, f) => {
  if (!isObject(v)) return fail(f, `must be a file {"name": ..., "text": ...}, not ${shown(v)}`);
  boundedString(REQUEST_LIMITS.fileName)(v.name, `${f}.name`);
  string(v.text, `${f}.text`);
  for (const k of Object.keys(v)) if (k !== 'name' && k !== 'text') fail(`${f}.${k}`, 'is not part of a source file');
};

const env: Check = (v, f) => {
  if (!isObject(v)) return fail(f, `must be an object of NAME: "value" strings, not ${shown(v)}`);
  const names = Object.keys(v);
  if (names.length > REQUEST_LIMITS.envVars) fail(f, `must have at most ${REQUEST_LIMITS.envVars} variables`);
  for (const k of names) {
    if (k === '' || k.length > 256) fail(f, 'variable names must be 1 to 256 characters');
    string(v[k], `${f}.${k}`);
  }
};

/** The expected effect: parseEffect names the first problem; rule lists are bounded like the rest of a request. */
const effect: Check = (v, f) => {
  if (isObject(v))
    for (const list of ['modified', 'added', 'deleted', 'tables'])
      if (Array.isArray(v[list]) && (v[list] as unknown[]).length > REQUEST_LIMITS.effectRules) fail(`${f}.${list}`, `must have at most ${REQUEST_LIMITS.effectRules} items`);
  const parsed = parseEffect(v);
  if (!parsed.ok) fail(f, `is not a valid expected effect: ${parsed.problems[0]}`);
};

const DIFF_COUNTS = ['added', 'deleted', 'modified'];

const EXPECTATIONS: Record<keyof CaseExpectations, Check> = {
  effect,
  requireEffect: boolean,
  error: string,
  stage: (v, f) => {
    if (typeof v !== 'string' || !(RUN_STAGES as readonly string[]).includes(v)) fail(f, `must be one of ${RUN_STAGES.join(', ')}, not ${shown(v)}`);
  },
  output: arrayOf(REQUEST_LIMITS.expectedOutputs, string),
  diff: (v, f) => {
    if (!isObject(v)) return fail(f, `must be an object of entity counts such as {"added": 1}, not ${shown(v)}`);
    for (const k of Object.keys(v)) {
      if (!DIFF_COUNTS.includes(k)) fail(`${f}.${k}`, `is not a diff count (${DIFF_COUNTS.join(', ')})`);
      integer(0, Number.MAX_SAFE_INTEGER)(v[k], `${f}.${k}`);
    }
  },
  confirmed: arrayOf(REQUEST_LIMITS.expectedOutputs, string),
};

const expect: Check = (v, f) => {
  if (!isObject(v)) return fail(f, `must be an object of expectations such as {"effect": {...}}, not ${shown(v)}`);
  for (const k of Object.keys(v)) {
    if (!Object.hasOwn(EXPECTATIONS, k)) fail(`${f}.${k}`, 'is not an expectation (effect, requireEffect, error, stage, output, diff, confirmed)');
    if (v[k] !== undefined) EXPECTATIONS[k as keyof CaseExpectations](v[k], `${f}.${k}`);
  }
};

/**
 * The check of each RunRequest field. Adding a field to RunRequest (an expected effect, dialog
 * answers, grread events...) means adding its check here: the Record type makes it a compile error
 * to forget.
 */
const FIELDS: Record<keyof RunRequest, Check> = {
  files: (v, f) => {
    arrayOf(REQUEST_LIMITS.files, sourceFile)(v, f);
    if ((v as unknown[]).length === 0) fail(f, 'must hold at least one source file');
  },
  entry: boundedString(REQUEST_LIMITS.fileName),
  preload: arrayOf(REQUEST_LIMITS.files, boundedString(REQUEST_LIMITS.fileName)),
  drawing,
  budget: integer(1, MAX_BUDGET),
  inputs: arrayOf(REQUEST_LIMITS.inputs, scriptedInput),
  call: boundedString(REQUEST_LIMITS.callLength),
  assertions: arrayOf(REQUEST_LIMITS.assertions, string),
  wantSnapshots: boolean,
  snapshotBase: boundedString(128),
  env,
  escAtPrompt: integer(1, 1_000_000),
  interactive: boolean,
  expect,
  plot: boundedString(REQUEST_LIMITS.callLength, false),
};

/** Throws a RequestError naming the first bad field; returns the request typed when it is good. */
export function validateRunRequest(req: unknown): RunRequest {
  if (!isObject(req)) return fail('request', `must be an object, not ${shown(req)}`);
  for (const k of Object.keys(req)) {
    if (!Object.hasOwn(FIELDS, k)) fail(k, 'is not a RunRequest field');
    const v = req[k];
    // an explicit undefined (an optional field left out by a spread) counts as absent
    if (v !== undefined) FIELDS[k as keyof RunRequest](v, k);
  }
  if (req.files === undefined) fail('files', 'must hold at least one source file');
  const r = req as unknown as RunRequest;
  if (r.entry !== undefined && !r.files.some((file) => file.name === r.entry)) fail('entry', `names no file of the request (${shown(r.entry)})`);
  return r;
}
