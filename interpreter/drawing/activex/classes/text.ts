/*
 * Text, MText, Attribute (ATTDEF) and AttributeReference (ATTRIB) over their groups:
 *   TextString 1, InsertionPoint 10, TextAlignmentPoint 11, Height 40, Rotation 50 (radians),
 *   ScaleFactor 41, ObliqueAngle 51, StyleName 7, TextGenerationFlag 71 (Backward 2, UpsideDown 4),
 *   Alignment ⇔ 72 with 73 (TEXT) or 74 (ATTRIB/ATTDEF) by AutoCAD's acAlignment table;
 *   TagString 2, PromptString 3, Mode / Invisible / Constant / Verify / Preset ⇔ 70 bits 1/2/4/8,
 *   FieldLength 73, LockPosition 280;
 *   MText: TextString 1 (+3 chunks), Width 41, AttachmentPoint 71, DrawingDirection 72,
 *   LineSpacingFactor 44, LineSpacingStyle 73, Rotation 50 / direction 11.
 * Changing Alignment away from Left puts the alignment point at the old insertion point (AutoCAD
 * keeps the text where it was; Lispwright has no font metrics to do the same exactly).
 */
import { raise } from '../../../core/errors.js';
import { real, type Value } from '../../../core/values.js';
import type { DbRecord } from '../../model/record.js';
import { TagBuilder } from '../../model/tags.js';
import { argBool, argDouble, argLong, argText } from '../convert.js';
import { writeBody, writeGroups } from '../edit.js';
import { defineClass, type AxTarget, type ClassPart } from '../model.js';
import { numOf, pointOf, strOf } from '../read.js';
import { ENTITY_PART, NORMAL_PART, OBJECT_PART, THICKNESS_PART, flagProperty, intProperty, pointProperty, realProperty, textProperty } from './common.js';

type Part = ClassPart;

/** acAlignment value → [72, vertical] and back. */
const ALIGN: ReadonlyArray<readonly [number, number]> = [
  [0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0],
  [0, 3], [1, 3], [2, 3], [0, 2], [1, 2], [2, 2], [0, 1], [1, 1], [2, 1],
];

function alignmentOf(h: number, v: number): number {
  const i = ALIGN.findIndex(([a, b]) => a === h && b === v);
  return i < 0 ? 0 : i;
}

const styleName = (t: AxTarget, v: Value): string => {
  const name = argText(v);
  const st = t.drawing.db.tableEntry('STYLE', name);
  if (!st) return raise('axAutomation', 'Key not found');
  return strOf(st, 2, name);
};

/** The single-line text part TEXT, ATTRIB and ATTDEF share; `vcode` is the vertical alignment code. */
function textPart(vcode: 73 | 74): Part {
  return {
    get: {
      Alignment: (t) => alignmentOf(numOf(t.rec(), 72, 0), numOf(t.rec(), vcode, 0)),
      StyleName: (t) => strOf(t.rec(), 7, 'Standard'),
      Backward: (t) => t.session.bool((numOf(t.rec(), 71, 0) & 2) !== 0),
      UpsideDown: (t) => t.session.bool((numOf(t.rec(), 71, 0) & 4) !== 0),
    },
    put: {
      Alignment: (t, v) => {
        const a = argLong(v);
        const hv = ALIGN[a];
        if (!hv) return raise('axServerError', 'Invalid input');
        const r = t.rec();
        const wasLeft = numOf(r, 72, 0) === 0 && numOf(r, vcode, 0) === 0;
        const groups: Array<[number, number | number[]]> = [[72, hv[0]], [vcode, hv[1]]];
        if (wasLeft && a !== 0) groups.push([11, pointOf(r, 10)]);
        writeGroups(t, groups);
      },
      StyleName: (t, v) => writeGroups(t, [[7, styleName(t, v)]]),
      Backward: (t, v) => writeGroups(t, [[71, flagged(t.rec(), 2, v)]]),
      UpsideDown: (t, v) => writeGroups(t, [[71, flagged(t.rec(), 4, v)]]),
    },
  };
}

function flagged(r: DbRecord, bit: number, v: Value): number {
  const f = numOf(r, 71, 0);
  return argBool(v) ? f | bit : f & ~bit;
}

const SINGLE_LINE: Part[] = [
  OBJECT_PART,
  ENTITY_PART,
  THICKNESS_PART,
  NORMAL_PART,
  textProperty('TextString', 1),
  pointProperty('InsertionPoint', 10),
  pointProperty('TextAlignmentPoint', 11),
  realProperty('Height', 40, 2.5, (n) => n > 0),
  realProperty('Rotation', 50),
  realProperty('ScaleFactor', 41, 1, (n) => n > 0),
  realProperty('ObliqueAngle', 51),
  intProperty('TextGenerationFlag', 71, 0, new Set([0, 2, 4, 6])),
];

export const TEXT_CLASS = defineClass('Text', 'IAcadText', 'AutoCAD Text Interface', [...SINGLE_LINE, textPart(73)]);

