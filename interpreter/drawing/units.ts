/*
 * Drawing units (INSUNITS, and a block record's insertion units, BLOCK_RECORD 70): their names as
 * -INSERT shows them and their size in metres, for the scale an insertion converts by. The
 * values are the standard definitions of each unit (US survey units: 1200/3937 m to the foot).
 */

export const UNIT_NAMES: readonly string[] = [
  'Unitless', 'Inches', 'Feet', 'Miles', 'Millimeters', 'Centimeters', 'Meters', 'Kilometers', 'Microinches', 'Mils',
  'Yards', 'Angstroms', 'Nanometers', 'Microns', 'Decimeters', 'Decameters', 'Hectometers', 'Gigameters',
  'Astronomical units', 'Light years', 'Parsecs', 'US Survey Feet', 'US Survey Inch', 'US Survey Yard', 'US Survey Mile',
];

const METRES: readonly number[] = [
  0, 0.0254, 0.3048, 1609.344, 0.001, 0.01, 1, 1000, 2.54e-8, 2.54e-5,
  0.9144, 1e-10, 1e-9, 1e-6, 0.1, 10, 100, 1e9,
  1.495978707e11, 9.4607304725808e15, 3.0856775814913673e16, 1200 / 3937, 100 / 3937, 3600 / 3937, 6336000 / 3937,
];

/** The factor an insertion of a block in `from` units into a drawing in `to` units scales by (1 when either is unitless). */
export function unitFactor(from: number, to: number): number {
  const a = METRES[from] ?? 0;
  const b = METRES[to] ?? 0;
  return a > 0 && b > 0 ? a / b : 1;
}
