/*
 * The group-code table, once: which DXF group codes carry strings, reals, integers, points,
 * handles, booleans or binary chunks (the ranges of the DXF reference's "Group Code Value Types"),
 * and what each code means, in general and per entity type (the editor's hover).
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

/*
 * What each group code means: the codes every entity has (DXF reference, "Common Group Codes for
 * Entities"), then per entity type where a code means something of its own (LINE 10 start point,
 * CIRCLE 40 radius, TEXT 40 height ...). Read by the editor's hover on a group code.
 */
const COMMON_NAMES: Readonly<Record<number, string>> = {
  [-5]: 'Persistent reactor chain (APP)', [-4]: 'Conditional operator (ssget filter only)', [-3]: 'Extended data (xdata) follows',
  [-2]: 'Entity name reference (ssget filter only)', [-1]: 'Entity name', 0: 'Entity type', 5: 'Handle', 6: 'Linetype name (BYLAYER when absent)',
  8: 'Layer name', 38: 'Elevation', 39: 'Thickness (0 when absent)', 48: 'Linetype scale (1.0 when absent)', 60: 'Visibility (0 visible, 1 invisible)',
  62: 'Colour number (0 BYBLOCK, 256 BYLAYER, negative: layer off)', 67: 'Space (0 model, 1 paper)', 92: 'Proxy graphics size',
  100: 'Subclass marker', 102: 'Control string ({ACAD_REACTORS ... })', 210: 'Extrusion direction (0 0 1 when absent)',
  284: 'Shadow mode', 330: 'Owner (soft pointer)', 347: 'Material (hard pointer)', 360: 'Owner dictionary (hard owner)',
  370: 'Lineweight (-1 BYLAYER, -2 BYBLOCK, -3 default; hundredths of a mm)', 390: 'Plot style (hard pointer)',
  410: 'Layout tab name', 420: 'True colour (24-bit RGB)', 430: 'Colour name', 440: 'Transparency',
  999: 'Comment (DXF only)', 1000: 'Xdata string', 1001: 'Xdata application name', 1002: 'Xdata control string ({ or })',
  1003: 'Xdata layer name', 1004: 'Xdata binary chunk', 1005: 'Xdata handle', 1010: 'Xdata point', 1011: 'Xdata world position',
  1012: 'Xdata world displacement', 1013: 'Xdata world direction', 1040: 'Xdata real', 1041: 'Xdata distance', 1042: 'Xdata scale factor',
  1070: 'Xdata 16-bit integer', 1071: 'Xdata 32-bit integer',
};

const TEXT_NAMES: Readonly<Record<number, string>> = {
  1: 'Text string', 7: 'Text style name', 10: 'First alignment point (insertion point)', 11: 'Second alignment point (justifications other than left)',
  40: 'Text height', 41: 'Width factor', 50: 'Rotation angle', 51: 'Oblique angle', 71: 'Generation flags (2 backward, 4 upside down)',
  72: 'Horizontal justification (0 left, 1 centre, 2 right, 3 aligned, 4 middle, 5 fit)', 73: 'Vertical justification (0 baseline, 1 bottom, 2 middle, 3 top)',
};

const ATTRIBUTE_NAMES: Readonly<Record<number, string>> = {
  ...TEXT_NAMES, 1: 'Value (default value for ATTDEF)', 2: 'Tag', 3: 'Prompt (ATTDEF)', 70: 'Attribute flags (1 invisible, 2 constant, 4 verify, 8 preset)',
  74: 'Vertical justification (0 baseline, 1 bottom, 2 middle, 3 top)', 280: 'Lock position',
};

