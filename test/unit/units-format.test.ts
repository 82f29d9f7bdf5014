import { describe, expect, it } from 'vitest';
import { Interp, prin1 } from '../../interpreter/index.js';
import { DefaultSysvars } from '../../interpreter/drawing/sysvars.js';
import { formatAngle, formatLinear, parseAngle, parseLinear } from '../../interpreter/builtins/units-format.js';
import { convertUnits, findUnit } from '../../interpreter/builtins/units-table.js';

const o = (dimzin = 0, unitmode = 0) => ({ dimzin, unitmode });

describe('formatLinear and DIMZIN', () => {
  it('follows the DIMZIN feet-and-inch table (architectural)', () => {
    // DIMZIN 0..3 for 1/2", 4", 1', 1'-0 1/2"
    const rows: Array<[number, string[]]> = [
      [0, ['1/2"', '4"', "1'", "1'-0 1/2\""]],
      [1, ["0'-0 1/2\"", "0'-4\"", "1'-0\"", "1'-0 1/2\""]],
      [2, ["0'-0 1/2\"", "0'-4\"", "1'", "1'-0 1/2\""]],
      [3, ['1/2"', '4"', "1'-0\"", "1'-0 1/2\""]],
    ];
    for (const [dz, want] of rows) {
      expect([0.5, 4, 12, 12.5].map((v) => formatLinear(v, 4, 2, o(dz)))).toEqual(want);
    }
  });
  it('suppresses leading and trailing zeros in decimals (bits 4 and 8)', () => {
    expect(formatLinear(17.5, 2, 2, o(8))).toBe('17.5');
    expect(formatLinear(12, 2, 2, o(8))).toBe('12');
    expect(formatLinear(0.5, 2, 4, o(4))).toBe('.5000');
    expect(formatLinear(0.5, 2, 4, o(12))).toBe('.5');
    expect(formatLinear(-0.5, 2, 2, o(4))).toBe('-.50');
    expect(formatLinear(0, 2, 2, o(12))).toBe('0');
    expect(formatLinear(17.5, 1, 4, o(8))).toBe('1.75E+01');
    expect(formatLinear(17.5, 3, 2, o(8))).toBe("1'-5.5\"");
    expect(formatLinear(5.5, 3, 2, o(1))).toBe("0'-5.50\"");
  });
  it('writes the compact form under UNITMODE 1', () => {
    expect(formatLinear(17.5, 3, 2, o(0, 1))).toBe("1'5.50\"");
    expect(formatLinear(17.5, 4, 2, o(0, 1))).toBe("1'5-1/2\"");
    expect(formatLinear(17.5, 5, 2, o(0, 1))).toBe('17-1/2');
  });
  it('round-trips through parseLinear in every mode', () => {
    for (const mode of [1, 2, 3, 4, 5]) {
      for (const v of [0.5, 17.5, 123.25, -42.75]) {
        expect(parseLinear(formatLinear(v, mode, 4, o()), mode)).toBeCloseTo(v, 9);
        expect(parseLinear(formatLinear(v, mode, 4, o(0, 1)), mode)).toBeCloseTo(v, 9);
      }
    }
  });
});

describe('angles', () => {
  it('round-trips angtos/angtof in every unit', () => {
    for (const unit of [0, 1, 2, 3, 4]) {
      for (const a of [0.1, 1, 2.5, 4, 5.9]) {
        const text = formatAngle(a, unit, 8, o()) as string;
        expect(parseAngle(text, unit)).toBeCloseTo(a, 6);
      }
    }
  });
  it('writes surveyor units without spaces under UNITMODE 1', () => {
    expect(formatAngle(-Math.PI / 4, 4, 0, o(0, 1))).toBe('S45dE');
    expect(formatAngle(Math.PI / 4, 0, 4, o(8))).toBe('45');
  });
});

describe('cvunit table', () => {
  it('knows acad.unt spellings and plurals', () => {
    for (const n of ['inch', 'inches', 'in', 'ft', 'foot', 'feet', 'sq ft', 'square feet', 'cu in', 'km/h', 'mile per hour']) {
      expect(findUnit(n), n).toBeDefined();
    }
    expect(convertUnits(1, 'sq ft', 'sq in')).toBeCloseTo(144, 9);
    expect(convertUnits(1, 'inch', 'sq in')).toBeUndefined();
    expect(convertUnits(-40, 'celsius', 'fahrenheit')).toBeCloseTo(-40, 9);
  });
});

describe('rtos and angtos read their defaults from ctx.sysvars', () => {
  it('uses LUNITS, LUPREC, DIMZIN, UNITMODE, AUNITS and AUPREC', () => {
    const sysvars = new DefaultSysvars();
    sysvars.setRaw('LUNITS', 4);
    sysvars.setRaw('LUPREC', 3);
    sysvars.setRaw('UNITMODE', 1);
    sysvars.setRaw('AUNITS', 1);
    sysvars.setRaw('AUPREC', 4);
    const ip = new Interp({ sysvars });
    const show = (src: string) => {
      const r = ip.runText(src);
      return r.ok ? prin1(r.value) : r.error?.message;
    };
    expect(show('(rtos 17.5)')).toBe('"1\'5-1/2\\""');
    expect(show('(distof "1\'5-1/2\\"")')).toBe('17.5');
    expect(show('(angtos 0.436332)')).toBe('"25d0\'0\\""');
    sysvars.setRaw('LUNITS', 2);
    sysvars.setRaw('DIMZIN', 8);
    expect(show('(rtos 17.5)')).toBe('"17.5"');
  });
});
