/*
 * The property prompts CHPROP and CHANGE's Properties option share: "Enter property to change
 * [Color/LAyer/LType/ltScale/LWeight/Thickness/TRansparency/Material/Annotative]:" (CHANGE adds
 * Elev) repeated until Enter, each answered by its own prompt; the defaults show the first
 * object's value. Colours: a number 0-256, a name (red ... white, BYLAYER, BYBLOCK), or Truecolor
 * "r,g,b". Layers and linetypes must exist ("Layer X not found." / "Linetype X not found.").
 * Material and Annotative are not simulated. Sources: CHPROP and CHANGE command references;
 * sub-prompt wording unconfirmed (test/conformance/known-deviations.txt).
 */
import type { Ename } from '../../core/values.js';
import { colorOf } from '../drawing.js';
import { changeProperties, type PropertyChange } from '../edit/props.js';
import { liveEntity, setGroups } from '../edit/records.js';
import { tagGet, tagNum, tagStr } from '../model/tags.js';
import type { Ask, CommandIo } from './engine/io.js';

const COLOR_NAMES: Record<number, string> = { 0: 'BYBLOCK', 1: 'red', 2: 'yellow', 3: 'green', 4: 'cyan', 5: 'blue', 6: 'magenta', 7: 'white', 256: 'BYLAYER' };
const LINEWEIGHTS = [0, 5, 9, 13, 15, 18, 20, 25, 30, 35, 40, 50, 53, 60, 70, 80, 90, 100, 106, 120, 140, 158, 200, 211];

const colorName = (aci: number): string => COLOR_NAMES[aci] ?? String(aci);

function* colorAnswer(io: CommandIo, dflt: string): Ask<Pick<PropertyChange, 'color' | 'trueColor'> | undefined> {
  for (;;) {
    const a = yield* io.ask(`New color [Truecolor/COlorbook] <${dflt}>: `, { text: true, enter: true, number: 'int' });
    if (a.kind === 'enter') return undefined;
    if (a.kind === 'number' && a.n >= 0 && a.n <= 256) return { color: a.n };
    if (a.kind === 'keyword' && a.k === 'Truecolor') {
      const t = yield* io.text('Red, Green, Blue: ');
      const m = /^\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*$/.exec(t);
      if (m && [m[1], m[2], m[3]].every((x) => Number(x) <= 255)) return { trueColor: (Number(m[1]) << 16) | (Number(m[2]) << 8) | Number(m[3]) };
      io.complainText('Invalid color.');
      continue;
    }
    if (a.kind === 'keyword') io.notSimulated('color books');
    if (a.kind === 'text') {
      const s = a.s.trim();
      const aci = colorOf(s);
      if (aci !== 256 || s.toUpperCase() === 'BYLAYER') return { color: aci };
    }
    io.complainText('Invalid color.');
  }
}

/** The properties loop; `elev` adds CHANGE's Elev option. Changes are made as each is answered. */
export function* propertyLoop(io: CommandIo, items: readonly Ename[], elev: boolean): Ask<void> {
  const db = io.d.db;
  const first = liveEntity(db, items[0]!);
  const body = first?.body;
  const prompt = `Enter property to change [Color/${elev ? 'Elev/' : ''}LAyer/LType/ltScale/LWeight/Thickness/TRansparency/Material/Annotative]: `;
  const apply = (ch: PropertyChange): void => void changeProperties(db, items, ch);
  for (;;) {
    const k = yield* io.keyword(prompt, { enter: true });
    if (k.kind === 'enter') return;
    switch (k.k) {
      case 'Color': {
        const c = body ? tagGet(body, 62) : undefined;
        const ch = yield* colorAnswer(io, colorName(typeof c === 'number' ? c : 256));
        if (ch) apply(ch);
        break;
      }
      case 'LAyer': {
        const name = (yield* io.text(`Enter new layer name <${body ? tagStr(body, 8, '0') : '0'}>: `)).trim();
        if (!name) break;
        const rec = db.tableEntry('LAYER', name);
        if (!rec) io.complainText(`Layer ${name} not found.`);
        else apply({ layer: tagStr(rec.body, 2, name) });
        break;
      }
      case 'LType': {
        const name = (yield* io.text(`Enter new linetype name <${body ? tagStr(body, 6, 'ByLayer') : 'ByLayer'}>: `)).trim();
        if (!name) break;
        const u = name.toUpperCase();
        const rec = u === 'BYLAYER' || u === 'BYBLOCK' ? undefined : db.tableEntry('LTYPE', name);
        if (!rec && u !== 'BYLAYER' && u !== 'BYBLOCK') io.complainText(`Linetype ${name} not found.  Use the LINETYPE command to load it.`);
        else apply({ linetype: rec ? tagStr(rec.body, 2, name) : name });
        break;
      }
      case 'ltScale': {
        const a = yield* io.real(`Specify new linetype scale <${io.fmtDist(body ? tagNum(body, 48, 1) : 1)}>: `, { enter: true, positive: true, nonzero: true });
        if (a.kind === 'number') apply({ ltscale: a.n });
        break;
      }
      case 'LWeight': {
        for (;;) {
          const cur = body ? tagNum(body, 370, -1) : -1;
          const t = (yield* io.text(`Enter new lineweight <${cur === -1 ? 'ByLayer' : cur === -2 ? 'ByBlock' : (cur / 100).toFixed(2)}>: `)).trim().toUpperCase();
          if (!t) break;
          const named: Record<string, number> = { BYLAYER: -1, BYBLOCK: -2, DEFAULT: -3 };
          let lw = named[t];
          if (lw === undefined && /^\d*\.?\d+$/.test(t)) {
            const mm = Math.round(Number(t) * 100);
            lw = LINEWEIGHTS.find((w) => w >= mm) ?? 211;
          }
          if (lw === undefined) {
            io.complainText('Invalid lineweight.');
            continue;
          }
          apply({ lineweight: lw });
          break;
        }
        break;
      }
      case 'Thickness': {
        const a = yield* io.distance(`Specify new thickness <${io.fmtDist(body ? tagNum(body, 39, 0) : 0)}>: `, { enter: true });
        if (a.kind === 'number') apply({ thickness: a.n });
        break;
      }
      case 'TRansparency': {
        const a = yield* io.ask('Enter transparency value (0-90) or [ByLayer/ByBlock] <ByLayer>: ', { number: 'int', enter: true });
        if (a.kind === 'number' && a.n >= 0 && a.n <= 90) apply({ transparency: a.n });
        else if (a.kind === 'keyword') apply({ transparency: a.k === 'ByBlock' ? 'BYBLOCK' : 'BYLAYER' });
        else if (a.kind === 'number') io.complainText('Value must be between 0 and 90.');
        break;
      }
      case 'Elev': {
        const a = yield* io.distance(`Specify new elevation <${io.fmtDist(0)}>: `, { enter: true });
        if (a.kind !== 'number') break;
        for (const e of items) {
          const r = liveEntity(db, e);
          if (!r) continue;
          // planar objects: the height of their points (LWPOLYLINE 38); a line with both ends at one height
          if (r.type === 'LWPOLYLINE') setGroups(db, r, [[38, a.n]]);
          else {
            const pts = r.body.c.map((c, i) => [c, r.body.v[i]] as const).filter(([c, v]) => (c === 10 || c === 11) && Array.isArray(v));
            setGroups(db, r, pts.map(([c, v]) => [c, [(v as number[])[0]!, (v as number[])[1]!, a.n]]));
          }
        }
        break;
      }
      default:
        io.notSimulated(`${io.invokedAs} ${k.k}`);
    }
  }
}
