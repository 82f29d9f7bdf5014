/*
 * The unit table behind cvunit, modelled on AutoCAD's acad.unt: each unit has its spellings
 * (singular, plural, abbreviations; matched case-insensitively), a dimension and a factor to the
 * SI base unit (plus an offset for temperatures). Areas and volumes of any length unit come from
 * the "sq"/"square"/"cu"/"cubic" prefixes and "^2"/"^3" suffixes, and "a/b" or "a per b"
 * divides two units, so "sq ft", "square feet", "cu in", "km/h" and "ft^2" all resolve.
 */

/** Exponents of [length, mass, time, current, temperature, amount, luminosity, angle]. */
export type Dim = readonly number[];

export interface Unit {
  dim: Dim;
  /** SI value of one unit */
  factor: number;
  /** SI value of zero (temperatures only) */
  offset: number;
}

const L: Dim = [1, 0, 0, 0, 0, 0, 0, 0];
const M: Dim = [0, 1, 0, 0, 0, 0, 0, 0];
const T: Dim = [0, 0, 1, 0, 0, 0, 0, 0];
const I: Dim = [0, 0, 0, 1, 0, 0, 0, 0];
const K: Dim = [0, 0, 0, 0, 1, 0, 0, 0];
const MOL: Dim = [0, 0, 0, 0, 0, 1, 0, 0];
const CD: Dim = [0, 0, 0, 0, 0, 0, 1, 0];
const ANG: Dim = [0, 0, 0, 0, 0, 0, 0, 1];
const NONE: Dim = [0, 0, 0, 0, 0, 0, 0, 0];

const mul = (a: Dim, b: Dim, s = 1): Dim => a.map((x, i) => x + s * (b[i] as number));
const pow = (a: Dim, n: number): Dim => a.map((x) => x * n);

const AREA = pow(L, 2);
const VOLUME = pow(L, 3);
const SPEED = mul(L, T, -1);
const ACCEL = mul(SPEED, T, -1);
const FORCE = mul(M, ACCEL);
const ENERGY = mul(FORCE, L);
const POWER = mul(ENERGY, T, -1);
const PRESSURE = mul(FORCE, AREA, -1);
const CHARGE = mul(I, T);
const VOLT = mul(POWER, I, -1);
const OHM = mul(VOLT, I, -1);
const FREQ = pow(T, -1);

const INCH = 0.0254;
const FOOT = 0.3048;
const POUND = 0.45359237;
const GALLON = 3.785411784e-3;
const G = 9.80665;

