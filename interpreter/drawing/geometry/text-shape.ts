/*
 * Where TEXT, ATTRIB, ATTDEF and MTEXT put their box (text-box.ts metrics), as a glyph frame (glyph
 * space: origin at the first line's baseline start, x along the text, y up) into entity space.
 * TEXT: OCS; 10 is the baseline start, 11 the alignment point when 72/73 (ATTRIB/ATTDEF: 74) ask
 * for one — centre/right/middle place the approximate width around it, aligned (72 = 3) and fit
 * (72 = 5) stretch the text from 10 to 11 (aligned keeps the aspect by scaling the height);
 * 50 rotation, 71 backward (2) and upside-down (4) mirror the glyphs about the alignment point.
 * MTEXT: WCS; 10 the attachment point (71), 11 the text direction (else 50 in the OCS of 210); the
 * lines and runs are mtext.ts's (wrapped at 41, spacing 44/73, inline height/colour/rules).
 */
import type { PlanEmitter } from './emit.js';
import { extrusionOf, num, point, str, type Tags } from './groups.js';
import { apply, applyLinear, chain, fromAxes, rotateZ, scale, translate, type Mat } from './matrix.js';
import { ocsToWcs } from './ocs.js';
import { displayText, textBoxLocal } from './text-box.js';
import { layoutMtext, parseMtext } from './mtext.js';
import { cross, unit, type Vec3 } from './vec.js';

export interface TextDefaults {
  /** height used when an entity has none (TEXTSIZE) */
  textSize?: number;
  /** a style's width factor, for entities without 41 */
  styleWidth?(style: string): number | undefined;
}

/** TEXT / ATTRIB / ATTDEF into an emitter whose space is the entity's OCS. */
export function textShape(type: string, g: Tags, em: PlanEmitter, d: TextDefaults): void {
  const ins = point(g, 10);
  if (!ins) return;
  const raw = (type === 'ATTDEF' ? str(g, 2) : str(g, 1)) ?? '';
  let h = num(g, 40, 0);
  if (!(h > 0)) h = d.textSize ?? 1;
  let wf = num(g, 41, d.styleWidth?.(str(g, 7) ?? 'Standard') ?? 1);
  if (!(wf > 0)) wf = 1;
  const oblique = num(g, 51, 0);
  let rot = num(g, 50, 0);
  const gen = num(g, 71, 0);
  const hj = num(g, 72, 0);
  const vj = num(g, type === 'TEXT' ? 73 : 74, 0);
  const upright = textBoxLocal(raw, { height: h, widthFactor: wf, oblique: 0 });
  const advance = upright[2];
  const h0 = h;
  const wf0 = wf;
  const al = point(g, 11);
  let origin = ins;
  let dx = 0;
  let dy = 0;
  if ((hj === 3 || hj === 5) && al && advance > 0) {
    const span = Math.hypot(al[0] - ins[0], al[1] - ins[1]);
    if (span > 0) {
      rot = Math.atan2(al[1] - ins[1], al[0] - ins[0]);
      if (hj === 3) h *= span / advance;
      else wf *= span / advance;
    }
  } else if ((hj !== 0 || vj !== 0) && al) {
    origin = al;
    dx = hj === 1 || hj === 4 ? -advance / 2 : hj === 2 ? -advance : 0;
    dy = hj === 4 || vj === 2 ? -h / 2 : vj === 1 ? h / 3 : vj === 3 ? -h : 0;
  }
  // the box measured for the advance is the box, unless aligned/fit changed the size or the glyphs lean
  const box = oblique === 0 && h === h0 && wf === wf0 ? upright : textBoxLocal(raw, { height: h, widthFactor: wf, oblique });
  const frame = chain(translate(dx, dy), scale(gen & 2 ? -1 : 1, gen & 4 ? -1 : 1, 1), rotateZ(rot), translate(origin[0], origin[1], origin[2]));
  em.text(frame, box, displayText(raw), h, 0);
}

