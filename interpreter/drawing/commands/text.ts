/*
 * TEXT and -TEXT on the command line: start point, or Justify / Style, or a justification keyword
 * given directly ("_MC"); the height prompt only when the style's fixed height is 0; the rotation
 * (not for Align and Fit); then "Enter text:". From a program one string ends the command
 * (Autodesk's command-s example passes exactly one: (command-s "._-text" insPt "" "0" "Sample Text")).
 * -TEXT honours TEXTEVAL (a "(" expression is evaluated); TEXT takes the text literally.
 * TEXT entity [TEXT DXF reference, tbox]: 10 first alignment point, 11 the second (the given point
 * for non-left justification; 0,0,0 for Left), 40 height, 1, 50 rotation, 41/51/71 from the style,
 * 7 style, 72/73 justification. For justified text AutoCAD derives 10 from the font; Lispwright uses
 * its text-box approximation (selection/geometry/text-box.ts), so 10 of justified text is close but
 * not exact. TEXTSIZE takes the height entered, TEXTSTYLE the style.
 */
import { MESSAGES } from '../../core/messages.js';
import { princ } from '../../core/printer.js';
import { tagGet, tagNum } from '../model/tags.js';
import { textBoxLocal } from '../geometry/text-box.js';
import type { Vec3 } from '../geometry/vec.js';
import type { GV } from '../geometry/groups.js';
import { angleOf, dist2d } from './engine/arcs.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';

/** Justification keyword -> (72, 73) and the prompt for its point. */
const JUSTIFY: Readonly<Record<string, [number, number, string]>> = {
  Left: [0, 0, 'Specify start point of text: '],
  Center: [1, 0, 'Specify center point of text: '],
  Right: [2, 0, 'Specify right endpoint of text baseline: '],
  Align: [3, 0, 'Specify first endpoint of text baseline: '],
  Middle: [4, 0, 'Specify middle point of text: '],
  Fit: [5, 0, 'Specify first endpoint of text baseline: '],
  TL: [0, 3, 'Specify top-left point of text: '],
  TC: [1, 3, 'Specify top-center point of text: '],
  TR: [2, 3, 'Specify top-right point of text: '],
  ML: [0, 2, 'Specify middle-left point of text: '],
  MC: [1, 2, 'Specify middle point of text: '],
  MR: [2, 2, 'Specify middle-right point of text: '],
  BL: [0, 1, 'Specify bottom-left point of text: '],
  BC: [1, 1, 'Specify bottom-center point of text: '],
  BR: [2, 1, 'Specify bottom-right point of text: '],
};
const JUSTIFY_KEYWORDS = 'TL TC TR ML MC MR BL BC BR Align Fit Center Middle Right Left';
const JUSTIFY_PROMPT = 'Enter an option [Left/Center/Right/Align/Middle/Fit/TL/TC/TR/ML/MC/MR/BL/BC/BR]: ';

interface TextMemory {
  justify: string;
  rotation: number;
}
const memoryOf = (io: CommandIo): TextMemory => io.memory('text', (): TextMemory => ({ justify: 'Left', rotation: 0 }));

export interface StyleInfo {
  name: string;
  height: number;
  width: number;
  oblique: number;
  gen: number;
}

/** The text style record's settings (the current TEXTSTYLE when `name` is not given). */
export function styleInfo(io: CommandIo, name = io.str('TEXTSTYLE', 'Standard')): StyleInfo | undefined {
  const r = io.d.db.tableEntry('STYLE', name);
  if (!r) return undefined;
  return { name: String(tagGet(r.body, 2)), height: tagNum(r.body, 40), width: tagNum(r.body, 41, 1) || 1, oblique: tagNum(r.body, 50), gen: tagNum(r.body, 71) };
}

/** "Enter style name or [?] <Standard>:" -> the style (TEXTSTYLE set), or the current one. */
export function* askStyle(io: CommandIo): Ask<StyleInfo | undefined> {
  for (;;) {
    const cur = io.str('TEXTSTYLE', 'Standard');
    const a = yield* io.ask(`Enter style name or [?] <${cur}>: `, { text: true, enter: true });
    if (a.kind === 'enter') return styleInfo(io);
    if (a.kind === 'keyword') {
      io.message(`Text styles:\n${styleNames(io).map((n) => `Style name: "${n}"`).join('\n')}`);
      continue;
    }
    const s = a.kind === 'text' ? styleInfo(io, a.s) : undefined;
    if (s) {
      io.ctx.sysvars.set('TEXTSTYLE', s.name);
      return s;
    }
    io.complainText(MESSAGES.textStyleNotFound(a.kind === 'text' ? a.s : ''));
  }
}

function styleNames(io: CommandIo): string[] {
  return (io.d.db.table('STYLE')?.order ?? []).map((h) => String(tagGet(io.d.db.get(h)!.body, 2) ?? ''));
}

function* pointOf(io: CommandIo, prompt: string, base?: Vec3): Ask<Vec3> {
  for (;;) {
    const a = yield* io.point(prompt, base ? { base } : {});
    if (a.kind === 'point') return a.p;
  }
}

