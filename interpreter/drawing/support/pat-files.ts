/*
 * The bundled hatch pattern files: a subset of AutoCAD's acad.pat (inch units) and acadiso.pat
 * (the same patterns times 25.4, millimetres), in the .pat syntax
 *   *NAME, description
 *   angle, x-origin,y-origin, delta-x,delta-y [, dash, ...]
 * The numbers are those of the standard pattern definitions every AutoCAD installation ships,
 * written out here (cross-checked against the ISO values of ezdxf's pattern table, MIT licence,
 * github.com/mozman/ezdxf src/ezdxf/tools/_iso_pattern.py, where they agree). The ACAD_ISO
 * patterns are millimetre definitions in both files. SOLID is the solid fill (its line is a
 * placeholder, as in acad.pat). A .pat file named like the pattern in the run's files takes
 * precedence (pat.ts).
 */

type Line = readonly number[];

const INCH: ReadonlyArray<readonly [string, string, readonly Line[]]> = [
  ['SOLID', 'Solid fill', [[45, 0, 0, 0, 0.125]]],
  ['ANGLE', 'Angle steel', [[0, 0, 0, 0, 0.275, 0.2, -0.075], [90, 0, 0, 0, 0.275, 0.2, -0.075]]],
  ['ANSI31', 'ANSI Iron, Brick, Stone masonry', [[45, 0, 0, 0, 0.125]]],
  ['ANSI32', 'ANSI Steel', [[45, 0, 0, 0, 0.375], [45, 0.176776695, 0, 0, 0.375]]],
  ['ANSI33', 'ANSI Bronze, Brass, Copper', [[45, 0, 0, 0, 0.25], [45, 0.176776695, 0, 0, 0.25, 0.125, -0.0625]]],
  ['ANSI34', 'ANSI Plastic, Rubber', [[45, 0, 0, 0, 0.75], [45, 0.176776695, 0, 0, 0.75], [45, 0.353553391, 0, 0, 0.75], [45, 0.530330086, 0, 0, 0.75]]],
  ['ANSI35', 'ANSI Fire brick, Refractory material', [[45, 0, 0, 0, 0.25], [45, 0.176776695, 0, 0, 0.25, 0.3125, -0.0625, 0, -0.0625]]],
  ['ANSI36', 'ANSI Marble, Slate, Glass', [[45, 0, 0, 0.21875, 0.125, 0.3125, -0.0625, 0, -0.0625]]],
  ['ANSI37', 'ANSI Lead, Zinc, Magnesium, Sound/Heat/Elec Insulation', [[45, 0, 0, 0, 0.125], [135, 0, 0, 0, 0.125]]],
  ['ANSI38', 'ANSI Aluminum', [[45, 0, 0, 0, 0.125], [135, 0, 0, 0.25, 0.125, 0.3125, -0.1875]]],
  ['AR-B816', '8x16 Block elevation stretcher bond', [[0, 0, 0, 0, 8], [90, 0, 0, 8, 8, 8, -8]]],
  ['AR-B88', '8x8 Block elevation stretcher bond', [[0, 0, 0, 0, 8], [90, 0, 0, 8, 4, 8, -8]]],
  ['AR-BRSTD', 'Standard brick elevation stretcher bond', [[0, 0, 0, 0, 2.667], [90, 0, 0, 2.667, 4, 2.667, -2.667]]],
  ['AR-HBONE', 'Standard brick herringbone pattern @ 45 degrees', [[45, 0, 0, 4, 4, 12, -4], [135, 2.828427125, 2.828427125, 4, -4, 12, -4]]],
  ['BRASS', 'Brass material', [[0, 0, 0, 0, 0.25], [0, 0, 0.125, 0, 0.25, 0.125, -0.0625]]],
  ['BRICK', 'Brick or masonry-type surface', [[0, 0, 0, 0, 0.25], [90, 0, 0, 0, 0.5, 0.25, -0.25], [90, 0.25, 0, 0, 0.5, -0.25, 0.25]]],
  ['CLAY', 'Clay material', [[0, 0, 0, 0, 0.1875], [0, 0, 0.03125, 0, 0.1875], [0, 0, 0.0625, 0, 0.1875], [0, 0, 0.125, 0, 0.1875, 0.1875, -0.125]]],
  ['CROSS', 'A series of crosses', [[0, 0, 0, 0.25, 0.25, 0.125, -0.375], [90, 0.0625, -0.0625, 0.25, 0.25, 0.125, -0.375]]],
  ['DASH', 'Dashed lines', [[0, 0, 0, 0.125, 0.125, 0.125, -0.125]]],
  ['DOLMIT', 'Geological rock layering', [[0, 0, 0, 0, 0.25], [45, 0, 0, 0, 0.70710678, 0.35355339, -0.70710768]]],
  ['DOTS', 'A series of dots', [[0, 0, 0, 0.03125, 0.0625, 0, -0.0625]]],
  ['EARTH', 'Earth or ground (subterranean)', [[0, 0, 0, 0.25, 0.25, 0.25, -0.25], [0, 0, 0.09375, 0.25, 0.25, 0.25, -0.25], [0, 0, 0.1875, 0.25, 0.25, 0.25, -0.25], [90, 0.03125, 0.21875, 0.25, 0.25, 0.25, -0.25], [90, 0.125, 0.21875, 0.25, 0.25, 0.25, -0.25], [90, 0.21875, 0.21875, 0.25, 0.25, 0.25, -0.25]]],
  ['GRASS', 'Grass area', [[90, 0, 0, 0.707106781, 0.707106781, 0.1875, -1.226713563], [45, 0, 0, 0, 1, 0.1875, -0.8125], [135, 0, 0, 0, 1, 0.1875, -0.8125]]],
  ['HEX', 'Hexagons', [[0, 0, 0, 0, 0.216506351, 0.125, -0.25], [120, 0, 0, 0, 0.216506351, 0.125, -0.25], [60, 0.125, 0, 0, 0.216506351, 0.125, -0.25]]],
  ['HONEY', 'Honeycomb pattern', [[0, 0, 0, 0.1875, 0.108253175, 0.125, -0.25], [120, 0, 0, 0.1875, 0.108253175, 0.125, -0.25], [60, 0, 0, 0.1875, 0.108253175, -0.25, 0.125]]],
  ['INSUL', 'Insulation material', [[0, 0, 0, 0, 0.375], [0, 0, 0.125, 0, 0.375, 0.125, -0.125], [0, 0, 0.25, 0, 0.375, 0.125, -0.125]]],
  ['LINE', 'Parallel horizontal lines', [[0, 0, 0, 0, 0.125]]],
  ['NET', 'Horizontal / vertical grid', [[0, 0, 0, 0, 0.125], [90, 0, 0, 0, 0.125]]],
  ['NET3', 'Network pattern 0-60-120', [[0, 0, 0, 0, 0.125], [60, 0, 0, 0, 0.125], [120, 0, 0, 0, 0.125]]],
  ['PLAST', 'Plastic material', [[0, 0, 0, 0, 0.25], [0, 0, 0.03125, 0, 0.25], [0, 0, 0.0625, 0, 0.25]]],
  ['SACNCR', 'Concrete', [[45, 0, 0, 0, 0.09375], [45, 0.066291261, 0, 0, 0.09375, 0, -0.09375]]],
  ['SQUARE', 'Small aligned squares', [[0, 0, 0, 0, 0.125, 0.125, -0.125], [90, 0, 0, 0, 0.125, 0.125, -0.125]]],
  ['STARS', 'Star of David', [[0, 0, 0, 0, 0.216506351, 0.125, -0.125], [60, 0, 0, 0, 0.216506351, 0.125, -0.125], [120, 0.0625, 0.108253176, 0, 0.216506351, 0.125, -0.125]]],
  ['STEEL', 'Steel material', [[45, 0, 0, 0, 0.125], [45, 0, 0.0625, 0, 0.125]]],
  ['TRANS', 'Heat transfer material', [[0, 0, 0, 0, 0.25], [0, 0, 0.125, 0, 0.25, 0.125, -0.125]]],
  ['TRIANG', 'Equilateral triangles', [[60, 0, 0, 0.1875, 0.324759526, 0.1875, -0.1875], [120, 0, 0, 0.1875, 0.324759526, 0.1875, -0.1875], [0, -0.09375, 0.162379763, 0.1875, 0.324759526, 0.1875, -0.1875]]],
  ['ZIGZAG', 'Staircase effect', [[0, 0, 0, 0.125, 0.125, 0.125, -0.125], [90, 0.125, 0, 0.125, 0.125, 0.125, -0.125]]],
];

