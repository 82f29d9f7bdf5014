/*
 * -LAYER (and LAYER from a program, which shows the same command-line prompts): the command
 * drafters' scripts use most ((command "_.-LAYER" "_M" "NAME" "_C" "1" "" "")). Options Make,
 * Set, New, Rename, ON, OFF, Color, Ltype, LWeight, Plot, Freeze, Thaw, LOck, Unlock and ? are
 * simulated; the rest (TRansparency, MATerial, stAte, Description, rEconcile, Xref) are reported as
 * not simulated. Name lists are comma-separated wcmatch patterns (case-insensitive); Enter at a
 * name prompt means the current layer. Changes go through entmod, so they are checked, undoable
 * and in the diff like any other table change. Prompts: AutoCAD 2012+ -LAYER command reference.
 */
import { MESSAGES } from '../../core/messages.js';
import { Cons, list, type Value } from '../../core/values.js';
import { colorOf, type Drawing } from '../drawing.js';
import { entmod } from '../entmod.js';
import type { DbRecord } from '../model/record.js';
import { tagGet, tagNum } from '../model/tags.js';
import { compileWcmatch } from '../selection/wildcard.js';
import { LINEWEIGHTS } from '../sysvar-table.js';
import { createLayer } from '../tables.js';
import { entgetList } from '../view.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';

const MAIN = 'Enter an option [?/Make/Set/New/Rename/ON/OFF/Color/Ltype/LWeight/TRansparency/MATerial/Plot/Freeze/Thaw/LOck/Unlock/stAte/Description/rEconcile/Xref]: ';
const COLOR_NAMES = ['', 'red', 'yellow', 'green', 'cyan', 'blue', 'magenta', 'white'];

const nameOf = (r: DbRecord): string => String(tagGet(r.body, 2) ?? '');
const flags = (r: DbRecord): number => tagNum(r.body, 70);
const color = (r: DbRecord): number => tagNum(r.body, 62, 7);

function layers(d: Drawing): DbRecord[] {
  const out: DbRecord[] = [];
  for (const h of d.db.table('LAYER')?.order ?? []) {
    const r = d.db.get(h);
    if (r && !r.deleted) out.push(r);
  }
  return out;
}

const current = (io: CommandIo): string => io.str('CLAYER', '0');

/** The layers a name list names ("" = the current layer). */
function named(io: CommandIo, spec: string): DbRecord[] {
  if (spec === '') {
    const cur = io.d.db.tableEntry('LAYER', current(io));
    return cur ? [cur] : [];
  }
  const tests = spec.split(',').map((p) => compileWcmatch(p.trim(), true));
  return layers(io.d).filter((r) => tests.some((t) => t(nameOf(r))));
}

/** Replace (or add) one group of a layer record through entmod. */
function setGroup(d: Drawing, r: DbRecord, code: number, value: Value): void {
  const live = d.db.get(r.handle) ?? r;
  const items: Value[] = [];
  let found = false;
  for (let c = entgetList(d.db, live, null); c instanceof Cons; c = c.cdr) {
    const p = c.car;
    if (p instanceof Cons && p.car === code) {
      items.push(new Cons(code, value));
      found = true;
    } else items.push(p);
  }
  if (!found) items.push(new Cons(code, value));
  entmod(d, list(items));
}

/** A name or name-list prompt: typed text, a number as text, or Enter (""). */
function* names(io: CommandIo, prompt: string): Ask<string> {
  const a = yield* io.ask(prompt, { text: true, enter: true });
  return a.kind === 'text' ? a.s : a.kind === 'keyword' ? a.k : '';
}

const colorLabel = (aci: number): string => (COLOR_NAMES[aci] ? `${aci} (${COLOR_NAMES[aci]})` : String(aci));

