/*
 * The default DrawingInspector, built on the runner alone: one run of an empty program with
 * snapshots gives layers, entities and blocks; a second, tiny probe program prints the system
 * variables that matter, the real entget lists of the sample entities (AutoCAD's own printing) and
 * the layout name of each paper space. When the probe cannot run, samples fall back to the
 * snapshot's groups and sysvars are left out. No access to drawing internals is needed.
 *
 * Counted: live entities of model space and of every layout (paper space too, by layout name, as
 * ssget "X" sees them), without the sub-entities VERTEX, ATTRIB and SEQEND. Extents are the
 * snapshot's, computed by the drawing's geometry (interpreter/drawing/geometry), since the header's
 * EXTMIN/EXTMAX may still be the ±1e20 placeholders.
 * Everything here goes to the model as untrusted data (tool-exec.ts wraps it).
 */
import { compileGlob, countedEntities, isIntCode, SUB_ENTITIES } from '../interpreter/index.js';
import type { DrawingSnapshot, SnapshotEntity } from '../interpreter/runner/contract.js';
import type { DrawingInspector, DrawingReport, EntityFilter, RunLisp, SessionContext, TextContent } from './ports.js';

export const INSPECTED_SYSVARS = [
  'CLAYER', 'CECOLOR', 'CELTYPE', 'OSMODE', 'ORTHOMODE', 'CMDECHO', 'INSUNITS', 'LUNITS', 'LUPREC',
  'AUNITS', 'ANGBASE', 'ANGDIR', 'TEXTSTYLE', 'TEXTSIZE', 'LTSCALE', 'DIMSCALE', 'PICKSTYLE', 'EXTMIN', 'EXTMAX',
];
const DEFAULT_LIMIT = 3;
const MAX_LIMIT = 20;
const MAX_TEXTS = 50;
const TEXT_CHARS = 80;
const TEXT_TYPES = new Set(['TEXT', 'MTEXT', 'ATTRIB', 'ATTDEF']);
export { SUB_ENTITIES, countedEntities };

