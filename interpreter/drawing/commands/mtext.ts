/*
 * MTEXT and -MTEXT on the command line (MTEXT from a program shows the command-line prompts, as
 * initdia says): the first corner, then the opposite corner or Height / Justify / Line spacing /
 * Rotation / Style / Width / Columns (repeated until a corner or a Width is given), then "MText:"
 * lines until an empty one; the lines are joined with \P. Corpus idioms: (command "-mtext" p1 p2
 * str ""), (command "_.MTEXT" pt "W" 2.5 str ""). MTEXT entity [MTEXT DXF reference]: 10 the
 * attachment corner of the box, 40 height (the style's fixed height, else TEXTSIZE), 41 box width,
 * 71 attachment 1..9, 72 1, 1 (3 chunks of 250 characters before a long text's last part), 7 style,
 * 11 direction, 50 rotation, 73/44 line spacing. 42/43 (the text's own extents) need a font and
 * are left out.
 */
import type { Vec3 } from '../geometry/vec.js';
import { defineCommand } from './engine/command-def.js';
import { askStyle, styleInfo } from './text.js';

const ATTACH = ['TL', 'TC', 'TR', 'ML', 'MC', 'MR', 'BL', 'BC', 'BR'];

export const MTEXT = defineCommand({
  names: ['MTEXT', '-MTEXT'],
  *run(io) {
    let style = styleInfo(io) ?? { name: 'Standard', height: 0, width: 1, oblique: 0, gen: 0 };
    let h = style.height > 0 ? style.height : io.num('TEXTSIZE', 0.2);
    io.message(`Current text style:  "${style.name}"  Text height:  ${io.fmtDist(h)}  Annotative:  No`);
    let p1: Vec3;
    for (;;) {
      const a = yield* io.point('Specify first corner: ');
      if (a.kind === 'point') {
        p1 = a.p;
        break;
      }
    }
    let attach = 1;
    let rot = 0;
    let width: number | undefined;
    let spacing: [number, number] = [1, 1];
    for (;;) {
      const a = yield* io.point('Specify opposite corner or [Height/Justify/Line spacing/Rotation/Style/Width/Columns]: ', { base: p1 });
      if (a.kind === 'point') {
        const c = Math.cos(-rot);
        const s = Math.sin(-rot);
        const dx = a.p[0] - p1[0];
        const dy = a.p[1] - p1[1];
        width = Math.abs(dx * c - dy * s);
        // the box's corner for the attachment (top-left for TL ...), in the text's own frame
        const lx = dx * c - dy * s;
        const ly = dx * s + dy * c;
        const left = Math.min(0, lx);
        const right = Math.max(0, lx);
        const top = Math.max(0, ly);
        const bottom = Math.min(0, ly);
        const col = (attach - 1) % 3;
        const row = Math.floor((attach - 1) / 3);
        const x = col === 0 ? left : col === 1 ? (left + right) / 2 : right;
        const y = row === 0 ? top : row === 1 ? (top + bottom) / 2 : bottom;
        p1 = [p1[0] + x * Math.cos(rot) - y * Math.sin(rot), p1[1] + x * Math.sin(rot) + y * Math.cos(rot), p1[2]];
        break;
      }
      if (a.kind !== 'keyword') continue;
      if (a.k === 'Width') {
        const w = yield* io.distance('Specify width: ', { base: p1, positive: true });
        if (w.kind === 'number') {
          width = w.n;
          break;
        }
      } else if (a.k === 'Height') {
        const v = yield* io.distance(`Specify height <${io.fmtDist(h)}>: `, { base: p1, enter: true, positive: true, nonzero: true });
        if (v.kind === 'number') {
          h = v.n;
          io.setReal('TEXTSIZE', h);
        }
      } else if (a.k === 'Justify') {
        const j = yield* io.keyword(`Enter justification [TL/TC/TR/ML/MC/MR/BL/BC/BR] <${ATTACH[attach - 1]}>: `, { enter: true });
        if (j.kind === 'keyword') attach = ATTACH.indexOf(j.k) + 1;
      } else if (a.k === 'Line') {
        const t = yield* io.keyword('Enter line spacing type [At least/Exactly] <At least>: ', { enter: true });
        const f = yield* io.ask(`Enter line spacing factor or distance <${spacing[1]}x>: `, { text: true, enter: true });
        const kind = t.kind === 'keyword' && t.k === 'Exactly' ? 2 : 1;
        let factor = spacing[1];
        if (f.kind === 'text') {
          const m = /^\s*([\d.]+)\s*(x?)\s*$/i.exec(f.s);
          if (m) factor = m[2] ? Number(m[1]) : Number(m[1]) / (h * (5 / 3));
        }
        spacing = [kind, factor];
      } else if (a.k === 'Rotation') {
        const r = yield* io.angle(`Specify rotation angle <${io.fmtAngle(rot)}>: `, { base: p1, enter: true });
        if (r.kind === 'number') rot = r.n;
      } else if (a.k === 'Style') {
        style = (yield* askStyle(io)) ?? style;
        if (style.height > 0) h = style.height;
      } else if (a.k === 'Columns') {
        yield* io.keyword('Enter column type [Dynamic/Static/No columns] <Dynamic>: ', { enter: true });
      }
    }
    const lines: string[] = [];
    for (;;) {
      const t = yield* io.text('MText: ');
      if (t === '') break;
      lines.push(t);
    }
    if (lines.length === 0) return;
    const text = lines.join('\\P');
    const chunks: Array<[number, string]> = [];
    let rest = text;
    while (rest.length > 250) {
      chunks.push([3, rest.slice(0, 250)]);
      rest = rest.slice(250);
    }
    chunks.push([1, rest]);
    const dir = io.wcs([Math.cos(rot), Math.sin(rot), 0]);
    const o = io.wcs([0, 0, 0]);
    io.add('MTEXT', [
      [10, io.wcs(p1)], [40, h], [41, width ?? 0], [46, 0], [71, attach], [72, 1], ...chunks, [7, style.name],
      [210, io.normal()], [11, [dir[0] - o[0], dir[1] - o[1], dir[2] - o[2]]], [50, io.ocsAngle(rot)], [73, spacing[0]], [44, spacing[1]],
    ]);
  },
});