/** Millimetre patterns, the same in both files. */
const METRIC: ReadonlyArray<readonly [string, string, readonly Line[]]> = [
  ['ACAD_ISO02W100', 'dashed line', [[0, 0, 0, 0, 5, 12, -3]]],
  ['ACAD_ISO03W100', 'dashed space line', [[0, 0, 0, 0, 5, 12, -18]]],
  ['ACAD_ISO04W100', 'long dashed dotted line', [[0, 0, 0, 0, 5, 24, -3, 0.5, -3]]],
  ['ACAD_ISO05W100', 'long dashed double dotted line', [[0, 0, 0, 0, 5, 24, -3, 0.5, -3, 0.5, -3]]],
  ['ACAD_ISO07W100', 'dotted line', [[0, 0, 0, 0, 5, 0.5, -3]]],
  ['ACAD_ISO08W100', 'long dashed short dashed line', [[0, 0, 0, 0, 5, 24, -3, 6, -3]]],
  ['ACAD_ISO10W100', 'dashed dotted line', [[0, 0, 0, 0, 5, 12, -3, 0.5, -3]]],
];

const num = (n: number): string => {
  const s = String(Math.round(n * 1e9) / 1e9);
  return s.startsWith('0.') ? s.slice(1) : s.startsWith('-0.') ? `-${s.slice(2)}` : s;
};

function file(iso: boolean): string {
  const k = iso ? 25.4 : 1;
  const out: string[] = [`;;  ${iso ? 'acadiso.pat' : 'acad.pat'} - the subset of AutoCAD's standard hatch patterns Lispwright bundles`, ';;'];
  const line = (l: Line, f: number): string => [num(l[0]!), ...l.slice(1).map((x) => num(x * f))].join(', ');
  for (const [name, desc, lines] of INCH) out.push(`*${name}, ${desc}`, ...lines.map((l) => line(l, k)));
  for (const [name, desc, lines] of METRIC) out.push(`*${name}, ${desc}`, ...lines.map((l) => line(l, 1)));
  return `${out.join('\n')}\n`;
}

const made: [string?, string?] = [];
/** The bundled files by lower-case name (each written when first read: not at every start). */
export const BUNDLED_PAT: Readonly<Record<string, string>> = {
  get 'acad.pat'() {
    return (made[0] ??= file(false));
  },
  get 'acadiso.pat'() {
    return (made[1] ??= file(true));
  },
};
