/*
 * The group-code type table, once: which DXF group codes carry strings, reals, integers, points,
 * handles, booleans or binary chunks (the ranges of the DXF reference's "Group Code Value Types").
 * The DXF reader and writer, entget/entmod, snapshots, the ssget filter compiler, the renderer's
 * inspector and the agent's inspector all read it (hosts through interpreter/index.ts).
 */

export type CodeType = 'str' | 'real' | 'int' | 'point' | 'handle' | 'bool' | 'binary';

const TYPE_CACHE = new Map<number, CodeType>();

/** The value type of a group code. */
export function codeType(code: number): CodeType {
  let t = TYPE_CACHE.get(code);
  if (t === undefined) {
    t = computeType(code);
    TYPE_CACHE.set(code, t);
  }
  return t;
}

function computeType(c: number): CodeType {
  if (c === -2 || c === -1) return 'handle';
  if (c === 5 || c === 105) return 'str';
  if (c >= 0 && c <= 9) return 'str';
  if (isPointCode(c)) return 'point';
  if (c >= 10 && c <= 59) return 'real';
  if (c >= 60 && c <= 99) return 'int';
  if (c === 100 || c === 101 || c === 102) return 'str';
  if (c >= 110 && c <= 149) return 'real';
  if (c >= 160 && c <= 169) return 'int';
  if (c >= 170 && c <= 179) return 'int';
  if (c >= 210 && c <= 239) return 'real';
  if (c >= 270 && c <= 289) return 'int';
  if (c >= 290 && c <= 299) return 'bool';
  if (c >= 310 && c <= 319) return 'binary';
  if (c >= 320 && c <= 369) return 'handle';
  if (c >= 370 && c <= 389) return 'int';
  if (c >= 390 && c <= 399) return 'handle';
  if (c >= 400 && c <= 409) return 'int';
  if (c >= 420 && c <= 429) return 'int';
  if (c >= 440 && c <= 459) return 'int';
  if (c >= 460 && c <= 469) return 'real';
  if (c >= 480 && c <= 481) return 'handle';
  if (c >= 1010 && c <= 1059) return 'real';
  if (c >= 1060 && c <= 1071) return 'int';
  return 'str';
}

/** X codes of points whose Y and Z follow at code + 10 and code + 20. */
export function isPointCode(c: number): boolean {
  return (c >= 10 && c <= 18) || (c >= 110 && c <= 112) || (c >= 210 && c <= 213) || (c >= 1010 && c <= 1013);
}

/** Pointer codes shown as enames by entget (330, 340, 350, 360 ranges, 390, 480...). */
export function isPointerCode(c: number): boolean {
  return (c >= 320 && c <= 369) || (c >= 390 && c <= 399) || c === 480 || c === 481;
}

/** Numeric codes that hold integers (INT in entget). */
export function isIntCode(c: number): boolean {
  const t = codeType(c);
  return t === 'int' || t === 'bool';
}

/** Numeric codes that hold REALs, point coordinates included (printed as AutoLISP reals). */
export function isRealCode(c: number): boolean {
  const t = codeType(c);
  return t === 'real' || t === 'point';
}