export const LAYER = defineCommand({
  names: ['-LAYER', 'LAYER'],
  *run(io) {
    const d = io.d;
    io.message(`Current layer:  "${current(io)}"`);
    for (;;) {
      const a = yield* io.keyword(MAIN, { enter: true });
      if (a.kind !== 'keyword') return;
      switch (a.k) {
        case '?': {
          yield* names(io, 'Enter layer name(s) to list <*>: ');
          for (const r of layers(d)) io.message(`${nameOf(r)}  ${flags(r) & 1 ? 'Frozen' : 'Thawed'}  ${color(r) < 0 ? 'Off' : 'On'}  ${Math.abs(color(r))}  ${String(tagGet(r.body, 6) ?? 'Continuous')}`);
          break;
        }
        case 'Make':
        case 'Set': {
          const prompt = a.k === 'Make' ? `Enter name for new layer (becomes the current layer) <${current(io)}>: ` : 'Enter layer name to make current or <select object>: ';
          const name = (yield* names(io, prompt)) || (a.k === 'Make' ? current(io) : '');
          if (name === '') break;
          let r = d.db.tableEntry('LAYER', name);
          if (!r) {
            if (a.k === 'Set') {
              io.complainText(MESSAGES.layerNotFound(name));
              break;
            }
            createLayer(d.db, name);
            r = d.db.tableEntry('LAYER', name)!;
          } else if (color(r) < 0) setGroup(d, r, 62, -color(r));
          d.sysvars.set('CLAYER', nameOf(d.db.tableEntry('LAYER', name)!));
          break;
        }
        case 'New': {
          const list = yield* names(io, 'Enter name list for new layer(s): ');
          for (const n of list.split(',')) if (n.trim() && !d.db.tableEntry('LAYER', n.trim())) createLayer(d.db, n.trim());
          break;
        }
        case 'Rename': {
          const from = yield* names(io, 'Enter old layer name: ');
          const r = d.db.tableEntry('LAYER', from);
          if (!r) {
            io.complainText(MESSAGES.layerNotFound(from));
            break;
          }
          const to = yield* names(io, 'Enter new layer name: ');
          if (to && nameOf(r) !== '0') setGroup(d, r, 2, to);
          break;
        }
        case 'Color': {
          const c = yield* io.ask('New color [Truecolor/COlorbook] : ', { text: true });
          const typed = c.kind === 'text' ? c.s : '';
          const off = typed.trim().startsWith('-');
          const aci = colorOf(typed.trim().replace(/^-/, ''));
          if (aci < 1 || aci > 255) {
            io.complain('inputInvalidKeyword');
            break;
          }
          const targets = named(io, yield* names(io, `Enter name list of layer(s) for color ${colorLabel(aci)} <${current(io)}>: `));
          for (const r of targets) setGroup(d, r, 62, off ? -aci : aci);
          break;
        }
        case 'Ltype': {
          const lt = (yield* names(io, 'Enter a loaded linetype name or [?] <Continuous>: ')) || 'Continuous';
          const ltRec = d.db.tableEntry('LTYPE', lt);
          if (!ltRec) {
            io.complainText(MESSAGES.linetypeNotFound(lt));
            break;
          }
          const ltName = String(tagGet(ltRec.body, 2));
          const targets = named(io, yield* names(io, `Enter name list of layer(s) for linetype "${ltName}" <${current(io)}>: `));
          for (const r of targets) setGroup(d, r, 6, ltName);
          break;
        }
        case 'LWeight': {
          const w = yield* io.real('Enter lineweight (0.0mm-2.11mm): ');
          if (w.kind !== 'number') break;
          const lw = nearestLineweight(w.n);
          const targets = named(io, yield* names(io, `Enter name list of layers(s) for lineweight ${(lw / 100).toFixed(2)}mm <${current(io)}>: `));
          for (const r of targets) setGroup(d, r, 370, lw);
          break;
        }
        case 'Plot': {
          const p = yield* io.keyword('Enter a plotting preference [Plot/No plot] <Plot>: ', { enter: true });
          const plot = p.kind !== 'keyword' || p.k === 'Plot';
          const targets = named(io, yield* names(io, `Enter layer name(s) for this plot preference <${current(io)}>: `));
          for (const r of targets) setGroup(d, r, 290, plot ? 1 : 0);
          break;
        }
        case 'ON':
        case 'OFF': {
          const prompt = a.k === 'ON' ? 'Enter name list of layer(s) to turn On: ' : 'Enter name list of layer(s) to turn Off or <select objects>: ';
          const targets = named(io, yield* names(io, prompt));
          for (const r of targets) {
            if (a.k === 'OFF' && nameOf(r).toUpperCase() === current(io).toUpperCase() && io.num('EXPERT', 0) < 1) {
              const q = yield* io.keyword('Really want to turn the current layer off? <N>: ', { keywords: 'Yes No', enter: true });
              if (q.kind !== 'keyword' || q.k !== 'Yes') continue;
            }
            setGroup(d, r, 62, a.k === 'ON' ? Math.abs(color(r)) : -Math.abs(color(r)));
          }
          break;
        }
        case 'Freeze':
        case 'Thaw': {
          const prompt = a.k === 'Freeze' ? 'Enter name list of layer(s) to freeze or <select objects>: ' : 'Enter name list of layer(s) to thaw: ';
          const spec = yield* names(io, prompt);
          if (spec === '') break;
          for (const r of named(io, spec)) {
            if (a.k === 'Freeze' && nameOf(r).toUpperCase() === current(io).toUpperCase()) io.complainText(MESSAGES.layerIsCurrent(nameOf(r)));
            else setGroup(d, r, 70, a.k === 'Freeze' ? flags(r) | 1 : flags(r) & ~1);
          }
          break;
        }
        case 'LOck':
        case 'Unlock': {
          const prompt = a.k === 'LOck' ? 'Enter name list of layer(s) to lock or <select objects>: ' : 'Enter name list of layer(s) to unlock or <select objects>: ';
          for (const r of named(io, yield* names(io, prompt))) setGroup(d, r, 70, a.k === 'LOck' ? flags(r) | 4 : flags(r) & ~4);
          break;
        }
        default:
          return io.notSimulated(`-LAYER ${a.k}`);
      }
    }
  },
});

/** The valid lineweight (hundredths of a mm) nearest to a value typed in mm. */
function nearestLineweight(mm: number): number {
  const want = Math.round(mm * 100);
  let best = 0;
  for (const w of LINEWEIGHTS) if (w >= 0 && Math.abs(w - want) < Math.abs(best - want)) best = w;
  return best;
}