/** [spellings, dimension, factor, offset?]. A spelling "foot|feet" lists alternatives. Made on first use. */
const table = (): ReadonlyArray<readonly [string, Dim, number, number?]> => [
  // length
  ['meter|meters|metre|metres|m', L, 1],
  ['millimeter|millimeters|millimetre|millimetres|mm', L, 1e-3],
  ['centimeter|centimeters|centimetre|centimetres|cm', L, 1e-2],
  ['decimeter|decimeters|decimetre|decimetres|dm', L, 1e-1],
  ['dekameter|dekameters|decameter|decameters|dam', L, 10],
  ['hectometer|hectometers|hm', L, 100],
  ['kilometer|kilometers|kilometre|kilometres|km', L, 1e3],
  ['micron|microns|micrometer|micrometers|um', L, 1e-6],
  ['nanometer|nanometers|nm', L, 1e-9],
  ['angstrom|angstroms', L, 1e-10],
  ['inch|inches|in', L, INCH],
  ['foot|feet|ft', L, FOOT],
  ['yard|yards|yd', L, 0.9144],
  ['mile|miles|mi', L, 1609.344],
  ['nautical mile|nautical miles|nmi', L, 1852],
  ['mil|mils|thou', L, INCH / 1000],
  ['point|points|pt', L, INCH / 72],
  ['pica|picas', L, INCH / 6],
  ['hand|hands', L, 4 * INCH],
  ['link|links', L, 0.201168],
  ['rod|rods|pole|poles|perch|perches', L, 5.0292],
  ['chain|chains', L, 20.1168],
  ['furlong|furlongs', L, 201.168],
  ['fathom|fathoms', L, 1.8288],
  ['league|leagues', L, 4828.032],
  ['survey foot|survey feet|us survey foot|us survey feet', L, 1200 / 3937],
  ['astronomical unit|astronomical units|au', L, 149597870700],
  ['light year|light years|lightyear|lightyears', L, 9460730472580800],
  ['parsec|parsecs', L, 3.0856775814913673e16],
  // area
  ['acre|acres', AREA, 4046.8564224],
  ['are|ares', AREA, 100],
  ['hectare|hectares|ha', AREA, 1e4],
  ['barn|barns', AREA, 1e-28],
  // volume
  ['liter|liters|litre|litres|l', VOLUME, 1e-3],
  ['milliliter|milliliters|millilitre|millilitres|ml', VOLUME, 1e-6],
  ['centiliter|centiliters|cl', VOLUME, 1e-5],
  ['deciliter|deciliters|dl', VOLUME, 1e-4],
  ['cc', VOLUME, 1e-6],
  ['gallon|gallons|gal', VOLUME, GALLON],
  ['quart|quarts|qt', VOLUME, GALLON / 4],
  ['pint|pints', VOLUME, GALLON / 8],
  ['cup|cups', VOLUME, GALLON / 16],
  ['fluid ounce|fluid ounces|fl oz|floz', VOLUME, GALLON / 128],
  ['tablespoon|tablespoons|tbsp', VOLUME, GALLON / 256],
  ['teaspoon|teaspoons|tsp', VOLUME, GALLON / 768],
  ['imperial gallon|imperial gallons', VOLUME, 4.54609e-3],
  ['barrel|barrels|bbl', VOLUME, 42 * GALLON],
  ['bushel|bushels', VOLUME, 0.03523907016688],
  ['stere|steres', VOLUME, 1],
  // mass
  ['gram|grams|g', M, 1e-3],
  ['kilogram|kilograms|kg', M, 1],
  ['milligram|milligrams|mg', M, 1e-6],
  ['tonne|tonnes|metric ton|metric tons|t', M, 1000],
  ['pound|pounds|lb|lbs', M, POUND],
  ['ounce|ounces|oz', M, POUND / 16],
  ['grain|grains|gr', M, POUND / 7000],
  ['stone|stones', M, 14 * POUND],
  ['ton|tons|short ton|short tons', M, 2000 * POUND],
  ['long ton|long tons', M, 2240 * POUND],
  ['hundredweight|hundredweights|cwt', M, 100 * POUND],
  ['slug|slugs', M, 14.593902937206364],
  ['carat|carats', M, 2e-4],
  // time
  ['second|seconds|sec|secs|s', T, 1],
  ['millisecond|milliseconds|msec|ms', T, 1e-3],
  ['microsecond|microseconds', T, 1e-6],
  ['minute|minutes|min|mins', T, 60],
  ['hour|hours|hr|hrs|h', T, 3600],
  ['day|days', T, 86400],
  ['week|weeks|wk', T, 604800],
  ['fortnight|fortnights', T, 1209600],
  ['year|years|yr', T, 31557600],
  ['century|centuries', T, 3155760000],
  ['millennium|millennia', T, 31557600000],
  // angle
  ['radian|radians|rad|r', ANG, 1],
  ['degree|degrees|deg', ANG, Math.PI / 180],
  ['grad|grads|gradian|gradians|gon|grd', ANG, Math.PI / 200],
  ['circle|circles|cir|revolution|revolutions|rev|turn|turns', ANG, 2 * Math.PI],
  ['arcminute|arcminutes', ANG, Math.PI / 10800],
  ['arcsecond|arcseconds', ANG, Math.PI / 648000],
  ['steradian|steradians|sr', pow(ANG, 2), 1],
  // temperature (SI value = v * factor + offset)
  ['kelvin|kelvins|k', K, 1],
  ['celsius|centigrade', K, 1, 273.15],
  ['fahrenheit', K, 5 / 9, (459.67 * 5) / 9],
  ['rankine', K, 5 / 9],
  // speed
  ['mph', SPEED, 1609.344 / 3600],
  ['kph', SPEED, 1 / 3.6],
  ['knot|knots|kn', SPEED, 1852 / 3600],
  ['speed of light', SPEED, 299792458],
  // acceleration
  ['gravity|gee', ACCEL, G],
  // force
  ['newton|newtons|n', FORCE, 1],
  ['kilonewton|kilonewtons|kn', FORCE, 1e3],
  ['dyne|dynes', FORCE, 1e-5],
  ['pound force|pounds force|lbf', FORCE, POUND * G],
  ['kilogram force|kilograms force|kgf', FORCE, G],
  ['kip|kips', FORCE, 1000 * POUND * G],
  // energy
  ['joule|joules|j', ENERGY, 1],
  ['kilojoule|kilojoules|kj', ENERGY, 1e3],
  ['erg|ergs', ENERGY, 1e-7],
  ['calorie|calories|cal', ENERGY, 4.184],
  ['kilocalorie|kilocalories|kcal', ENERGY, 4184],
  ['btu|btus', ENERGY, 1055.05585262],
  ['watt hour|watt hours|wh', ENERGY, 3600],
  ['kilowatt hour|kilowatt hours|kwh', ENERGY, 3.6e6],
  ['electron volt|electron volts|ev', ENERGY, 1.602176634e-19],
  // power
  ['watt|watts|w', POWER, 1],
  ['kilowatt|kilowatts|kw', POWER, 1e3],
  ['megawatt|megawatts', POWER, 1e6],
  ['horsepower|hp', POWER, 745.69987158227022],
  // pressure
  ['pascal|pascals|pa', PRESSURE, 1],
  ['kilopascal|kilopascals|kpa', PRESSURE, 1e3],
  ['megapascal|megapascals|mpa', PRESSURE, 1e6],
  ['bar|bars', PRESSURE, 1e5],
  ['millibar|millibars|mbar', PRESSURE, 100],
  ['atmosphere|atmospheres|atm', PRESSURE, 101325],
  ['psi', PRESSURE, (POUND * G) / (INCH * INCH)],
  ['psf', PRESSURE, (POUND * G) / (FOOT * FOOT)],
  ['torr|mmhg', PRESSURE, 101325 / 760],
  // electricity, frequency, amount, light
  ['ampere|amperes|amp|amps|a', I, 1],
  ['milliampere|milliamperes|ma', I, 1e-3],
  ['coulomb|coulombs', CHARGE, 1],
  ['volt|volts|v', VOLT, 1],
  ['kilovolt|kilovolts|kv', VOLT, 1e3],
  ['ohm|ohms', OHM, 1],
  ['hertz|hz', FREQ, 1],
  ['kilohertz|khz', FREQ, 1e3],
  ['megahertz|mhz', FREQ, 1e6],
  ['mole|moles|mol', MOL, 1],
  ['candela|candelas|cd', CD, 1],
  // counts
  ['dozen|dozens', NONE, 12],
  ['gross', NONE, 144],
  ['percent', NONE, 0.01],
];