/** MTEXT into an emitter whose space is the WCS: one text primitive per styled run of each line (mtext.ts). */
export function mtextShape(all: Tags, em: PlanEmitter, d: TextDefaults): void {
  // R2018 files append column data after `101 "Embedded Object"` with its own 10/11/40/41: not the text's
  const cut = all.c.indexOf(101);
  const g: Tags = cut < 0 ? all : { c: all.c.slice(0, cut), v: all.v.slice(0, cut) };
  const ins = point(g, 10);
  if (!ins) return;
  let h = num(g, 40, 0);
  if (!(h > 0)) h = d.textSize ?? 1;
  let raw = '';
  for (let i = 0; i < g.c.length; i++) if (g.c[i] === 3 && typeof g.v[i] === 'string') raw += g.v[i] as string;
  raw += str(g, 1) ?? '';
  let wf = d.styleWidth?.(str(g, 7) ?? 'Standard') ?? 1;
  if (!(wf > 0)) wf = 1;
  const layout = layoutMtext(parseMtext(raw, { height: h, widthFactor: wf }), { height: h, width: num(g, 41, 0), spacing: num(g, 44, 1), spacingStyle: num(g, 73, 1) });
  const att = Math.min(9, Math.max(1, num(g, 71, 1)));
  const col = (att - 1) % 3;
  const row = Math.floor((att - 1) / 3);
  // the attachment point is on the rectangle's top, middle or bottom; lines are justified left, centred or right on it
  const top = row === 0 ? 0 : row === 1 ? layout.height / 2 : layout.height;
  const n = unit(extrusionOf(g)) ?? [0, 0, 1];
  let xdir = point(g, 11);
  const a = num(g, 50, 0);
  // 11 is filled with (1, 0, 0) when a file has only 50 (radians, as the DXF reference says): then 50 turns it.
  // AutoCAD keeps 11 a unit vector; one that is not came from elsewhere (the reader can take the
  // embedded object's 11 of an R2018 file), so it is not the direction either.
  const len = xdir ? Math.hypot(xdir[0], xdir[1], xdir[2] ?? 0) : 0;
  if (!xdir || Math.abs(len - 1) > 1e-6 || (a !== 0 && xdir[0] === 1 && xdir[1] === 0 && xdir[2] === 0)) xdir = applyLinear(ocsToWcs(n), Math.cos(a), Math.sin(a), 0);
  const xu = unit(xdir)!;
  const yu = cross(n, xu);
  const base: Mat = fromAxes(xu, yu, n, ins as Vec3);
  for (const line of layout.lines) {
    const lx = -(col * line.width) / 2;
    const ly = top - line.baseline;
    for (const run of line.runs) {
      const text = run.text.trimEnd();
      if (!text.trim()) continue;
      const box = textBoxLocal(text, { height: run.height, widthFactor: run.widthFactor, oblique: 0 });
      const frame = chain(translate(lx + run.x, ly), base);
      const ink = run.aci !== undefined ? { aci: run.aci } : run.rgb !== undefined ? { rgb: run.rgb } : undefined;
      em.text(frame, box, text.replace(/\u00a0/g, ' '), run.height, 0, ink);
      const rule = (y: number): void => {
        em.moveTo(apply(frame, 0, y, 0));
        em.lineTo(apply(frame, box[2], y, 0));
      };
      if (run.underline) rule(-run.height / 5);
      if (run.overline) rule(run.height * 1.2);
      if (run.strike) rule(run.height / 2);
    }
  }
  em.flush();
}

/** True for an attribute that is not displayed (70 bit 1). */
export const invisibleAttribute = (g: Tags): boolean => (num(g, 70, 0) & 1) !== 0;

/** An ATTDEF is shown in a block reference only when constant (70 bit 2). */
export const constantAttdef = (g: Tags): boolean => (num(g, 70, 0) & 2) !== 0;
