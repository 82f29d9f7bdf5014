/*
 * The expected effect: the change a case declares it makes to the drawing, in one JSON form shared
 * by the agent's run_lisp (`expect_effect`), `.test.lsp` (`;;; expect-effect: {...}`), the
 * workbench and the export sidecar (README, "Expected effect"):
 *
 *   {"modified": [{"filter": [[0, "LINE"], [8, "OLD_LAYER"]], "groups": {"8": "NEW_LAYER"}, "count": 3}],
 *    "added":    [{"type": "CIRCLE", "count": 1, "groups": {"8": "HOLES"}}],
 *    "deleted":  [{"filter": [[8, "TEMP"]], "count": 2}],
 *    "sysvars":  "unchanged",
 *    "tables":   [{"table": "LAYER", "name": "HOLES", "change": "added"}]}
 *
 * Here the form is declared and read (parseEffect: every problem named, so the model or the drafter
 * can fix the declaration); effect-check.ts compares it with a run's diff.
 */

/** A group value as JSON carries it: a string, a number, or a point. */
export type EffectValue = string | number | number[];

/** One rule of `modified`, `added` or `deleted`. */
export interface EffectRule {
  /** ssget-style [code, value] pairs (wildcards in strings) matched against the drawing before the run (`added`: after) */
  filter?: Array<[number, EffectValue]>;
  /** `added`: the entity type (a shorthand for the filter's [0, TYPE]) */
  type?: string;
  /** group code -> the value those entities must have after the run */
  groups?: Record<string, EffectValue>;
  /** exactly this many entities (absent: every entity the filter matches, at least one) */
  count?: number;
}

export interface TableEffect {
  /** LAYER, LTYPE, STYLE, BLOCK, DIMSTYLE, ... */
  table: string;
  name: string;
  /** default 'added' */
  change?: 'added' | 'deleted' | 'modified';
}

export interface ExpectedEffect {
  modified?: EffectRule[];
  added?: EffectRule[];
  deleted?: EffectRule[];
  /** "unchanged" (the default) or the variables that must end with these values */
  sysvars?: 'unchanged' | Record<string, EffectValue>;
  /** listed: the table records the run must change, and no others (unlisted: added layers are only reported) */
  tables?: TableEffect[];
}

/** What comparing an expected effect with a run's diff found (RunResult.effect). */
export interface EffectReport {
  /** the effect that was checked */
  effect: ExpectedEffect;
  held: boolean;
  /** each way the run differs from the effect, in words ("2 LINE on OLD_LAYER were deleted, expected modified") */
  mismatches: string[];
  /** changes reported that do not count against the effect (the layer an entmod named, made implicitly) */
  notes: string[];
}

export type ParsedEffect = { ok: true; effect: ExpectedEffect } | { ok: false; problems: string[] };

