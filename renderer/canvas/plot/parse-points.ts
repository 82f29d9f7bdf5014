/*
 * Points out of printed AutoLISP values. A small reader for prin1 text (numbers, strings,
 * symbols, lists, dotted pairs) and the rules for what counts as a point: a list of two or three
 * numbers. A value can hold one point, a list of points (one series) or a list of such lists
 * (several series); printed output is scanned for every point-looking list in order.
 */

export type SExpr = number | string | { sym: string } | SExpr[] | { car: SExpr; cdr: SExpr };
export type Pt = [number, number] | [number, number, number];

const NUM = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Parse one printed value; null when the text is not a readable value. */
export function parsePrinted(text: string): SExpr | null {
  let i = 0;
  const s = text;
  const ws = (): void => {
    while (i < s.length && /\s/.test(s[i] as string)) i++;
  };
  const read = (): SExpr | null => {
    ws();
    if (i >= s.length) return null;
    const c = s[i];
    if (c === '(') {
      i++;
      const items: SExpr[] = [];
      for (;;) {
        ws();
        if (i >= s.length) return null;
        if (s[i] === ')') {
          i++;
          return items;
        }
        if (s[i] === '.' && /[\s(]/.test(s[i + 1] ?? ' ') && items.length > 0) {
          i++;
          const cdr = read();
          ws();
          if (cdr === null || s[i] !== ')') return null;
          i++;
          return items.length === 1 ? { car: items[0] as SExpr, cdr } : null;
        }
        const v = read();
        if (v === null) return null;
        items.push(v);
      }
    }
    if (c === ')') return null;
    if (c === '"') {
      let out = '';
      i++;
      while (i < s.length && s[i] !== '"') {
        if (s[i] === '\\') i++;
        out += s[i] ?? '';
        i++;
      }
      if (i >= s.length) return null;
      i++;
      return out;
    }
    if (c === "'") {
      i++;
      const q = read();
      return q === null ? null : [{ sym: 'QUOTE' }, q];
    }
    const start = i;
    while (i < s.length && !/[\s()"']/.test(s[i] as string)) i++;
    const tok = s.slice(start, i);
    return NUM.test(tok) ? Number(tok) : { sym: tok };
  };
  const v = read();
  ws();
  return v !== null && i === s.length ? v : null;
}

export function asPoint(v: SExpr): Pt | null {
  if (Array.isArray(v) && (v.length === 2 || v.length === 3) && v.every((x) => typeof x === 'number')) return v as Pt;
  return null;
}

/** The point series a value holds: [] when it holds none. */
export function seriesOf(v: SExpr | null): Pt[][] {
  if (v === null || !Array.isArray(v)) return [];
  const p = asPoint(v);
  if (p) return [[p]];
  const pts = v.map(asPoint);
  if (v.length > 0 && pts.every((q) => q !== null)) return [pts as Pt[]];
  // a list of point lists: several series (skip elements that hold no points)
  const out: Pt[][] = [];
  for (const e of v) for (const s of seriesOf(e)) out.push(s);
  return out;
}

export function pointsFromValue(printed: string): Pt[][] {
  return seriesOf(parsePrinted(printed.trim()));
}

const POINT_IN_TEXT = /\(\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s+([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?:\s+([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?))?\s*\)/g;

/** Every point-looking list printed in the output, in order, as one series. */
export function pointsFromOutput(text: string): Pt[][] {
  const pts: Pt[] = [];
  for (const m of text.matchAll(POINT_IN_TEXT)) {
    const x = Number(m[1]);
    const y = Number(m[2]);
    pts.push(m[3] !== undefined ? [x, y, Number(m[3])] : [x, y]);
  }
  return pts.length ? [pts] : [];
}