/** Glob match with * and ?, case-insensitive (layer and type names). */
export function wildMatch(pattern: string, text: string): boolean {
  // the interpreter's linear-time glob: a pattern from the model can never make it backtrack
  return pattern.split(',').some((p) => compileGlob(p.trim(), { caseInsensitive: true })(text));
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

const isPaper = (e: SnapshotEntity): boolean => e.block !== undefined && /^\*paper_space/i.test(e.block);


/** A text entity's contents in one abbreviated line (MTEXT: its 3 and 1 groups joined). */
export function textOf(e: SnapshotEntity): TextContent | undefined {
  if (!TEXT_TYPES.has(e.type)) return undefined;
  const parts = e.groups.filter(([c, v]) => (c === 1 || c === 3) && typeof v === 'string').map(([c, v]) => [c, v as string] as const);
  // MTEXT keeps its text in 3 groups (250-character pieces) followed by the last piece in 1
  const raw = [...parts.filter(([c]) => c === 3), ...parts.filter(([c]) => c === 1)].map(([, v]) => v).join('');
  const flat = raw.replace(/\s+/g, ' ').trim();
  const text = flat.length > TEXT_CHARS ? `${flat.slice(0, TEXT_CHARS - 1)}…` : flat;
  const tag = e.groups.find(([c]) => c === 2)?.[1];
  return { handle: e.handle, type: e.type, layer: e.layer, ...(e.type === 'ATTRIB' || e.type === 'ATTDEF' ? { tag: String(tag ?? '') } : {}), text };
}

/** Placeholder extents (±1e20, a header that was never computed) are not reported as extents. */
const isPlaceholder = (printed: string): boolean => /e\+?0*(19|2\d)\b/i.test(printed);

export function reportFromSnapshot(snap: DrawingSnapshot, filter: EntityFilter): { report: DrawingReport; sample: SnapshotEntity[]; paperBlocks: Map<string, string> } {
  const live = countedEntities(snap);
  const countsByType: Record<string, number> = {};
  const countsByTypeAndLayer: Record<string, number> = {};
  const countsByLayout: Record<string, number> = {};
  const perLayer = new Map<string, number>();
  // paper-space block name -> a handle in it (the probe asks entget for its 410 layout name)
  const paperBlocks = new Map<string, string>();
  for (const e of live) {
    countsByType[e.type] = (countsByType[e.type] ?? 0) + 1;
    const k = `${e.type}@${e.layer}`;
    countsByTypeAndLayer[k] = (countsByTypeAndLayer[k] ?? 0) + 1;
    perLayer.set(e.layer.toUpperCase(), (perLayer.get(e.layer.toUpperCase()) ?? 0) + 1);
    const layout = e.block === undefined ? 'Model' : e.block;
    countsByLayout[layout] = (countsByLayout[layout] ?? 0) + 1;
    if (e.block !== undefined && !paperBlocks.has(e.block)) paperBlocks.set(e.block, e.handle);
  }
  const fits = (e: SnapshotEntity) => (!filter.type || wildMatch(filter.type, e.type)) && (!filter.layer || wildMatch(filter.layer, e.layer));
  const matching = live.filter(fits);
  const limit = Math.min(MAX_LIMIT, Math.max(0, filter.limit ?? DEFAULT_LIMIT));
  const sample = matching.slice(0, limit);
  const report: DrawingReport = {
    name: snap.name,
    entityCount: live.length,
    countsByLayout,
    layers: snap.layers.map((l) => ({ ...l, entities: perLayer.get(l.name.toUpperCase()) ?? 0 })),
    countsByType,
    countsByTypeAndLayer,
    blocks: Object.keys(snap.blocks).filter((b) => !b.startsWith('*')),
    sysvars: {},
    samples: sample.map(formatGroups),
    matched: matching.length,
  };
  if (snap.extents) report.extents = snap.extents;
  if (filter.texts) {
    // ATTRIBs are not counted (they belong to their INSERT) but their values are texts of the drawing
    const all = snap.entities.filter((e) => !e.deleted && (e.block === undefined || isPaper(e)) && TEXT_TYPES.has(e.type) && fits(e));
    report.texts = all.slice(0, MAX_TEXTS).map(textOf).filter((t): t is TextContent => t !== undefined);
    report.textsMatched = all.length;
  }
  return { sample, report, paperBlocks };
}

function probeCode(handles: string[], paperHandles: string[]): string {
  return [
    `(foreach v '(${INSPECTED_SYSVARS.map(lispString).join(' ')}) (princ "V ") (prin1 v) (princ " ") (prin1 (getvar v)) (terpri))`,
    `(foreach h '(${handles.map(lispString).join(' ')}) (princ "E ") (prin1 (entget (handent h))) (terpri))`,
    `(foreach h '(${paperHandles.map(lispString).join(' ')}) (princ "L ") (prin1 h) (princ " ") (prin1 (cdr (assoc 410 (entget (handent h))))) (terpri))`,
    '(princ)',
  ].join('\n');
}

export function runnerInspector(runLisp: RunLisp, session: () => SessionContext): DrawingInspector {
  return {
    async inspect(filter, signal) {
      const s = session();
      const base = await runLisp({ files: [{ name: 'inspect.lsp', text: '(princ)' }], drawing: s.drawing, wantSnapshots: true }, signal);
      const snap = base.before ?? base.after;
      if (!snap) throw new Error(`the runner returned no snapshot of ${s.drawingName}${base.error ? `: ${base.error.message}` : ''}`);
      const { report, sample, paperBlocks } = reportFromSnapshot(snap, filter);
      const probe = await runLisp({ files: [{ name: 'inspect.lsp', text: probeCode(sample.map((e) => e.handle), [...paperBlocks.values()]) }], drawing: s.drawing }, signal);
      if (probe.ok) {
        const samples: string[] = [];
        const layoutOf = new Map<string, string>();
        for (const line of probe.output.map((c) => c.text).join('').split('\n')) {
          const v = /^V "([A-Z]+)" (.*)$/.exec(line);
          const l = /^L "([^"]+)" "(.*)"$/.exec(line);
          if (v) report.sysvars[v[1] as string] = v[2] as string;
          else if (l) layoutOf.set(l[1]!, l[2]!);
          else if (line.startsWith('E ')) samples.push(line.slice(2));
        }
        if (samples.length === sample.length) report.samples = samples;
        for (const [block, handle] of paperBlocks) {
          const name = layoutOf.get(handle);
          if (!name || name === block || report.countsByLayout[block] === undefined) continue;
          report.countsByLayout[name] = (report.countsByLayout[name] ?? 0) + report.countsByLayout[block]!;
          delete report.countsByLayout[block];
        }
        for (const k of ['EXTMIN', 'EXTMAX']) {
          const printed = report.sysvars[k];
          if (printed !== undefined && isPlaceholder(printed)) report.sysvars[k] = `${printed} (placeholder: the header was never computed; see extents)`;
        }
      }
      return report;
    },
  };
}
