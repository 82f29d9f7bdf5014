/*
 * MTEXT contents as AutoCAD lays them out, without fonts: the inline codes parsed into runs
 * (parseMtext), then the runs set into lines (layoutMtext) with word wrap at the reference
 * rectangle's width (group 41) and AutoCAD's line spacing. One source for the MTEXT shape
 * (text-shape.ts: selection, extents, the drawing view) and for plain text (plainMtext).
 *
 * Codes: \P paragraph (and a raw newline), \N column break (a new line here), \X, \~ non-breaking
 * space, \\ \{ \} escapes, {...} groups that restore the state, \H<h>; and \H<f>x; height (absolute
 * or relative), \C<aci>; and \c<rgb>; colour, \W<f>; width factor, \L \l \O \o \K \k underline,
 * overline and strike-through on/off, \S<up>^<down>; (also / and #) stacked text shown as up/down,
 * \U+XXXX a character, %%d %%p %%c %%% %%nnn specials; \f \F (font), \Q (oblique), \T (tracking),
 * \A (alignment) and \p (paragraph format) are read and ignored: the text keeps its font-less metrics.
 *
 * Metrics are text-box.ts's (a character advances by its height × width factor, glyphs fill 2/3 of
 * the cell). Line spacing (44 factor, 73 style): the distance between baselines is 5/3 of the line's
 * height × 44, where the line's height is its tallest run for "at least" (73 = 1) and the entity's
 * height for "exactly" (73 = 2); the first baseline sits the first line's height below the top.
 */
import { displayText } from './text-box.js';

export interface MtextStyle {
  /** absolute glyph height */
  height: number;
  widthFactor: number;
  aci?: number;
  rgb?: number;
  underline: boolean;
  overline: boolean;
  strike: boolean;
}

export interface MtextRun extends MtextStyle {
  text: string;
}

/** A paragraph: runs in order (an empty paragraph keeps its line). */
export type MtextParagraph = MtextRun[];

/** Codes with an argument up to ";" that the view does not model (font, oblique, tracking, alignment, paragraph). */
const IGNORED_ARG = new Set('fFQqTtAap'.split(''));
const TOGGLE: Record<string, [keyof MtextStyle, boolean]> = {
  L: ['underline', true], l: ['underline', false], O: ['overline', true], o: ['overline', false], K: ['strike', true], k: ['strike', false],
};

