/* eslint-disable @typescript-eslint/no-this-alias -- closures over the port read its current data */
/*
 * A small in-memory DrawingFactory for runner tests, standing in for interpreter/drawing/port.ts:
 * a few sysvars (OSMODE, CMDECHO, CLAYER, LIMCHECK...), entities with a handle, layer and point,
 * getvar/setvar, and (fake-line x y layer) / (fake-move handle layer) to change the drawing.
 * snapshot/diff/hash/serialize behave like the real port's contract, in the simplest way.
 */
import {
  Cons, Ename, Real, defineBuiltinsForTests, list, prin1, type Value,
} from './interp-parts.js';
import type { DrawingFactory, DrawingPort } from '../../interpreter/ports/drawing.js';
import type { DrawingState } from '../../interpreter/ports/snapshot.js';
import type { DrawingDiff, EntityChange, SysvarChange } from '../../interpreter/runner/contract.js';
import type { SelectableEntity, SelectionSource } from '../../interpreter/ports/selection.js';
import { sha256Hex } from '../../interpreter/runner/sha256.js';
import { utf8 } from '../../interpreter/core/utf8.js';
import { SELECTION_BUILTINS } from '../../interpreter/drawing/selection/index.js';

interface FakeEntity {
  handle: string;
  type: string;
  layer: string;
  x: number;
  y: number;
}
interface FakeData {
  name: string;
  sysvars: Record<string, number | string | number[]>;
  entities: FakeEntity[];
}
type FakeState = DrawingState & { data: FakeData };

const DEFAULT_SYSVARS: Record<string, number | string | number[]> = {
  OSMODE: 4133, CMDECHO: 1, CLAYER: '0', LIMCHECK: 0, ERRNO: 0, AUNITS: 0, AUPREC: 0, LUNITS: 2, LUPREC: 4,
  ANGBASE: 0, ANGDIR: 0, ELEVATION: 0, DIMZIN: 0, UNITMODE: 0,
};

type Stored = number | string | number[];
const toValue = (v: Stored): Value =>
  Array.isArray(v) ? list(v.map((n) => new Real(n))) : typeof v === 'number' && !Number.isInteger(v) ? new Real(v) : v;
function fromValue(v: Value): Stored {
  if (v instanceof Real) return v.v;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (v instanceof Cons) {
    const out: number[] = [];
    for (let c: Value = v; c instanceof Cons; c = c.cdr) out.push(c.car instanceof Real ? c.car.v : Number(c.car));
    return out;
  }
  return prin1(v);
}