let byName: Map<string, Unit> | undefined;
/** The units by spelling, made on the first lookup (not at every start). */
function unitsByName(): Map<string, Unit> {
  if (byName) return byName;
  byName = new Map<string, Unit>();
  for (const [names, dim, factor, offset] of table()) {
    for (const n of names.split('|')) if (!byName.has(n)) byName.set(n, { dim, factor, offset: offset ?? 0 });
  }
  return byName;
}

const POWER_PREFIX: ReadonlyArray<readonly [string, number]> = [
  ['square ', 2], ['sq. ', 2], ['sq ', 2], ['cubic ', 3], ['cu. ', 3], ['cu ', 3],
];

function simple(name: string): Unit | undefined {
  const direct = unitsByName().get(name);
  if (direct) return direct;
  for (const [prefix, n] of POWER_PREFIX) {
    if (name.startsWith(prefix)) return raise(simple(name.slice(prefix.length).trim()), n);
  }
  // "unit^2": split at the last caret by hand (a lazy pattern here backtracks on long names)
  const hat = name.lastIndexOf('^');
  const power = name.slice(hat + 1).trim();
  if (hat > 0 && (power === '2' || power === '3')) return raise(simple(name.slice(0, hat).trim()), Number(power));
  return undefined;
}

function raise(u: Unit | undefined, n: number): Unit | undefined {
  if (!u || u.offset !== 0) return undefined;
  return { dim: pow(u.dim, n), factor: u.factor ** n, offset: 0 };
}

/** Look a unit up by any of its spellings; undefined when unknown. */
export function findUnit(spelling: string): Unit | undefined {
  const name = spelling.trim().toLowerCase().replace(/\s+/g, ' ');
  const parts = name.split(/\s*\/\s*|\s+per\s+/);
  if (parts.length === 2) {
    const a = simple(parts[0] as string);
    const b = simple(parts[1] as string);
    if (!a || !b || a.offset !== 0 || b.offset !== 0) return undefined;
    return { dim: mul(a.dim, b.dim, -1), factor: a.factor / b.factor, offset: 0 };
  }
  return parts.length === 1 ? simple(name) : undefined;
}

/** Convert a value between two units; undefined when either is unknown or they measure different things. */
export function convertUnits(value: number, from: string, to: string): number | undefined {
  const a = findUnit(from);
  const b = findUnit(to);
  if (!a || !b) return undefined;
  for (let i = 0; i < a.dim.length; i++) if (a.dim[i] !== b.dim[i]) return undefined;
  if (a === b) return value;
  return (value * a.factor + a.offset - b.offset) / b.factor;
}