/** Split MTEXT contents (1 and 3 groups joined) into paragraphs of styled runs. */
export function parseMtext(raw: string, base: Pick<MtextStyle, 'height' | 'widthFactor'> & Partial<MtextStyle>): MtextParagraph[] {
  const paras: MtextParagraph[] = [[]];
  let style: MtextStyle = { underline: false, overline: false, strike: false, ...base };
  const stack: MtextStyle[] = [];
  let buf = '';
  const flush = (): void => {
    if (buf) paras[paras.length - 1]!.push({ ...style, text: displayText(buf) });
    buf = '';
  };
  const restyle = (next: Partial<MtextStyle>): void => {
    flush();
    style = { ...style, ...next };
  };
  const argEnd = (from: number): number => {
    const end = raw.indexOf(';', from);
    return end < 0 ? raw.length : end;
  };
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (ch === '{') {
      flush();
      stack.push(style);
      continue;
    }
    if (ch === '}') {
      flush();
      style = stack.pop() ?? style;
      continue;
    }
    if (ch === '\n') {
      flush();
      paras.push([]);
      continue;
    }
    if (ch !== '\\') {
      buf += ch;
      continue;
    }
    const code = raw[i + 1];
    if (code === undefined) break;
    i++;
    if (code === 'P' || code === 'N' || code === 'X') {
      flush();
      paras.push([]);
    } else if (code === '~') buf += '\u00a0';
    else if (code === 'S') {
      const end = argEnd(i + 1);
      buf += raw.slice(i + 1, end).replace(/[\^#]/, '/');
      i = end;
    } else if (code === 'U' && raw[i + 1] === '+' && /^[0-9A-Fa-f]{4}/.test(raw.slice(i + 2, i + 6))) {
      buf += String.fromCharCode(parseInt(raw.slice(i + 2, i + 6), 16));
      i += 5;
    } else if (code === 'H' || code === 'h') {
      const end = argEnd(i + 1);
      const arg = raw.slice(i + 1, end).trim();
      const v = parseFloat(arg);
      if (Number.isFinite(v) && v > 0) restyle({ height: /x$/i.test(arg) ? style.height * v : v });
      i = end;
    } else if (code === 'W' || code === 'w') {
      const end = argEnd(i + 1);
      const v = parseFloat(raw.slice(i + 1, end));
      if (Number.isFinite(v) && v > 0) restyle({ widthFactor: v });
      i = end;
    } else if (code === 'C' || code === 'c') {
      const end = argEnd(i + 1);
      const v = Math.trunc(Number(raw.slice(i + 1, end)));
      if (Number.isFinite(v)) {
        const rest: Partial<MtextStyle> = { ...style };
        delete rest.aci;
        delete rest.rgb;
        flush();
        style = { ...(rest as MtextStyle), ...(code === 'C' ? (v === 256 || v === 0 ? {} : { aci: v }) : { rgb: v & 0xffffff }) };
        if (code === 'C' && (v === 256 || v === 0)) {
          // BYLAYER / BYBLOCK: back to the entity's colour
          if (base.aci !== undefined) style.aci = base.aci;
          if (base.rgb !== undefined) style.rgb = base.rgb;
        }
      }
      i = end;
    } else if (IGNORED_ARG.has(code)) i = argEnd(i + 1);
    else if (TOGGLE[code]) {
      const [k, on] = TOGGLE[code]!;
      restyle({ [k]: on });
    } else buf += code; // \\ \{ \} and any other escaped character
  }
  flush();
  return paras;
}

/** MTEXT contents with the formatting codes removed; paragraphs (\P) and column breaks (\N) become "\n". */
export function plainMtext(raw: string): string {
  return parseMtext(raw, { height: 1, widthFactor: 1 })
    .map((p) => p.map((r) => r.text).join('').replace(/\u00a0/g, ' '))
    .join('\n');
}

/** A run placed on its line: x from the line's start, its advance (cell width × characters) and ink width. */
export interface PlacedRun extends MtextRun {
  x: number;
  advance: number;
}

export interface MtextLine {
  runs: PlacedRun[];
  /** ink width: the advances less the last glyph's right third */
  width: number;
  /** the tallest run (the entity's height for an empty line) */
  height: number;
  /** baseline below the top of the text (positive down) */
  baseline: number;
}

export interface MtextLayoutOptions {
  /** the entity's text height (40) */
  height: number;
  /** reference rectangle width (41); 0 or less: no wrapping */
  width: number;
  /** line spacing factor (44) */
  spacing: number;
  /** 1 at least (default), 2 exactly (73) */
  spacingStyle: number;
}

export interface MtextLayout {
  lines: MtextLine[];
  /** widest line's ink width */
  width: number;
  /** top to the last baseline */
  height: number;
}

const cell = (r: MtextStyle): number => r.height * r.widthFactor;

/** Words of a run: each word keeps its trailing spaces (a break may follow them). */
function words(text: string): string[] {
  return text.match(/[^ ]+ *| +/g) ?? [];
}

/** Set paragraphs into lines, wrapping at `width` between words (a word wider than the box gets its own line). */
export function layoutMtext(paras: MtextParagraph[], o: MtextLayoutOptions): MtextLayout {
  const lines: MtextLine[] = [];
  const spacing = o.spacing > 0 ? o.spacing : 1;
  const wrap = o.width > 0 ? o.width : Infinity;
  for (const para of paras) {
    let line: PlacedRun[] = [];
    let x = 0;
    const close = (): void => {
      lines.push(finishLine(line, o.height));
      line = [];
      x = 0;
    };
    for (const run of para)
      for (const w of words(run.text)) {
        const c = cell(run);
        const ink = w.trimEnd().length * c - c / 3;
        if (line.length && w.trim() && x + ink > wrap + 1e-9) close();
        if (!line.length && !w.trim()) continue; // a wrapped line does not start with the spaces it broke at
        const last = line[line.length - 1];
        if (last && sameStyle(last, run)) {
          last.text += w;
          last.advance += w.length * c;
        } else line.push({ ...run, text: w, x, advance: w.length * c });
        x += w.length * c;
      }
    close();
  }
  let top = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const lh = o.spacingStyle === 2 ? o.height : l.height;
    top = i === 0 ? l.height : top + ((5 * lh) / 3) * spacing;
    l.baseline = top;
  }
  return { lines, width: lines.reduce((m, l) => Math.max(m, l.width), 0), height: lines.length ? lines[lines.length - 1]!.baseline : 0 };
}

function finishLine(runs: PlacedRun[], height: number): MtextLine {
  // trailing spaces take no room at the end of a line
  let width = 0;
  for (const r of runs) {
    const ink = r.text.trimEnd();
    if (ink) width = r.x + ink.length * cell(r) - cell(r) / 3;
  }
  return { runs, width: Math.max(0, width), height: runs.reduce((m, r) => Math.max(m, r.height), runs.length ? 0 : height) || height, baseline: 0 };
}

const sameStyle = (a: MtextStyle, b: MtextStyle): boolean =>
  a.height === b.height && a.widthFactor === b.widthFactor && a.aci === b.aci && a.rgb === b.rgb && a.underline === b.underline && a.overline === b.overline && a.strike === b.strike;
