/*
 * The default DrawingInspector, built on the runner alone: one run of an empty program with
 * snapshots gives layers, entities and blocks; a second, tiny probe program prints the system
 * variables that matter and the real entget lists of the sample entities (AutoCAD's own printing).
 * When the probe cannot run (an interpreter without getvar/entget yet), samples fall back to the
 * snapshot's groups and sysvars are left out. No access to drawing internals is needed.
 */
import { isIntCode } from '../interpreter/index.js';
import type { DrawingSnapshot, SnapshotEntity } from '../interpreter/runner/contract.js';
import type { DrawingInspector, DrawingReport, EntityFilter, RunLisp, SessionContext } from './ports.js';

export const INSPECTED_SYSVARS = [
  'CLAYER', 'CECOLOR', 'CELTYPE', 'OSMODE', 'ORTHOMODE', 'CMDECHO', 'INSUNITS', 'LUNITS', 'LUPREC',
  'AUNITS', 'ANGBASE', 'ANGDIR', 'TEXTSTYLE', 'TEXTSIZE', 'LTSCALE', 'DIMSCALE', 'PICKSTYLE', 'EXTMIN', 'EXTMAX',
];
const DEFAULT_LIMIT = 3;
const MAX_LIMIT = 20;

/** Glob match with * and ?, case-insensitive (layer and type names). */
export function wildMatch(pattern: string, text: string): boolean {
  return pattern.split(',').some((p) => {
    const body = p.trim().replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
    return new RegExp(`^${body}$`, 'i').test(text);
  });
}

const lispString = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** An entget-like printing of snapshot groups (fallback when entget cannot run). */
export function formatGroups(e: SnapshotEntity): string {
  const item = ([code, v]: [number, string | number | number[]]): string => {
    if (Array.isArray(v)) return `(${code} ${v.map(num).join(' ')})`;
    if (typeof v === 'number') return `(${code} . ${isIntCode(code) ? String(Math.trunc(v)) : num(v)})`;
    return `(${code} . ${lispString(v)})`;
  };
  return `(${e.groups.map(item).join(' ')})`;
}
const num = (n: number): string => (Number.isInteger(n) ? n.toFixed(1) : String(n));

function probeCode(handles: string[]): string {
  return [
    `(foreach v '(${INSPECTED_SYSVARS.map(lispString).join(' ')}) (princ "V ") (prin1 v) (princ " ") (prin1 (getvar v)) (terpri))`,
    `(foreach h '(${handles.map(lispString).join(' ')}) (princ "E ") (prin1 (entget (handent h))) (terpri))`,
    '(princ)',
  ].join('\n');
}

export function reportFromSnapshot(snap: DrawingSnapshot, filter: EntityFilter): { report: DrawingReport; sample: SnapshotEntity[] } {
  const live = snap.entities.filter((e) => !e.deleted && !e.block);
  const countsByType: Record<string, number> = {};
  const countsByTypeAndLayer: Record<string, number> = {};
  const perLayer = new Map<string, number>();
  for (const e of live) {
    countsByType[e.type] = (countsByType[e.type] ?? 0) + 1;
    const k = `${e.type}@${e.layer}`;
    countsByTypeAndLayer[k] = (countsByTypeAndLayer[k] ?? 0) + 1;
    perLayer.set(e.layer.toUpperCase(), (perLayer.get(e.layer.toUpperCase()) ?? 0) + 1);
  }
  const matching = live.filter((e) => (!filter.type || wildMatch(filter.type, e.type)) && (!filter.layer || wildMatch(filter.layer, e.layer)));
  const limit = Math.min(MAX_LIMIT, Math.max(0, filter.limit ?? DEFAULT_LIMIT));
  const sample = matching.slice(0, limit);
  return {
    sample,
    report: {
      name: snap.name,
      entityCount: live.length,
      layers: snap.layers.map((l) => ({ ...l, entities: perLayer.get(l.name.toUpperCase()) ?? 0 })),
      countsByType,
      countsByTypeAndLayer,
      blocks: Object.keys(snap.blocks).filter((b) => !b.startsWith('*')),
      sysvars: {},
      samples: sample.map(formatGroups),
      matched: matching.length,
    },
  };
}

export function runnerInspector(runLisp: RunLisp, session: () => SessionContext): DrawingInspector {
  return {
    async inspect(filter, signal) {
      const s = session();
      const base = await runLisp({ files: [{ name: 'inspect.lsp', text: '(princ)' }], drawing: s.drawing, wantSnapshots: true }, signal);
      const snap = base.before ?? base.after;
      if (!snap) throw new Error(`the runner returned no snapshot of ${s.drawingName}${base.error ? `: ${base.error.message}` : ''}`);
      const { report, sample } = reportFromSnapshot(snap, filter);
      const probe = await runLisp({ files: [{ name: 'inspect.lsp', text: probeCode(sample.map((e) => e.handle)) }], drawing: s.drawing }, signal);
      if (probe.ok) {
        const samples: string[] = [];
        for (const line of probe.output.map((c) => c.text).join('').split('\n')) {
          const v = /^V "([A-Z]+)" (.*)$/.exec(line);
          if (v) report.sysvars[v[1] as string] = v[2] as string;
          else if (line.startsWith('E ')) samples.push(line.slice(2));
        }
        if (samples.length === sample.length) report.samples = samples;
      }
      return report;
    },
  };
}