const TOP_KEYS = ['modified', 'added', 'deleted', 'sysvars', 'tables'];
const RULE_KEYS = ['filter', 'type', 'groups', 'count'];
const CHANGES = ['added', 'deleted', 'modified'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isValue = (v: unknown): v is EffectValue =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || (Array.isArray(v) && v.length >= 2 && v.length <= 3 && v.every((n) => typeof n === 'number' && Number.isFinite(n)));
const isCode = (k: string): boolean => /^-?\d+$/.test(k.trim());

function rule(v: unknown, where: string, list: string, problems: string[]): EffectRule | undefined {
  if (!isObject(v)) {
    problems.push(`${where}: each item of "${list}" is an object like {"filter": [[0, "LINE"]], "count": 1}`);
    return undefined;
  }
  for (const k of Object.keys(v)) if (!RULE_KEYS.includes(k)) problems.push(`${where}: unknown key "${k}" (a rule has ${RULE_KEYS.join(', ')})`);
  const out: EffectRule = {};
  if (v.filter !== undefined) {
    if (!Array.isArray(v.filter) || v.filter.some((p) => !Array.isArray(p) || p.length !== 2 || !Number.isInteger(p[0]) || !isValue(p[1])))
      problems.push(`${where}.filter: a list of [code, value] pairs, e.g. [[0, "LINE"], [8, "OLD_LAYER"]]`);
    else out.filter = (v.filter as Array<[number, EffectValue]>).map(([c, x]) => [c, x]);
  }
  if (v.type !== undefined) {
    if (typeof v.type !== 'string' || !v.type.trim()) problems.push(`${where}.type: an entity type such as "CIRCLE"`);
    else out.type = v.type.trim().toUpperCase();
  }
  if (v.groups !== undefined) {
    if (!isObject(v.groups) || Object.entries(v.groups).some(([k, x]) => !isCode(k) || !isValue(x)))
      problems.push(`${where}.groups: an object of group code -> value, e.g. {"8": "NEW_LAYER", "62": 1}`);
    else out.groups = Object.fromEntries(Object.entries(v.groups).map(([k, x]) => [String(Number(k)), x as EffectValue]));
  }
  if (v.count !== undefined) {
    if (!Number.isInteger(v.count) || (v.count as number) < 0) problems.push(`${where}.count: a whole number (0 or more)`);
    else out.count = v.count as number;
  }
  if (list === 'added') {
    if (!out.type && !out.filter) problems.push(`${where}: an "added" rule needs "type" (or a "filter" matched against the drawing after the run)`);
  } else if (!out.filter) problems.push(`${where}: a "${list}" rule needs "filter", the entities it applies to as they were before the run`);
  return out;
}

/** Read an expected effect from JSON (text or parsed), naming every problem. */
export function parseEffect(input: unknown): ParsedEffect {
  let v = input;
  if (typeof input === 'string') {
    try {
      v = JSON.parse(input);
    } catch (e) {
      return { ok: false, problems: [`the expected effect is not valid JSON: ${(e as Error).message}`] };
    }
  }
  if (!isObject(v)) return { ok: false, problems: ['the expected effect is a JSON object like {"modified": [...], "added": [...], "deleted": [...], "sysvars": "unchanged"}'] };
  const problems: string[] = [];
  const effect: ExpectedEffect = {};
  for (const k of Object.keys(v)) if (!TOP_KEYS.includes(k)) problems.push(`unknown key "${k}" (the expected effect has ${TOP_KEYS.join(', ')})`);
  for (const list of ['modified', 'added', 'deleted'] as const) {
    const items = v[list];
    if (items === undefined) continue;
    if (!Array.isArray(items)) {
      problems.push(`"${list}" is a list of rules (it may be empty)`);
      continue;
    }
    effect[list] = items.map((it, i) => rule(it, `${list}[${i}]`, list, problems)).filter((r): r is EffectRule => r !== undefined);
  }
  if (v.sysvars !== undefined) {
    if (v.sysvars === 'unchanged') effect.sysvars = 'unchanged';
    else if (isObject(v.sysvars) && Object.values(v.sysvars).every(isValue))
      effect.sysvars = Object.fromEntries(Object.entries(v.sysvars).map(([k, x]) => [k.toUpperCase(), x as EffectValue]));
    else problems.push('"sysvars" is "unchanged" or an object of variable -> the value it must end with, e.g. {"CLAYER": "NEW_LAYER"}');
  }
  if (v.tables !== undefined) {
    if (!Array.isArray(v.tables)) problems.push('"tables" is a list like [{"table": "LAYER", "name": "HOLES", "change": "added"}]');
    else
      effect.tables = v.tables.flatMap((t, i): TableEffect[] => {
        if (!isObject(t) || typeof t.table !== 'string' || typeof t.name !== 'string' || (t.change !== undefined && !CHANGES.includes(t.change as string))) {
          problems.push(`tables[${i}]: {"table": "LAYER", "name": "HOLES", "change": "added" | "deleted" | "modified"}`);
          return [];
        }
        return [{ table: t.table.toUpperCase(), name: t.name, change: (t.change as TableEffect['change']) ?? 'added' }];
      });
  }
  return problems.length ? { ok: false, problems } : { ok: true, effect };
}

/** The effect as stable JSON (keys in a fixed order): what headers, sidecars and comparisons use. */
export function effectJson(e: ExpectedEffect): string {
  const ruleOut = (r: EffectRule) => ({
    ...(r.type !== undefined ? { type: r.type } : {}),
    ...(r.filter !== undefined ? { filter: r.filter } : {}),
    ...(r.groups !== undefined ? { groups: r.groups } : {}),
    ...(r.count !== undefined ? { count: r.count } : {}),
  });
  const out: Record<string, unknown> = {};
  for (const k of ['modified', 'added', 'deleted'] as const) if (e[k]) out[k] = e[k]!.map(ruleOut);
  out.sysvars = e.sysvars ?? 'unchanged';
  if (e.tables) out.tables = e.tables.map((t) => ({ table: t.table, name: t.name, change: t.change ?? 'added' }));
  return JSON.stringify(out);
}
