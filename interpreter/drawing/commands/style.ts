/*
 * -STYLE (and STYLE from a program): create or change a text style and make it current. Prompts
 * [commands.md -STYLE; unconfirmed wording is listed in known-deviations.txt]:
 *   Enter name of text style or [?] <Standard>:
 *   Specify full font name or font filename (TTF or SHX) <txt>:
 *   Specify height of text or [Annotative] <0.0000>:
 *   Specify width factor <1.0000>:
 *   Specify obliquing angle <0>:
 *   Display text backwards? [Yes/No] <No>:
 *   Display text upside-down? [Yes/No] <No>:
 *   Vertical? [Yes/No] <No>:                      (SHX fonts only)
 *   "NAME" is now the current text style.
 * An existing style's settings are the defaults. The STYLE record [STYLE DXF reference]: 2 name,
 * 70 flags (4 vertical), 40 fixed height, 41 width factor, 50 obliquing angle, 71 generation
 * (2 backwards, 4 upside down), 42 last height used, 3 font file, 4 big font. TEXTSTYLE is set.
 */
import { MESSAGES } from '../../core/messages.js';
import { newEntryBody } from '../tables.js';
import { tagNum, tagStr } from '../model/tags.js';
import { validSymbolName } from '../checks.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';

function* yesNo(io: CommandIo, prompt: string, dflt: boolean): Ask<boolean> {
  const a = yield* io.keyword(`${prompt} [Yes/No] <${dflt ? 'Yes' : 'No'}>: `, { enter: true });
  return a.kind === 'keyword' ? a.k === 'Yes' : dflt;
}

export const STYLE = defineCommand({
  names: ['-STYLE', 'STYLE'],
  *run(io) {
    const db = io.d.db;
    let name: string;
    for (;;) {
      const cur = io.str('TEXTSTYLE', 'Standard');
      const a = yield* io.ask(`Enter name of text style or [?] <${cur}>: `, { text: true, enter: true });
      if (a.kind === 'keyword') {
        yield* io.text('Enter text style(s) to list <*>: ');
        io.message((db.table('STYLE')?.order ?? []).map((h) => `Style name: "${tagStr(db.get(h)!.body, 2)}"`).join('\n'));
        continue;
      }
      name = a.kind === 'text' ? a.s.trim() : cur;
      if (validSymbolName(name)) break;
      io.complainText(MESSAGES.blockInvalidName());
    }
    const old = db.tableEntry('STYLE', name);
    const font0 = old ? tagStr(old.body, 3, 'txt') : 'txt';
    const fontTyped = (yield* io.text(`Specify full font name or font filename (TTF or SHX) <${font0}>: `)).trim();
    const font = fontTyped || font0;
    let height = old ? tagNum(old.body, 40) : 0;
    for (;;) {
      const h = yield* io.distance(`Specify height of text or [Annotative] <${io.fmtDist(height)}>: `, { enter: true, positive: true });
      if (h.kind === 'keyword') return io.notSimulated('-STYLE Annotative');
      if (h.kind === 'number') height = h.n;
      break;
    }
    const w0 = old ? tagNum(old.body, 41, 1) : 1;
    const w = yield* io.real(`Specify width factor <${io.fmtDist(w0)}>: `, { enter: true, positive: true, nonzero: true });
    const width = w.kind === 'number' ? w.n : w0;
    const o0 = old ? tagNum(old.body, 50) : 0;
    const o = yield* io.ask(`Specify obliquing angle <${io.fmtAngle(o0)}>: `, { number: 'included', enter: true });
    const oblique = o.kind === 'number' ? o.n : o0;
    const g0 = old ? tagNum(old.body, 71) : 0;
    const backwards = yield* yesNo(io, 'Display text backwards?', (g0 & 2) !== 0);
    const upside = yield* yesNo(io, 'Display text upside-down?', (g0 & 4) !== 0);
    const f0 = old ? tagNum(old.body, 70) : 0;
    let vertical = (f0 & 4) !== 0;
    if (!/\.ttf$/i.test(font)) vertical = yield* yesNo(io, 'Vertical?', vertical);
    const groups: Array<[number, string | number]> = [
      [2, old ? tagStr(old.body, 2) : name], [70, (f0 & ~4) | (vertical ? 4 : 0)], [40, height], [41, width], [50, oblique],
      [71, (backwards ? 2 : 0) | (upside ? 4 : 0)], [42, old ? tagNum(old.body, 42, height || 0.2) : height || io.num('TEXTSIZE', 0.2)], [3, font], [4, old ? tagStr(old.body, 4) : ''],
    ];
    const body = newEntryBody('STYLE', groups);
    if (old) db.replace({ ...old, body });
    else db.addTableEntry('STYLE', 'STYLE', body);
    const stored = tagStr(body, 2);
    io.setVar('TEXTSTYLE', stored);
    io.message(MESSAGES.styleNowCurrent(stored));
  },
});