class FakePort implements DrawingPort {
  private readonly enames = new Map<string, Ename>();
  private nextHandle: number;
  readonly sysvars;
  readonly builtins;
  constructor(private data: FakeData) {
    this.nextHandle = 0x100 + data.entities.length;
    const self = this;
    this.sysvars = {
      get: (n: string) => (n.toUpperCase() in self.data.sysvars ? toValue(self.data.sysvars[n.toUpperCase()] as Stored) : undefined),
      set: (n: string, v: Value) => {
        self.data.sysvars[n.toUpperCase()] = fromValue(v);
        return v;
      },
      setRaw: (n: string, v: Value) => {
        self.data.sysvars[n.toUpperCase()] = fromValue(v);
      },
    };
    this.builtins = [
      SELECTION_BUILTINS,
      defineBuiltinsForTests([
        { name: 'getvar', min: 1, max: 1, doc: '(getvar name) — test', fn: ([n]) => self.sysvars.get(String(n)) ?? null },
        { name: 'setvar', min: 2, max: 2, doc: '(setvar name v) — test', fn: ([n, v]) => self.sysvars.set(String(n), v as Value) },
        {
          name: 'fake-line', min: 3, max: 3, doc: '(fake-line x y layer) — test',
          fn: ([x, y, layer]) => {
            const handle = (this.nextHandle++).toString(16).toUpperCase();
            self.data = { ...self.data, entities: [...self.data.entities, { handle, type: 'LINE', layer: String(layer), x: Number(x), y: Number(y) }] };
            return handle;
          },
        },
        {
          name: 'fake-move', min: 2, max: 2, doc: '(fake-move handle layer) — test',
          fn: ([h, layer]) => {
            self.data = { ...self.data, entities: self.data.entities.map((e) => (e.handle === h ? { ...e, layer: String(layer) } : e)) };
            return h as Value;
          },
        },
        { name: 'fake-count', min: 1, max: 1, doc: '(fake-count layer) — test', fn: ([l]) => self.data.entities.filter((e) => e.layer === l).length },
      ]),
    ];
  }
  get name(): string {
    return this.data.name;
  }
  hash(): string {
    return sha256Hex(JSON.stringify(this.data));
  }
  snapshot(): DrawingState {
    return { __drawingState: true, data: structuredClone(this.data) } as FakeState;
  }
  diff(b: DrawingState, a: DrawingState): DrawingDiff {
    const before = (b as FakeState).data;
    const after = (a as FakeState).data;
    const sysvars: SysvarChange[] = [];
    for (const k of Object.keys({ ...before.sysvars, ...after.sysvars }).sort())
      if (JSON.stringify(before.sysvars[k]) !== JSON.stringify(after.sysvars[k])) sysvars.push({ name: k, before: String(before.sysvars[k]), after: String(after.sysvars[k]) });
    const entities: EntityChange[] = [];
    const old = new Map(before.entities.map((e) => [e.handle, e]));
    for (const e of after.entities) {
      const o = old.get(e.handle);
      if (!o) entities.push({ handle: e.handle, type: e.type, layer: e.layer, change: 'added' });
      else if (o.layer !== e.layer) entities.push({ handle: e.handle, type: e.type, layer: e.layer, change: 'modified', groups: [{ code: 8, before: o.layer, after: e.layer }] });
      old.delete(e.handle);
    }
    for (const e of old.values()) entities.push({ handle: e.handle, type: e.type, layer: e.layer, change: 'deleted' });
    const count = (c: string) => entities.filter((e) => e.change === c).length;
    return { entities, tables: [], sysvars, summary: { added: count('added'), deleted: count('deleted'), modified: count('modified') } };
  }
  toUi(s: DrawingState) {
    const d = (s as FakeState).data;
    return {
      name: d.name, hash: sha256Hex(JSON.stringify(d)), layers: [], blocks: {},
      entities: d.entities.map((e) => ({ handle: e.handle, type: e.type, layer: e.layer, groups: [[10, [e.x, e.y, 0]]] as Array<[number, number[]]> })),
    };
  }
  services(): Record<string, unknown> {
    const self = this;
    const selectable = (e: FakeEntity): SelectableEntity => {
      let en = self.enames.get(e.handle);
      if (!en) self.enames.set(e.handle, (en = new Ename(0x1000 + parseInt(e.handle, 16), e.handle)));
      return { ename: en, type: e.type, data: () => list([new Cons(0, e.type), new Cons(5, e.handle), new Cons(8, e.layer), list([10, new Real(e.x), new Real(e.y), new Real(0)])]) };
    };
    const drawing: SelectionSource = {
      selectableEntities: () => self.data.entities.map(selectable),
      lastSelectable: () => {
        const e = self.data.entities[self.data.entities.length - 1];
        return e ? selectable(e) : undefined;
      },
      selectableByHandle: (h) => {
        const e = self.data.entities.find((x) => x.handle === h);
        return e ? selectable(e) : undefined;
      },
      selectableByEname: (en) => {
        const e = self.data.entities.find((x) => x.handle === en.ref);
        return e ? selectable(e) : undefined;
      },
      layerState: () => ({ locked: false, frozen: false, off: false }),
    };
    return { drawing };
  }
  toDxf(): string {
    return `0\nSECTION\n2\nENTITIES\n${this.data.entities.map((e) => `0\nLINE\n5\n${e.handle}\n8\n${e.layer}\n10\n${e.x}\n20\n${e.y}\n`).join('')}0\nENDSEC\n0\nEOF\n`;
  }
  serialize(): Uint8Array {
    return utf8(JSON.stringify(this.data));
  }
  entityCount(): number {
    return this.data.entities.length;
  }
}

/** A "DXF" for the fake: lines of `HANDLE LAYER X Y` (and `$VAR value` for sysvars). */
export const fakeDrawings: DrawingFactory = {
  empty: (name = 'empty') => new FakePort({ name, sysvars: { ...DEFAULT_SYSVARS }, entities: [] }),
  fromDxf(text, name) {
    const data: FakeData = { name, sysvars: { ...DEFAULT_SYSVARS }, entities: [] };
    text.split('\n').forEach((line, i) => {
      const t = line.trim();
      if (!t) return;
      const parts = t.split(/\s+/);
      if (t.startsWith('$')) {
        const nums = parts.slice(1).map(Number);
        const name = (parts[0] as string).slice(1).toUpperCase();
        data.sysvars[name] = nums.some(Number.isNaN) ? (parts[1] as string) : nums.length > 1 ? nums : (nums[0] as number);
        return;
      }
      if (parts.length !== 4) throw new Error(`line ${i + 1}: expected HANDLE LAYER X Y`);
      data.entities.push({ handle: parts[0] as string, type: 'LINE', layer: parts[1] as string, x: Number(parts[2]), y: Number(parts[3]) });
    });
    return new FakePort(data);
  },
  deserialize(bytes) {
    return new FakePort(JSON.parse(new TextDecoder().decode(bytes)) as FakeData);
  },
};
