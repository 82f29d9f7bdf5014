/*
 * Expected effects and diffs in words, for people: the workbench shows the declaration and what
 * the run changed side by side, the agent's cards and the export header say the same. One wording
 * for both sides, so "3 LINE on OLD_LAYER modified: layer → NEW_LAYER" reads the same in the
 * declaration and in the diff.
 */
import type { DrawingDiff, EntityChange } from './contract.js';
import { SELF_CHANGING_SYSVARS } from '../drawing/sysvar-table.js';
import type { EffectRule, EffectValue, ExpectedEffect } from './effect.js';

const GROUP_WORDS: Readonly<Record<number, string>> = {
  1: 'text', 2: 'name', 6: 'linetype', 7: 'text style', 8: 'layer', 10: 'position', 11: 'second point', 38: 'elevation', 39: 'thickness',
  40: 'height or radius', 41: 'width factor', 48: 'linetype scale', 50: 'angle', 62: 'colour', 370: 'lineweight', 420: 'true colour',
};

/** "layer", "colour", or "group 72". */
export const groupWord = (code: number): string => GROUP_WORDS[code] ?? `group ${code}`;

export const valueText = (v: EffectValue): string => (Array.isArray(v) ? `(${v.join(' ')})` : String(v));

const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);

/** "LINE on OLD_LAYER", "entity with colour 5", from a rule's type and filter. */
export function entityPhrase(r: Pick<EffectRule, 'type' | 'filter'>, n = 1): string {
  const pairs = r.filter ?? [];
  const type = r.type ?? (pairs.find(([c]) => c === 0)?.[1] as string | undefined);
  const layer = pairs.find(([c]) => c === 8)?.[1];
  const rest = pairs.filter(([c]) => c !== 0 && c !== 8).map(([c, v]) => `${groupWord(c)} ${valueText(v)}`);
  return [type ? String(type).toUpperCase() : plural(n, 'entity', 'entities'), ...(layer !== undefined ? [`on ${valueText(layer)}`] : []), ...(rest.length ? [`with ${rest.join(', ')}`] : [])].join(' ');
}

const groupsPhrase = (g: Record<string, EffectValue> | undefined): string =>
  g && Object.keys(g).length ? Object.entries(g).map(([c, v]) => `${groupWord(Number(c))} → ${valueText(v)}`).join(', ') : 'any change';

const countWord = (r: EffectRule): string => (r.count !== undefined ? String(r.count) : 'every');

/** The declaration in words, one line per rule, then the system variables and tables. */
export function describeEffect(e: ExpectedEffect): string[] {
  const lines: string[] = [];
  for (const r of e.modified ?? []) lines.push(`${countWord(r)} ${entityPhrase(r, r.count ?? 2)} modified: ${groupsPhrase(r.groups)}`);
  for (const r of e.added ?? []) {
    const g = { ...(r.groups ?? {}) };
    const layer = g['8'];
    delete g['8'];
    const rest = Object.keys(g).length ? ` with ${Object.entries(g).map(([c, v]) => `${groupWord(Number(c))} ${valueText(v)}`).join(', ')}` : '';
    lines.push(`${countWord(r)} ${entityPhrase(r, r.count ?? 2)} added${layer !== undefined ? ` on ${valueText(layer)}` : ''}${rest}`);
  }
  for (const r of e.deleted ?? []) lines.push(`${countWord(r)} ${entityPhrase(r, r.count ?? 2)} deleted`);
  if (!lines.length) lines.push('no entity changes');
  const sv = e.sysvars;
  if (sv && sv !== 'unchanged' && Object.keys(sv).length) lines.push(`system variables: ${Object.entries(sv).map(([k, v]) => `${k} → ${valueText(v)}`).join(', ')}; no others changed`);
  else lines.push('system variables unchanged');
  if (e.tables) lines.push(e.tables.length ? `tables: ${e.tables.map((t) => `${t.table} ${t.name} ${t.change ?? 'added'}`).join(', ')}` : 'no table records change');
  return lines;
}

/** Identical changes grouped; group values shown when every entity of the group shares them. */
export function describeDiff(diff: DrawingDiff, limit = 15): string[] {
  const buckets = new Map<string, EntityChange[]>();
  for (const e of diff.entities) {
    const codes = (e.groups ?? []).map((g) => g.code).join(',');
    const key = `${e.change}|${e.type}|${e.layer}|${codes}`;
    const b = buckets.get(key);
    if (b) b.push(e);
    else buckets.set(key, [e]);
  }
  const lines: string[] = [];
  for (const list of buckets.values()) {
    const e = list[0]!;
    const n = list.length;
    let what = `${n} ${e.type} on ${e.layer} ${e.change}`;
    if (e.change === 'modified') {
      const parts = (e.groups ?? []).map((g, i) => {
        const same = list.every((x) => x.groups?.[i]?.before === g.before && x.groups?.[i]?.after === g.after);
        return same ? `${groupWord(g.code)} ${g.before ?? '∅'} → ${g.after ?? '∅'}` : `${groupWord(g.code)} changed`;
      });
      if (parts.length) what += `: ${parts.join(', ')}`;
    }
    lines.push(what);
  }
  for (const t of diff.tables) lines.push(`${t.table.toLowerCase()} ${t.name} ${t.change}`);
  for (const s of diff.sysvars) if (!SELF_CHANGING_SYSVARS.has(s.name.toUpperCase())) lines.push(`system variable ${s.name} ${s.before} → ${s.after} (left changed)`);
  if (!lines.length) return ['drawing unchanged'];
  return lines.length <= limit ? lines : [...lines.slice(0, limit), `…and ${lines.length - limit} more kinds of change`];
}