/** What ATTDEF and ATTRIB share (Verify and Preset are the definition's only). */
const ATTRIBUTE_FLAGS: Part[] = [
  textProperty('TagString', 2),
  flagProperty('Invisible', 70, 1),
  flagProperty('Constant', 70, 2),
  { ...flagProperty('Verify', 70, 4), shared: true },
  { ...flagProperty('Preset', 70, 8), shared: true },
  intProperty('FieldLength', 73, 0),
  {
    get: {
      LockPosition: (t) => t.session.bool(lastLock(t.rec()) !== 0),
      MTextAttribute: (t) => t.session.bool(t.rec().body.c.includes(101)),
    },
  },
];

/** The lock-position flag: the last 280 of an R2010+ ATTRIB/ATTDEF (the first is the version). */
function lastLock(r: DbRecord): number {
  const c = r.body.c;
  const idx = c.lastIndexOf(280);
  return idx >= 0 && c.indexOf(280) !== idx ? Number(r.body.v[idx]) : 0;
}

export const ATTRIBUTE_CLASS = defineClass('Attribute', 'IAcadAttribute', 'AutoCAD Attribute Interface', [
  ...SINGLE_LINE,
  textPart(74),
  ...ATTRIBUTE_FLAGS,
  textProperty('PromptString', 3),
  {
    get: { Mode: (t) => numOf(t.rec(), 70, 0) & 15 },
    put: {
      Mode: (t, v) => {
        const m = argLong(v);
        if (m < 0 || m > 15) return raise('axServerError', 'Invalid input');
        writeGroups(t, [[70, m]]);
      },
    },
  },
]);

export const ATTRIBUTE_REFERENCE_CLASS = defineClass('AttributeReference', 'IAcadAttributeReference', 'AutoCAD Attribute Reference Interface', [
  ...SINGLE_LINE,
  textPart(74),
  ...ATTRIBUTE_FLAGS,
  { put: { Constant: () => raise('axServerError', 'Member not found') } },
]);

// ---- MTEXT ----------------------------------------------------------------------------------

/** The whole MTEXT contents: the 3 chunks in order, then the 1. */
function mtextString(r: DbRecord): string {
  let s = '';
  for (let i = 0; i < r.body.c.length; i++) if (r.body.c[i] === 3) s += String(r.body.v[i]);
  return s + strOf(r, 1, '');
}

/** The body with new contents: 250-character 3 chunks and a final 1, where the old ones were. */
function withMtextString(r: DbRecord, text: string): DbRecord['body'] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > 250) {
    chunks.push(rest.slice(0, 250));
    rest = rest.slice(250);
  }
  const out = new TagBuilder();
  let placed = false;
  for (let i = 0; i < r.body.c.length; i++) {
    const c = r.body.c[i]!;
    if (c === 3) continue;
    if (c === 1) {
      for (const ch of chunks) out.push(3, ch);
      out.push(1, rest);
      placed = true;
      continue;
    }
    out.push(c, r.body.v[i]!);
  }
  if (!placed) {
    for (const ch of chunks) out.push(3, ch);
    out.push(1, rest);
  }
  return out.done();
}

export const MTEXT_CLASS = defineClass('MText', 'IAcadMText', 'AutoCAD MText Interface', [
  OBJECT_PART,
  ENTITY_PART,
  NORMAL_PART,
  pointProperty('InsertionPoint', 10),
  realProperty('Height', 40, 2.5, (n) => n > 0),
  realProperty('Width', 41, 0, (n) => n >= 0),
  intProperty('AttachmentPoint', 71, 1, new Set([1, 2, 3, 4, 5, 6, 7, 8, 9])),
  intProperty('DrawingDirection', 72, 1, new Set([1, 2, 3, 4, 5])),
  realProperty('LineSpacingFactor', 44, 1, (n) => n >= 0.25 && n <= 4),
  intProperty('LineSpacingStyle', 73, 1, new Set([1, 2])),
  {
    get: {
      TextString: (t) => mtextString(t.rec()),
      StyleName: (t) => strOf(t.rec(), 7, 'Standard'),
      Rotation: (t) => {
        const r = t.rec();
        const i = r.body.c.indexOf(11);
        if (i >= 0) {
          const d = r.body.v[i] as number[];
          const a = Math.atan2(d[1] ?? 0, d[0] ?? 1);
          return real(a < 0 ? a + 2 * Math.PI : a);
        }
        return real(numOf(r, 50, 0));
      },
      LineSpacingDistance: (t) => real((numOf(t.rec(), 44, 1) * 5 * numOf(t.rec(), 40, 2.5)) / 3),
      BackgroundFill: (t) => t.session.bool((numOf(t.rec(), 90, 0) & 1) !== 0),
    },
    put: {
      TextString: (t, v) => {
        const r = t.rec();
        writeBody(t.drawing, r, withMtextString(r, argText(v)));
      },
      StyleName: (t, v) => writeGroups(t, [[7, styleName(t, v)]]),
      Rotation: (t, v) => {
        const a = argDouble(v);
        writeGroups(t, [[50, a], [11, [Math.cos(a), Math.sin(a), 0]]]);
      },
      LineSpacingDistance: (t, v) => writeGroups(t, [[44, (argDouble(v) * 3) / (5 * numOf(t.rec(), 40, 2.5))]]),
    },
  },
]);

export { mtextString };