/** The baseline start (10) of justified text from its alignment point, by the text-box metrics. */
function firstPoint(text: string, align: Vec3, h: number, rot: number, style: StyleInfo, hj: number, vj: number): Vec3 {
  const [, minY, maxX, maxY] = textBoxLocal(text, { height: h, widthFactor: style.width, oblique: style.oblique });
  const dx = hj === 1 || hj === 4 ? maxX / 2 : hj === 2 ? maxX : 0;
  const dy = vj === 3 ? h : vj === 2 ? h / 2 : vj === 1 ? minY : hj === 4 ? (minY + maxY) / 2 : 0;
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  return [align[0] - dx * c + dy * s, align[1] - dx * s - dy * c, align[2]];
}

/** Where and how text goes: what the placement prompts gave. */
export interface TextPlacement {
  style: StyleInfo;
  justify: string;
  p1: Vec3;
  p2: Vec3 | undefined;
  height: number;
  rotation: number;
}

/**
 * The placement prompts TEXT and ATTDEF share: start point or Justify/Style (or a justification
 * keyword), the second point for Align/Fit, the height unless the style fixes it, the rotation.
 */
export function* textPlacement(io: CommandIo): Ask<TextPlacement> {
  const mem = memoryOf(io);
  let style = styleInfo(io) ?? { name: 'Standard', height: 0, width: 1, oblique: 0, gen: 0 };
  let justify = 'Left';
  let p1: Vec3;
  for (;;) {
    const a = yield* io.point('Specify start point of text or [Justify/Style]: ', { keywords: JUSTIFY_KEYWORDS });
    if (a.kind === 'point') {
      p1 = a.p;
      break;
    }
    if (a.kind !== 'keyword') continue;
    if (a.k === 'Style') {
      style = (yield* askStyle(io)) ?? style;
      continue;
    }
    if (a.k === 'Justify') {
      const j = yield* io.keyword(JUSTIFY_PROMPT);
      if (j.kind !== 'keyword') continue;
      justify = j.k;
    } else justify = a.k;
    p1 = yield* pointOf(io, JUSTIFY[justify]![2]);
    break;
  }
  let p2: Vec3 | undefined;
  if (justify === 'Align' || justify === 'Fit') p2 = yield* pointOf(io, 'Specify second endpoint of text baseline: ', p1);
  let h = style.height;
  if (h <= 0 && justify !== 'Align') {
    const cur = io.num('TEXTSIZE', 0.2);
    const a = yield* io.distance(`Specify height <${io.fmtDist(cur)}>: `, { base: p1, enter: true, positive: true, nonzero: true });
    h = a.kind === 'number' ? a.n : cur;
    io.setReal('TEXTSIZE', h);
  }
  let rot = p2 ? angleOf(p1, p2) : mem.rotation;
  if (!p2) {
    const a = yield* io.angle(`Specify rotation angle of text <${io.fmtAngle(mem.rotation)}>: `, { base: p1, enter: true });
    if (a.kind === 'number') rot = a.n;
    mem.rotation = rot;
  }
  return { style, justify, p1, p2, height: h, rotation: rot };
}

/** The text part's groups (10 40 1 50 41 51 7 71 72 11 210) for `text` placed as `pl`; 73 separately. */
export function textPartGroups(io: CommandIo, pl: TextPlacement, text: string): { groups: Array<[number, GV]>; vertical: number } {
  const { style, justify, p1, p2, rotation: rot } = pl;
  const [hj, vj] = JUSTIFY[justify]!;
  let h = pl.height;
  let width = style.width;
  if (p2) {
    const len = dist2d(p1, p2);
    const cells = Math.max(text.length - 1 / 3, 1e-9);
    if (justify === 'Align') h = len / (cells * width) || h || io.num('TEXTSIZE', 0.2);
    else width = len / (cells * h);
  }
  const first = p2 ? p1 : hj === 0 && vj === 0 ? p1 : firstPoint(text, p1, h, rot, style, hj, vj);
  const second: Vec3 = p2 ?? (hj === 0 && vj === 0 ? [0, 0, 0] : p1);
  const groups: Array<[number, GV]> = [
    [10, io.ocs(first)], [40, h], [1, text], [50, io.ocsAngle(rot)], [41, width], [51, style.oblique], [7, style.name], [71, style.gen],
    [72, hj], [11, second === p1 || p2 ? io.ocs(second) : [0, 0, 0]], [210, io.normal()],
  ];
  return { groups, vertical: vj };
}

export const TEXT = defineCommand({
  names: ['TEXT', '-TEXT', 'DTEXT'],
  *run(io) {
    const mem = memoryOf(io);
    const cur = styleInfo(io) ?? { name: 'Standard', height: 0, width: 1, oblique: 0, gen: 0 };
    const shownHeight = cur.height > 0 ? cur.height : io.num('TEXTSIZE', 0.2);
    io.message(`Current text style:  "${cur.name}"  Text height:  ${io.fmtDist(shownHeight)}  Annotative:  No  Justify:  ${mem.justify}`);
    const pl = yield* textPlacement(io);
    let text = yield* io.text('Enter text: ');
    if (io.invokedAs === '-TEXT' && io.num('TEXTEVAL', 0) === 1 && /^[(!]/.test(text)) {
      const v = text.startsWith('!') ? io.ctx.evaluate(io.ctx.readForm(text.slice(1))) : io.ctx.evaluate(io.ctx.readForm(text));
      text = princ(v);
    }
    if (text === '') return;
    mem.justify = pl.justify;
    const { groups, vertical } = textPartGroups(io, pl, text);
    io.add('TEXT', [...groups, [73, vertical]]);
    io.ctx.sysvars.set('TEXTSTYLE', pl.style.name);
  },
});
