/*
 * Text extents without fonts: a documented approximation shared by the `textbox` builtin, the
 * shapes of TEXT / ATTRIB / MTEXT (selection, extents, the canvas). The model is AutoCAD's txt.shx
 * grid: a character cell is as wide as the text is high (times the width factor), glyphs fill the
 * left 2/3 of the cell, capitals and digits reach the full height, descenders (g j p q y , ;) go
 * 1/3 below the baseline, and a string of only x-height letters (descenders included) reaches 2/3
 * of the height. Oblique angles lean the top edge. Real fonts differ (Arial is narrower); scripts
 * that use textbox to size frames get plausible, stable numbers.
 * Also here: the text as it is displayed (%%d -> °); MTEXT codes are mtext.ts's.
 */

const DESCENDERS = /[gjpqy,;]/;
const X_HEIGHT_ONLY = /^[acegmnopqrsuvwxyz .,\-~_:;]*$/;

export interface TextMetrics {
  height: number;
  widthFactor: number;
  /** oblique angle in radians */
  oblique: number;
}

/** [minX, minY, maxX, maxY] of a single line relative to its insertion point, unrotated. */
export function textBoxLocal(text: string, m: TextMetrics): [number, number, number, number] {
  const s = stripControlCodes(text);
  const h = m.height;
  if (s.length === 0) return [0, 0, 0, 0];
  const cell = h * m.widthFactor;
  const width = s.length * cell - cell / 3;
  const bottom = DESCENDERS.test(s) ? -h / 3 : 0;
  const top = X_HEIGHT_ONLY.test(s) ? (s.trim() === '' ? 0 : (2 * h) / 3) : h;
  const lean = Math.tan(m.oblique);
  // `+ 0` turns -0 into 0 so results print as 0.0
  const minX = Math.min(0, bottom * lean) + 0;
  const maxX = width + Math.max(0, top * lean);
  return [minX, bottom + 0, maxX, top];
}

/** %%d %%p %%c (one glyph each), %%u %%o (none), %%nnn: the text as measured (each glyph an x-height letter). */
export function stripControlCodes(s: string): string {
  // every code starts with %% (most texts have none: no regex pass for them)
  if (s.indexOf('%%') < 0) return s;
  return s.replace(/%%(\d{3}|[dpcDPC%])/g, 'x').replace(/%%[uoUO]/g, '');
}

const SPECIAL: Record<string, string> = { d: '°', p: '±', c: '⌀', '%': '%' };

/** The text as drawn: %%d ° , %%p ± , %%c ⌀ , %%% % , %%nnn the character nnn; %%u / %%o toggles removed. */
export function displayText(s: string): string {
  if (s.indexOf('%%') < 0) return s;
  return s
    .replace(/%%(\d{3})/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/%%([dpcDPC%])/g, (_, c: string) => SPECIAL[c.toLowerCase()]!)
    .replace(/%%[uoUO]/g, '');
}
