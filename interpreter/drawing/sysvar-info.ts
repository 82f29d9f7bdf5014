/*
 * System variables described for people and tools — the editor's completion and hover, the
 * agent's lookup, docs — with each variable's Autodesk help page (assets/sysvars/
 * autocad-sysvars-help.json). Kept apart from sysvar-inventory.ts so runs never load the pages.
 */
import help from '../../assets/sysvars/autocad-sysvars-help.json' with { type: 'json' };
import { allSysvarDefs } from './sysvar-inventory.js';
import type { SysvarType } from './sysvar-table.js';

/** One system variable as the editor, the agent and the docs describe it. */
export interface SysvarInfo {
  name: string;
  type: 'integer' | 'real' | 'string' | '2D point' | '3D point';
  /** the default as AutoLISP prints it (imperial template) */
  default: string;
  /** the metric template's default, where it differs */
  metricDefault?: string;
  readOnly: boolean;
  /** drawing | registry | user-settings | not-saved */
  savedIn?: string;
  /** "0..32767", when the value has a range */
  range?: string;
  bitcoded: boolean;
  /** Autodesk's help page for the variable */
  help?: string;
}

const TYPE_WORDS: Record<SysvarType, SysvarInfo['type']> = { int: 'integer', real: 'real', str: 'string', pt2: '2D point', pt3: '3D point' };

function printDefault(type: SysvarType, v: number | string | number[]): string {
  if (typeof v === 'string') return JSON.stringify(v);
  const real = (n: number): string => (Number.isInteger(n) ? `${n}.0` : String(n));
  if (Array.isArray(v)) return `(${v.map(real).join(' ')})`;
  return type === 'real' ? real(v) : String(v);
}

let infos: SysvarInfo[] | undefined;

/** Every known system variable, sorted by name. */
export function sysvarInfo(): readonly SysvarInfo[] {
  if (infos) return infos;
  // read here, not at load time, so bundles that never call this can leave the pages out
  const pages = help.pages as Record<string, string>;
  infos = [...allSysvarDefs().values()]
    .map((d): SysvarInfo => {
      const i: SysvarInfo = { name: d.name, type: TYPE_WORDS[d.type], default: printDefault(d.type, d.value), readOnly: !!d.readOnly, bitcoded: !!d.bitcoded };
      if (d.metricValue !== undefined) i.metricDefault = printDefault(d.type, d.metricValue);
      if (d.savedIn) i.savedIn = d.savedIn;
      if (d.min !== undefined || d.max !== undefined) i.range = `${d.min ?? ''}..${d.max ?? ''}`;
      const page = pages[d.name];
      if (page) i.help = help.url + page;
      return i;
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return infos;
}
