/*
 * Number <-> text in AutoCAD's linear and angular unit formats: the pure engines behind rtos,
 * distof, angtos and angtof (conversion.ts reads the sysvar defaults and calls these).
 *
 * Rounding uses the exact binary value (Number#toFixed does), so (rtos 8.6375 2 3) gives "8.637"
 * like AutoCAD: 8.6375 is stored just below the half.
 * DIMZIN: low two bits choose zero-feet / zero-inch suppression for feet-and-inch formats
 * (0: drop 0' and exact 0", 1: keep both, 2: keep 0' drop 0", 3: drop 0' keep 0"); bit 4 drops
 * the leading zero of a decimal (0.50 -> .50), bit 8 the trailing zeros (12.50 -> 12.5).
 * UNITMODE 1 writes the compact input form (1'5-1/2", N45dE).
 */

export interface LinearOptions {
  dimzin: number;
  unitmode: number;
}

/** x.toFixed(p) that also works past 1e21 (toFixed switches to exponent form there). */
export function toFixedExact(x: number, p: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (Math.abs(x) < 1e21) return x.toFixed(p);
  const int = BigInt(x).toString();
  return p > 0 ? `${int}.${'0'.repeat(p)}` : int;
}

/** Apply DIMZIN bits 4 and 8 to a plain decimal string. */
export function suppressZeros(s: string, dimzin: number): string {
  if (dimzin & 8 && s.includes('.')) {
    s = s.replace(/0+$/, '');
    if (s.endsWith('.')) s = s.slice(0, -1);
  }
  if (dimzin & 4) {
    if (s.startsWith('0.')) s = s.slice(1);
    else if (s.startsWith('-0.')) s = '-' + s.slice(2);
  }
  if (s === '' || s === '-') s = '0';
  return s;
}

function scientific(x: number, prec: number, dimzin: number): string {
  const e = x.toExponential(prec); // "1.7500e+1"
  const at = e.indexOf('e');
  let mant = e.slice(0, at);
  if (dimzin & 8 && mant.includes('.')) mant = mant.replace(/0+$/, '').replace(/\.$/, '');
  const exp = Number(e.slice(at + 1));
  return `${mant}E${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Whole units and a reduced fraction of 1/2^prec: "5 1/2", "1/2", "5" (UNITMODE 1: "5-1/2"). */
function fraction(ticks: number, den: number, unitmode: number, keepZeroWhole: boolean): string {
  const whole = Math.floor(ticks / den);
  const num = ticks - whole * den;
  if (num === 0) return String(whole);
  const g = gcd(num, den);
  const frac = `${num / g}/${den / g}`;
  if (whole === 0 && !keepZeroWhole) return frac;
  return `${whole}${unitmode & 1 ? '-' : ' '}${frac}`;
}

function feetInches(a: number, mode: 3 | 4, prec: number, o: LinearOptions): string {
  let feet: number;
  let inchText: string;
  let zeroInches: boolean;
  const zin = o.dimzin & 3;
  const showZeroFeet = zin === 1 || zin === 2;
  const showZeroInches = zin === 1 || zin === 3;
  if (mode === 4) {
    const den = 2 ** Math.min(prec, 8);
    const ticks = Math.round(a * den);
    feet = Math.floor(ticks / (12 * den));
    const rest = ticks - feet * 12 * den;
    zeroInches = rest === 0;
    inchText = fraction(rest, den, o.unitmode, feet !== 0 || showZeroFeet);
  } else {
    feet = Math.floor(a / 12);
    let inches = toFixedExact(a - feet * 12, prec);
    if (Number(inches) >= 12) {
      feet++;
      inches = toFixedExact(0, prec);
    }
    zeroInches = Number(inches) === 0;
    inchText = suppressZeros(inches, o.dimzin & 12);
  }
  const sep = o.unitmode & 1 ? '' : '-';
  const feetShown = feet !== 0 || showZeroFeet;
  const inchesShown = !zeroInches || showZeroInches || !feetShown;
  if (!feetShown) return `${inchText}"`;
  if (!inchesShown) return `${feet}'`;
  return `${feet}'${sep}${inchText}"`;
}

/** rtos: mode 1 scientific, 2 decimal, 3 engineering, 4 architectural, 5 fractional. */
export function formatLinear(x: number, mode: number, prec: number, o: LinearOptions): string {
  if (!Number.isFinite(x)) return String(x);
  switch (mode) {
    case 1: return scientific(x, prec, o.dimzin);
    case 2: return suppressZeros(toFixedExact(x, prec), o.dimzin);
    case 3:
    case 4: return (x < 0 ? '-' : '') + feetInches(Math.abs(x), mode, prec, o);
    default: {
      const den = 2 ** Math.min(prec, 8);
      return (x < 0 ? '-' : '') + fraction(Math.round(Math.abs(x) * den), den, o.unitmode, false);
    }
  }
}