const TYPE_NAMES: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  LINE: { 10: 'Start point', 11: 'End point' },
  POINT: { 10: 'Location', 50: 'Angle of the X axis of the UCS when the point was drawn' },
  CIRCLE: { 10: 'Centre point', 40: 'Radius' },
  ARC: { 10: 'Centre point', 40: 'Radius', 50: 'Start angle', 51: 'End angle' },
  ELLIPSE: { 10: 'Centre point', 11: 'Endpoint of the major axis, relative to the centre', 40: 'Ratio of minor to major axis', 41: 'Start parameter (0.0 for a full ellipse)', 42: 'End parameter (2π for a full ellipse)' },
  TEXT: TEXT_NAMES,
  ATTRIB: ATTRIBUTE_NAMES,
  ATTDEF: ATTRIBUTE_NAMES,
  MTEXT: {
    1: 'Text string (last 250-character chunk)', 3: 'Text string (leading 250-character chunks)', 7: 'Text style name', 10: 'Insertion point',
    11: 'X-axis direction vector', 40: 'Nominal (initial) text height', 41: 'Reference rectangle width (wrapping width)', 42: 'Horizontal width of the characters',
    43: 'Vertical height of the text', 44: 'Line spacing factor', 50: 'Rotation angle', 71: 'Attachment point (1 top left … 9 bottom right)',
    72: 'Drawing direction (1 left to right, 3 top to bottom, 5 by style)', 73: 'Line spacing style (1 at least, 2 exact)',
  },
  LWPOLYLINE: {
    10: 'Vertex (2D, repeated)', 38: 'Elevation', 40: 'Start width of the vertex', 41: 'End width of the vertex', 42: 'Bulge of the vertex (tan of a quarter of the arc angle)',
    43: 'Constant width', 70: 'Polyline flags (1 closed, 128 linetype generation)', 90: 'Number of vertices', 91: 'Vertex identifier',
  },
  POLYLINE: { 10: 'Dummy point (Z = elevation)', 40: 'Default start width', 41: 'Default end width', 66: 'Vertices follow', 70: 'Polyline flags (1 closed, 8 3D, 16 mesh, 128 linetype generation)', 71: 'Mesh M count', 72: 'Mesh N count', 75: 'Curve and smooth surface type' },
  VERTEX: { 10: 'Location', 40: 'Start width', 41: 'End width', 42: 'Bulge', 50: 'Curve-fit tangent direction', 70: 'Vertex flags (1 extra, 2 curve-fit tangent, 8 spline, 16 frame, 32 3D, 64 mesh)' },
  INSERT: {
    2: 'Block name', 10: 'Insertion point', 41: 'X scale factor', 42: 'Y scale factor', 43: 'Z scale factor', 44: 'Column spacing', 45: 'Row spacing',
    50: 'Rotation angle', 66: 'Attributes follow (1)', 70: 'Column count', 71: 'Row count',
  },
  SOLID: { 10: 'First corner', 11: 'Second corner', 12: 'Third corner', 13: 'Fourth corner (same as the third for a triangle)' },
  TRACE: { 10: 'First corner', 11: 'Second corner', 12: 'Third corner', 13: 'Fourth corner' },
  '3DFACE': { 10: 'First corner', 11: 'Second corner', 12: 'Third corner', 13: 'Fourth corner', 70: 'Invisible edge flags (1, 2, 4, 8)' },
  XLINE: { 10: 'First point', 11: 'Unit direction vector' },
  RAY: { 10: 'Start point', 11: 'Unit direction vector' },
  SPLINE: {
    10: 'Control point (repeated)', 11: 'Fit point (repeated)', 12: 'Start tangent', 13: 'End tangent', 40: 'Knot value (repeated)', 41: 'Weight (repeated)',
    42: 'Knot tolerance', 43: 'Control-point tolerance', 44: 'Fit tolerance', 70: 'Spline flags (1 closed, 2 periodic, 4 rational, 8 planar, 16 linear)',
    71: 'Degree', 72: 'Number of knots', 73: 'Number of control points', 74: 'Number of fit points',
  },
  HATCH: {
    2: 'Pattern name', 10: 'Elevation point', 41: 'Pattern scale or spacing', 47: 'Pixel size', 52: 'Pattern angle', 70: 'Solid fill flag (1 solid, 0 pattern)',
    71: 'Associativity (1 associative)', 75: 'Hatch style (0 normal, 1 outer, 2 ignore)', 76: 'Pattern type (0 user-defined, 1 predefined, 2 custom)',
    77: 'Double hatch (1)', 78: 'Number of pattern definition lines', 91: 'Number of boundary paths', 92: 'Boundary path type flags', 93: 'Number of edges or vertices in the path',
    97: 'Number of source boundary objects', 98: 'Number of seed points',
  },
  DIMENSION: {
    1: 'Text override ("" measured, "<>" measured with prefix/suffix)', 2: 'Block name of the dimension picture', 3: 'Dimension style name',
    10: 'Definition point (dimension line)', 11: 'Middle point of the text', 13: 'First extension line origin', 14: 'Second extension line origin',
    15: 'Definition point (radius, diameter, angular)', 16: 'Arc location point (angular)', 40: 'Leader length (radius, diameter)', 42: 'Actual measurement (read-only)',
    50: 'Angle of rotated, horizontal or vertical dimensions', 53: 'Text rotation', 70: 'Dimension type (0 rotated, 1 aligned, 2 angular, 3 diameter, 4 radius, 5 3-point angular, 6 ordinate; +32 block used by this dimension only, +128 text at user position)',
    71: 'Attachment point of the text',
  },
  LEADER: { 3: 'Dimension style name', 10: 'Vertex (repeated)', 71: 'Arrowhead flag', 72: 'Path type (0 straight, 1 spline)', 73: 'Creation flag', 76: 'Number of vertices', 340: 'Annotation (hard reference)' },
  VIEWPORT: { 10: 'Centre point (paper space)', 12: 'View centre point (display)', 40: 'Width in paper space', 41: 'Height in paper space', 45: 'View height (model space)', 68: 'Status (0 off, 1 the paper-space viewport)', 69: 'Viewport ID', 90: 'Status flags' },
  LAYER: { 2: 'Layer name', 6: 'Linetype name', 62: 'Colour (negative when the layer is off)', 70: 'Flags (1 frozen, 4 locked)', 290: 'Plotting flag (0 do not plot)', 370: 'Lineweight' },
};

/** The meaning of a group code for an entity (or table) type; the common meaning when the type has none of its own. */
export function groupCodeName(code: number, entityType?: string): string | undefined {
  const own = entityType ? TYPE_NAMES[entityType.toUpperCase()]?.[code] : undefined;
  return own ?? COMMON_NAMES[code];
}

/** Every meaning a code has: the common one and the per-type ones, for a hover that does not know the type. */
export function groupCodeMeanings(code: number): Array<{ types: string[]; name: string }> {
  const out: Array<{ types: string[]; name: string }> = [];
  const common = COMMON_NAMES[code];
  if (common) out.push({ types: [], name: common });
  const byName = new Map<string, string[]>();
  for (const [type, names] of Object.entries(TYPE_NAMES)) {
    const n = names[code];
    if (n && n !== common) byName.set(n, [...(byName.get(n) ?? []), type]);
  }
  for (const [name, types] of byName) out.push({ types, name });
  return out;
}

/** The entity types with meanings of their own in the table. */
export const GROUP_CODE_TYPES: readonly string[] = Object.keys(TYPE_NAMES);
