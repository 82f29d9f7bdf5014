/** `--report`'s lines (loaded only for --report: the reactor lines come from the agent's run formatting). */
import type { RunResult } from '../interpreter/runner/contract.js';
import { reactionLines } from '../agent/run-format.js';

/** `--report`: what the run showed and changed, as comment lines after its output. */
export function reportText(r: RunResult): string {
  const lines: string[] = [];
  for (const d of r.dialogs ?? []) {
    const pressed = d.press ? `${d.press} pressed` : 'closed';
    lines.push(`; dialog "${d.name}" (${d.file}): ${pressed}, start_dialog returned ${d.status} (${d.answeredBy})`);
    const tiles = Object.entries(d.tiles).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
    if (tiles.length) lines.push(`;   ${tiles.join(' ')}`);
    for (const why of d.rejected ?? []) lines.push(`;   answer not applied: ${why}`);
  }
  if (r.unansweredPrompts.length) lines.push(`; unanswered: ${r.unansweredPrompts.join(', ')}`);
  if (r.reactions?.length) {
    lines.push(`; reactors fired: ${r.reactions.length + (r.reactionsDropped ?? 0)} callback(s)`);
    for (const l of reactionLines(r)) lines.push(`;   ${l}`);
  }
  if (r.statusLine) lines.push(`; status line: ${r.statusLine}`);
  const g = r.graphics;
  if (g) lines.push(`; temporary graphics: ${g.vectors.length} vector(s) in ${g.frames + 1} frame(s)${g.texts.length ? `, status "${g.texts.map((t) => t.text).join('" "')}"` : ''}`);
  const diff = r.diff;
  if (diff) {
    const s = diff.summary;
    lines.push(`; drawing: ${s.added} added, ${s.deleted} deleted, ${s.modified} modified${diff.tables.length ? `, ${diff.tables.length} table record(s) changed` : ''}`);
    for (const e of diff.entities.slice(0, 50)) {
      const groups = (e.groups ?? []).map((c) => `${c.code}: ${c.before ?? '-'} -> ${c.after ?? '-'}`).join('; ');
      lines.push(`;   ${e.change} ${e.type} ${e.handle} on ${e.layer}${groups ? ` (${groups})` : ''}`);
    }
    if (diff.entities.length > 50) lines.push(`;   ... ${diff.entities.length - 50} more`);
    for (const t of diff.tables) lines.push(`;   ${t.change} ${t.table} ${t.name}`);
    for (const v of diff.sysvars) lines.push(`;   ${v.name}: ${v.before} -> ${v.after}`);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}