// ---- parsing lengths (distof) ------------------------------------------------------

// Every pattern below matches user text in linear time: no two quantifiers can share characters
// (a digit run is split one way only), so a long unreadable string fails fast instead of
// backtracking for minutes. The feet-inch and bearing forms are parsed by hand for the same reason.
const NUM = String.raw`(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`;
const DECIMAL_RE = new RegExp(`^${NUM}$`);
const FRACTION_RE = /^(?:(\d+)(?:\s+|-))?(\d+)\/(\d+)$/;

/** `F'`, `F' I"`, `F'-I"`, `I"`: feet and inches texts, or null when the text has neither. */
function splitFeetInches(s: string): { feet?: string; inches?: string } | null {
  let rest = s;
  let feet: string | undefined;
  const mark = s.indexOf("'");
  if (mark > 0 && DECIMAL_RE.test(s.slice(0, mark))) {
    feet = s.slice(0, mark);
    rest = s.slice(mark + 1);
  }
  rest = rest.trimStart();
  if (rest.startsWith('-')) rest = rest.slice(1).trimStart();
  if (rest === '') return feet === undefined ? null : { feet };
  if (!rest.endsWith('"') || rest.length < 2) return null;
  const inches = rest.slice(0, -1);
  return feet === undefined ? { inches } : { feet, inches };
}

function parseUnsigned(s: string): number | null {
  if (DECIMAL_RE.test(s)) return Number(s);
  const m = FRACTION_RE.exec(s);
  if (m) {
    const den = Number(m[3]);
    if (den === 0) return null;
    return Number(m[1] ?? 0) + Number(m[2]) / den;
  }
  return null;
}

/** distof: the inverse of formatLinear. Feet and inch marks are accepted in modes 3 and 4. */
export function parseLinear(text: string, mode: number): number | null {
  let s = text.trim();
  let sign = 1;
  if (s.startsWith('-') || s.startsWith('+')) {
    if (s[0] === '-') sign = -1;
    s = s.slice(1).trim();
  }
  if (s === '') return null;
  const plain = parseUnsigned(s);
  if (plain !== null) return sign * plain;
  if (mode !== 3 && mode !== 4) return null;
  const m = splitFeetInches(s);
  if (!m) return null;
  const feet = m.feet === undefined ? 0 : Number(m.feet);
  let inches = 0;
  if (m.inches !== undefined) {
    const v = parseUnsigned(m.inches.trim());
    if (v === null) return null;
    inches = v;
  }
  return sign * (feet * 12 + inches);
}

// ---- angles ------------------------------------------------------------------------

const TWO_PI = 2 * Math.PI;

/** An angle in radians brought into [0, 2*pi). */
export function normalizeAngle(r: number): number {
  let a = r % TWO_PI;
  if (a < 0) a += TWO_PI;
  return a;
}

/** Degrees/minutes/seconds at an AUPREC precision: 0 "45d", 1-2 "45d30'", 3-4 "45d30'15\"", 5+ decimals on seconds. */
function dms(deg: number, prec: number, wrap: boolean): string {
  const secDecimals = prec >= 5 ? prec - 4 : 0;
  const unitsPerDeg = prec <= 0 ? 1 : prec <= 2 ? 60 : 3600 * 10 ** secDecimals;
  let u = Math.round(deg * unitsPerDeg);
  if (wrap && u >= 360 * unitsPerDeg) u -= 360 * unitsPerDeg;
  return dmsFromUnits(u, prec, unitsPerDeg);
}

function dmsFromUnits(u: number, prec: number, unitsPerDeg: number): string {
  const d = Math.floor(u / unitsPerDeg);
  if (prec <= 0) return `${d}d`;
  let rest = u - d * unitsPerDeg;
  if (prec <= 2) return `${d}d${rest}'`;
  const perMin = unitsPerDeg / 60;
  const m = Math.floor(rest / perMin);
  rest -= m * perMin;
  const secDecimals = prec >= 5 ? prec - 4 : 0;
  const sec = secDecimals ? (rest / 10 ** secDecimals).toFixed(secDecimals) : String(rest);
  return `${d}d${m}'${sec}"`;
}

function decimalAngle(v: number, full: number, prec: number, dimzin: number): string {
  let s = toFixedExact(v, prec);
  if (Number(s) >= full) s = toFixedExact(0, prec);
  return suppressZeros(s, dimzin);
}

