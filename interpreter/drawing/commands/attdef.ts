/*
 * -ATTDEF (and ATTDEF from a program): an attribute definition. Prompts from AutoCAD's -ATTDEF
 * reference:
 *   Current attribute modes: Invisible=N Constant=N Verify=N Preset=N Lock position=Y Annotative=N Multiple line=N
 *   Enter an option to change [Invisible/Constant/Verify/Preset/Lock position/Annotative/Multiple lines] <done>:
 *   Enter attribute tag name:
 *   Enter attribute value:            (Constant)   |  Enter attribute prompt: / Enter default attribute value:
 *   then TEXT's placement prompts (start point or Justify/Style, height, rotation)
 * The modes toggle and are kept in AFLAGS (1 invisible, 2 constant, 4 verify, 8 preset,
 * 16 lock position, 32 multiple lines). Tags are upper-cased and may not contain spaces; a
 * leading backslash keeps leading blanks of a prompt or value. The ATTDEF entity: the text part,
 * then 3 prompt, 2 tag, 70 flags, 73 field length, 74 vertical justification, 280 lock position.
 * Annotative and multiple-line attributes are not simulated.
 */
import { MESSAGES } from '../../core/messages.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { textPartGroups, textPlacement } from './text.js';

const MODE_BITS: Readonly<Record<string, number>> = { Invisible: 1, Constant: 2, Verify: 4, Preset: 8, Lock: 16, Multiple: 32 };

const yn = (flags: number, bit: number): string => (flags & bit ? 'Y' : 'N');

/** A value typed at an attribute prompt: one leading backslash protects leading blanks. */
const unescape = (s: string): string => (s.startsWith('\\') ? s.slice(1) : s);

function* tagName(io: CommandIo): Ask<string> {
  for (;;) {
    const t = (yield* io.text('Enter attribute tag name: ')).trim();
    if (t !== '' && !/\s/.test(t)) return t.toUpperCase();
    io.complainText(MESSAGES.attdefBadTag());
  }
}

export const ATTDEF = defineCommand({
  names: ['-ATTDEF', 'ATTDEF'],
  *run(io) {
    let flags = io.num('AFLAGS', 16);
    for (;;) {
      io.message(`Current attribute modes: Invisible=${yn(flags, 1)} Constant=${yn(flags, 2)} Verify=${yn(flags, 4)} Preset=${yn(flags, 8)} Lock position=${yn(flags, 16)} Annotative=N Multiple line=${yn(flags, 32)}`);
      const a = yield* io.keyword('Enter an option to change [Invisible/Constant/Verify/Preset/Lock position/Annotative/Multiple lines] <done>: ', { enter: true });
      if (a.kind !== 'keyword') break;
      if (a.k === 'Annotative') return io.notSimulated('-ATTDEF Annotative');
      flags ^= MODE_BITS[a.k] ?? 0;
      io.setVar('AFLAGS', flags);
    }
    if (flags & 32) return io.notSimulated('-ATTDEF Multiple lines');
    const tag = yield* tagName(io);
    let prompt = '';
    let value: string;
    if (flags & 2) value = unescape(yield* io.text('Enter attribute value: '));
    else {
      prompt = unescape(yield* io.text('Enter attribute prompt: '));
      value = unescape(yield* io.text('Enter default attribute value: '));
    }
    const pl = yield* textPlacement(io);
    const { groups, vertical } = textPartGroups(io, pl, value || tag);
    const text = groups.map(([c, v]): [number, typeof v] => (c === 1 ? [1, value] : [c, v]));
    io.add('ATTDEF', [...text, [100, 'AcDbAttributeDefinition'], [280, 0], [3, prompt], [2, tag], [70, flags & 15], [73, 0], [74, vertical], [280, flags & 16 ? 1 : 0]]);
    io.ctx.sysvars.set('TEXTSTYLE', pl.style.name);
  },
});
