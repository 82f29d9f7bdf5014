/*
 * AcCmColor (TrueColor): a colour value object outside the database. vla-get-TrueColor gives a
 * fresh one read from 62/420 (so the idiom get → SetRGB → put works on a copy), vla-put-TrueColor
 * writes it back: ByLayer 62 = 256, ByBlock 62 = 0, an index 62 = n, a true colour 420 = 0xRRGGBB
 * with 62 the nearest index, as AutoCAD stores it. GetInterfaceObject "AutoCAD.AcCmColor.NN" makes
 * a new one, ByLayer (as ObjectARX's AcCmEntityColor starts).
 */
import { raise } from '../../../core/errors.js';
import type { VlaObject } from '../../../core/values.js';
import { ACI_RGB, nearestAci } from '../../model/aci.js';
import type { DbRecord } from '../../model/record.js';
import { argLong, argText } from '../convert.js';
import { AxTarget, defineClass, type AxSession } from '../model.js';
import { groupOf } from '../read.js';

export const BY_LAYER = 192;
export const BY_BLOCK = 193;
export const BY_RGB = 194;
export const BY_ACI = 195;
const FOREGROUND = 197;

export interface CmColor {
  method: number;
  /** the ACI index (256 ByLayer, 0 ByBlock; the nearest index for a true colour) */
  index: number;
  rgb: number;
  book: string;
  name: string;
}

/** The colour an entity's (or layer's) groups say. */
export function colorOfRecord(r: DbRecord): CmColor {
  const aci = groupOf(r, 62);
  const tc = groupOf(r, 420);
  const index = typeof aci === 'number' ? Math.abs(aci) : 256;
  const book = groupOf(r, 430);
  const [bookName, colorName] = typeof book === 'string' && book.includes('$') ? book.split('$') : ['', ''];
  if (typeof tc === 'number') return { method: BY_RGB, index, rgb: tc & 0xffffff, book: bookName ?? '', name: colorName ?? '' };
  if (index === 256) return { method: BY_LAYER, index, rgb: 0, book: '', name: '' };
  if (index === 0) return { method: BY_BLOCK, index, rgb: 0, book: '', name: '' };
  return { method: BY_ACI, index, rgb: ACI_RGB[index] ?? 0xffffff, book: '', name: '' };
}

/** [62 value, 420 value or undefined] for a colour. */
export function colorGroups(c: CmColor): [number, number | undefined] {
  switch (c.method) {
    case BY_LAYER:
      return [256, undefined];
    case BY_BLOCK:
      return [0, undefined];
    case BY_RGB:
      return [nearestAci(c.rgb), c.rgb];
    default:
      return [c.index, undefined];
  }
}

export const ACCMCOLOR = defineClass('AcCmColor', 'IAcadAcCmColor', 'AutoCAD True Color Interface', [
  {
    get: {
      ColorMethod: (t) => cm(t).method,
      ColorIndex: (t) => cm(t).index,
      Red: (t) => (rgbOf(cm(t)) >> 16) & 0xff,
      Green: (t) => (rgbOf(cm(t)) >> 8) & 0xff,
      Blue: (t) => rgbOf(cm(t)) & 0xff,
      EntityColor: (t) => {
        const c = cm(t);
        return ((c.method << 24) | (c.method === BY_RGB ? c.rgb : c.method === BY_ACI ? c.index : 0)) | 0;
      },
      BookName: (t) => cm(t).book,
      ColorName: (t) => cm(t).name,
    },
    put: {
      ColorMethod: (t, v) => {
        const m = argLong(v);
        if (![BY_LAYER, BY_BLOCK, BY_RGB, BY_ACI, FOREGROUND].includes(m)) return raise('axServerError', 'Invalid input');
        const c = cm(t);
        c.method = m;
        if (m === BY_LAYER) c.index = 256;
        if (m === BY_BLOCK) c.index = 0;
        if (m === FOREGROUND) c.index = 7;
      },
      ColorIndex: (t, v) => {
        const n = argLong(v);
        if (n < 0 || n > 256) return raise('axServerError', 'Invalid input');
        const c = cm(t);
        c.index = n;
        c.method = n === 256 ? BY_LAYER : n === 0 ? BY_BLOCK : BY_ACI;
        c.rgb = ACI_RGB[n] ?? 0;
      },
      EntityColor: (t, v) => {
        const n = argLong(v) >>> 0;
        const c = cm(t);
        c.method = n >>> 24;
        if (c.method === BY_RGB) {
          c.rgb = n & 0xffffff;
          c.index = nearestAci(c.rgb);
        } else if (c.method === BY_ACI) c.index = n & 0xff;
        else c.index = c.method === BY_BLOCK ? 0 : 256;
      },
    },
    call: {
      SetRGB: (t, a) => {
        const [r, g, b] = a.map(argLong) as [number, number, number];
        if ([r, g, b].some((x) => x < 0 || x > 255)) return raise('axServerError', 'Invalid input');
        const c = cm(t);
        c.method = BY_RGB;
        c.rgb = (r << 16) | (g << 8) | b;
        c.index = nearestAci(c.rgb);
        return null;
      },
      SetNames: (t, a) => {
        const c = cm(t);
        c.name = argText(a[0]!);
        c.book = argText(a[1]!);
        return null;
      },
      Delete: () => null,
    },
  },
]);

function cm(t: AxTarget): CmColor {
  return t.data as CmColor;
}

function rgbOf(c: CmColor): number {
  return c.method === BY_RGB ? c.rgb : (ACI_RGB[c.index] ?? 0);
}

/** A fresh AcCmColor holding (a copy of) c. */
export function colorObject(s: AxSession, c: CmColor): VlaObject {
  return s.fresh(new AxTarget(s, ACCMCOLOR, '', { ...c }));
}

/** The colour an AcCmColor object holds (Type mismatch for any other object). */
export function colorOfObject(o: VlaObject): CmColor {
  const t = o.target;
  if (!(t instanceof AxTarget) || t.cls !== ACCMCOLOR) return raise('axServerError', 'Type mismatch');
  return { ...(t.data as CmColor) };
}

/** A new colour (what GetInterfaceObject gives): ByLayer. */
export const newColor = (): CmColor => ({ method: BY_LAYER, index: 256, rgb: 0, book: '', name: '' });
