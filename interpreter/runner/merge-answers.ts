/*
 * Interactive answers saved as scripted inputs. A drafter's dialog comes back one event at a
 * time (a tile changed, then another, then OK); consecutive events of one dialog are merged into
 * one {dialog: {tiles, press}} answer while that replays the same way: the earlier event pressed
 * nothing and the later one sets none of the same tiles again.
 */
import type { ScriptedInput } from './contract.js';

export function mergeDialogAnswers(answers: readonly ScriptedInput[]): ScriptedInput[] {
  const out: ScriptedInput[] = [];
  for (const a of answers) {
    const prev = out[out.length - 1];
    if (prev && 'dialog' in prev && 'dialog' in a) {
      const p = prev.dialog;
      const n = a.dialog;
      const overlap = Object.keys(n.tiles ?? {}).some((k) => k in (p.tiles ?? {}));
      if (p.press === undefined && !p.cancel && p.name === n.name && !overlap) {
        const merged = { ...p, ...n, tiles: { ...(p.tiles ?? {}), ...(n.tiles ?? {}) } };
        if (Object.keys(merged.tiles).length === 0) delete (merged as { tiles?: unknown }).tiles;
        out[out.length - 1] = { dialog: merged };
        continue;
      }
    }
    out.push(a);
  }
  return out;
}