function surveyor(deg: number, prec: number, unitmode: number): string {
  const secDecimals = prec >= 5 ? prec - 4 : 0;
  const upd = prec <= 0 ? 1 : prec <= 2 ? 60 : 3600 * 10 ** secDecimals;
  let u = Math.round(deg * upd);
  const q = 90 * upd;
  u %= 4 * q;
  if (u === 0) return 'E';
  if (u === q) return 'N';
  if (u === 2 * q) return 'W';
  if (u === 3 * q) return 'S';
  let ns: string;
  let ew: string;
  let b: number;
  if (u < q) [ns, ew, b] = ['N', 'E', q - u];
  else if (u < 2 * q) [ns, ew, b] = ['N', 'W', u - q];
  else if (u < 3 * q) [ns, ew, b] = ['S', 'W', 3 * q - u];
  else [ns, ew, b] = ['S', 'E', u - 3 * q];
  const sp = unitmode & 1 ? '' : ' ';
  return `${ns}${sp}${dmsFromUnits(b, prec, upd)}${sp}${ew}`;
}

/** angtos: unit 0 degrees, 1 DMS, 2 grads, 3 radians, 4 surveyor's; null for any other unit. */
export function formatAngle(rad: number, unit: number, prec: number, o: LinearOptions): string | null {
  const a = normalizeAngle(rad);
  const deg = (a * 180) / Math.PI;
  switch (unit) {
    case 0: return decimalAngle(deg, 360, prec, o.dimzin);
    case 1: return dms(deg, prec, true);
    case 2: return decimalAngle((a * 200) / Math.PI, 400, prec, o.dimzin) + 'g';
    case 3: return decimalAngle(a, TWO_PI, prec, o.dimzin) + 'r';
    case 4: return surveyor(deg, prec, o.unitmode);
    default: return null;
  }
}

// ---- parsing angles (angtof) --------------------------------------------------------

const DMS_RE = new RegExp(String.raw`^(${NUM})d(?:\s*(${NUM})')?(?:\s*(${NUM})")?$`);
/** A surveyor's bearing `N 45d E`: the quadrant letters and the angle between them. */
function splitBearing(s: string): [string, string, string] | null {
  const ns = s[0];
  const ew = s[s.length - 1];
  if (s.length < 2 || (ns !== 'n' && ns !== 's') || (ew !== 'e' && ew !== 'w')) return null;
  return [ns, s.slice(1, -1).trim(), ew];
}

/** Degrees from a plain number or a d/'/" form; null when unreadable. */
function parseDegrees(s: string): number | null {
  if (DECIMAL_RE.test(s)) return Number(s);
  const m = DMS_RE.exec(s);
  if (!m) return null;
  return Number(m[1]) + Number(m[2] ?? 0) / 60 + Number(m[3] ?? 0) / 3600;
}

/** angtof: radians in [0, 2*pi) from text in the given unit; null when unreadable. */
export function parseAngle(text: string, unit: number): number | null {
  let s = text.trim().toLowerCase();
  if (s === '') return null;
  const bearing = splitBearing(s);
  if (bearing && unit === 4) {
    const [ns, body, ew] = bearing;
    const b = body === '' ? 90 : parseDegrees(body);
    if (b === null) return null;
    const deg = ns === 'n' ? (ew === 'e' ? 90 - b : 90 + b) : ew === 'e' ? 270 + b : 270 - b;
    return normalizeAngle((deg * Math.PI) / 180);
  }
  if (unit === 4) {
    if (s === 'n') return Math.PI / 2;
    if (s === 's') return (3 * Math.PI) / 2;
    if (s === 'e') return 0;
    if (s === 'w') return Math.PI;
  }
  let sign = 1;
  if (s.startsWith('-') || s.startsWith('+')) {
    if (s[0] === '-') sign = -1;
    s = s.slice(1).trim();
  }
  let rad: number | null;
  if (s.endsWith('r') && DECIMAL_RE.test(s.slice(0, -1))) rad = Number(s.slice(0, -1));
  else if (s.endsWith('g') && DECIMAL_RE.test(s.slice(0, -1))) rad = (Number(s.slice(0, -1)) * Math.PI) / 200;
  else if (DECIMAL_RE.test(s) && (unit === 2 || unit === 3)) rad = unit === 2 ? (Number(s) * Math.PI) / 200 : Number(s);
  else {
    const d = parseDegrees(s);
    rad = d === null ? null : (d * Math.PI) / 180;
  }
  return rad === null ? null : normalizeAngle(sign * rad);
}
