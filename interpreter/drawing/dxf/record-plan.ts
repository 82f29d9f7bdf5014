/*
 * Entity records of a DXF file built in one pass each, by a plan made once per entity type and
 * input group-code sequence.
 *
 * Why it is shaped so: what the general path (load.ts) does with an entity's groups — split off
 * the handle, owner and xdata (splitGroups), turn angles to radians, separate the AcDbEntity part
 * (splitBody), lay out both parts by their templates (applyTemplate) and join them — depends on
 * the group codes alone, but for two things: which 100 marker is the AcDbEntity one (checked per
 * record against the plan) and the values of 102 groups (a record with any 102 group takes the
 * general path). So that bookkeeping is worked out once per code sequence into index lists and
 * template steps that read the reader's scratch list where the groups lie; every later record
 * with the same codes (all the LINEs of a file) goes straight from the scratch list into arrays
 * of their exact length, with no intermediate lists. What depends on values (defaults left out,
 * calc items, 2D points padded, angles that are not numbers) is still decided per record, by the
 * same step runner applyTemplate uses (entities/template-plan.ts runSteps).
 *
 * The simulation in makePlan mirrors splitGroups (load.ts) and splitBody (entities/common.ts):
 * a change to either must be made here too; test/unit/dxf-record-plan.test.ts compares the two
 * paths record by record.
 */
import { COMMON_CODES, COMMON_TEMPLATE } from '../entities/common.js';
import { entityType } from '../entities/registry.js';
import { DEG, DXF_ENV, type EntityTypeDef } from '../entities/schema.js';
import { remapSteps, runSteps, stepsReadPart, templateSteps, type GroupSink, type Step } from '../entities/template-plan.js';
import type { TagCompactor } from '../model/compact.js';
import { EMPTY_TAGS, type GV, type Tags } from '../model/tags.js';

/** One record's groups as read: codes and values in [0, n) (the arrays are reused record after record). */
export class GroupScratch implements GroupSink {
  readonly c: number[] = [];
  readonly v: GV[] = [];
  n = 0;
  push(code: number, value: GV): void {
    this.c[this.n] = code;
    this.v[this.n] = value;
    this.n++;
  }
}

/** The groups of a scratch list at some of its indexes, as a list made on first use (what template functions see). */
class ScratchPart implements Tags {
  private made: Tags | null = null;
  constructor(
    private readonly g: GroupScratch,
    private readonly at: readonly number[],
  ) {}
  get c(): readonly number[] {
    return (this.made ??= tagsAt(this.g, this.at)).c;
  }
  get v(): readonly GV[] {
    return (this.made ??= tagsAt(this.g, this.at)).v;
  }
}

function tagsAt(g: GroupScratch, at: readonly number[]): Tags {
  const n = at.length;
  const c = new Array<number>(n);
  const v = new Array<GV>(n);
  for (let k = 0; k < n; k++) {
    c[k] = g.c[at[k]!]!;
    v[k] = g.v[at[k]!]!;
  }
  return { c, v };
}

interface RecordPlan {
  readonly codes: readonly number[];
  /** false: this code sequence takes the general path (it has 102 groups) */
  readonly ok: boolean;
  /** indexes of the body's 100 groups up to the AcDbEntity one (all of them when there is none), and that one's (-1: none) */
  readonly probe: readonly number[];
  readonly entityMarker: number;
  readonly handleAt: number;
  readonly ownerAt: number;
  /** the last 67 of the AcDbEntity part (-1: none) */
  readonly spaceAt: number;
  /** the first 1001 (-1: no xdata) */
  readonly xdataAt: number;
  /** body indexes of the type's angle codes */
  readonly angleAt: readonly number[];
  readonly common: readonly Step[];
  readonly commonAt: readonly number[];
  readonly commonReads: boolean;
  /** the part's template steps, or null: the type lays its part out itself (def.normalize) */
  readonly part: readonly Step[] | null;
  readonly partAt: readonly number[];
  readonly partReads: boolean;
  readonly flat: boolean;
  readonly def: EntityTypeDef;
}

interface TypePlans {
  readonly def: EntityTypeDef;
  readonly byHash: Map<number, RecordPlan[]>;
  count: number;
}

/** Plans kept per entity type (a file of many record shapes falls back to the general path beyond it). */
const MAX_PLANS = 256;

const NO_STEPS: readonly Step[] = [];

export class EntityPlans {
  private readonly types = new Map<string, TypePlans>();
  private readonly out = new GroupScratch();
  // the record just built (build's results, in fields: no object per record)
  handle: string | undefined;
  owner: string | undefined;
  body: Tags = EMPTY_TAGS;
  xdata: Tags | null = null;
  space: number | undefined;

  constructor(private readonly pack: TagCompactor) {}

  /**
   * Build the entity of type `type` whose groups are in `g` (`hash`: of its codes, as readGroups
   * gives it) into this object's fields. false: no plan applies, the caller takes the general path.
   */
  build(type: string, g: GroupScratch, hash: number): boolean {
    let tp = this.types.get(type);
    if (!tp) {
      tp = { def: entityType(type), byHash: new Map(), count: 0 };
      this.types.set(type, tp);
    }
    const p = this.planFor(tp, g, hash);
    if (!p || !p.ok) return false;
    this.run(p, g);
    return true;
  }

  private planFor(tp: TypePlans, g: GroupScratch, hash: number): RecordPlan | null {
    const bucket = tp.byHash.get(hash);
    if (bucket) for (const p of bucket) if (matches(p, g)) return p;
    if (tp.count >= MAX_PLANS) return null;
    const p = makePlan(tp.def, g);
    if (bucket) bucket.push(p);
    else tp.byHash.set(hash, [p]);
    tp.count++;
    return p;
  }

  private run(p: RecordPlan, g: GroupScratch): void {
    const gc = g.c;
    const gv = g.v;
    for (let k = 0; k < p.angleAt.length; k++) {
      const i = p.angleAt[k]!;
      const a = gv[i];
      if (typeof a === 'number') gv[i] = a * DEG;
    }
    const out = this.out;
    out.n = 0;
    runSteps(p.common, gc, gv, p.commonReads ? new ScratchPart(g, p.commonAt) : EMPTY_TAGS, DXF_ENV, false, out);
    if (p.part) runSteps(p.part, gc, gv, p.partReads ? new ScratchPart(g, p.partAt) : EMPTY_TAGS, DXF_ENV, p.flat, out);
    else {
      const t = p.def.normalize(tagsAt(g, p.partAt), DXF_ENV, false);
      for (let i = 0; i < t.c.length; i++) out.push(t.c[i]!, t.v[i]!);
    }
    this.body = { c: this.pack.codesOf(out.c, 0, out.n), v: out.v.slice(0, out.n) };
    this.xdata = p.xdataAt < 0 ? null : { c: this.pack.codesOf(gc, p.xdataAt, g.n), v: gv.slice(p.xdataAt, g.n) };
    this.handle = p.handleAt < 0 ? undefined : (gv[p.handleAt] as string);
    this.owner = p.ownerAt < 0 ? undefined : (gv[p.ownerAt] as string);
    this.space = p.spaceAt < 0 ? undefined : (gv[p.spaceAt] as number);
  }
}

function matches(p: RecordPlan, g: GroupScratch): boolean {
  const codes = p.codes;
  if (codes.length !== g.n) return false;
  const gc = g.c;
  for (let i = 0; i < codes.length; i++) if (codes[i] !== gc[i]) return false;
  const gv = g.v;
  for (let k = 0; k < p.probe.length; k++) {
    const i = p.probe[k]!;
    if ((gv[i] === 'AcDbEntity') !== (i === p.entityMarker)) return false;
  }
  return true;
}

/** The general path's bookkeeping for g's codes (and its AcDbEntity marker), worked out once. */
function makePlan(def: EntityTypeDef, g: GroupScratch): RecordPlan {
  const n = g.n;
  const codes = g.c.slice(0, n);
  const base = {
    codes,
    probe: [] as number[],
    entityMarker: -1,
    handleAt: -1,
    ownerAt: -1,
    spaceAt: -1,
    xdataAt: -1,
    angleAt: [] as number[],
    common: NO_STEPS,
    commonAt: [] as number[],
    commonReads: false,
    part: null,
    partAt: [] as number[],
    partReads: false,
    flat: def.flatPoints ?? false,
    def,
  };
  if (codes.includes(102)) return { ...base, ok: false };
  // splitGroups (load.ts): the handle and the owner at the head, xdata from the first 1001 on
  let handleAt = -1;
  let ownerAt = -1;
  let xdataAt = -1;
  let inHead = true;
  const body: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = codes[i]!;
    if (inHead) {
      if (c === 5 && handleAt < 0) {
        handleAt = i;
        continue;
      }
      if (c === 330 && ownerAt < 0) {
        ownerAt = i;
        continue;
      }
      inHead = false;
    }
    if (xdataAt >= 0) continue;
    if (c === 1001) xdataAt = i;
    else body.push(i);
  }
  // anglesToRadians (load.ts)
  const angleAt = def.angles ? body.filter((i) => def.angles!.has(codes[i]!)) : [];
  // splitBody (entities/common.ts), strict
  const nb = body.length;
  const probe: number[] = [];
  let mk = -1;
  for (let p = 0; p < nb; p++) {
    const i = body[p]!;
    if (codes[i] !== 100) continue;
    probe.push(i);
    if (g.v[i] === 'AcDbEntity') {
      mk = p;
      break;
    }
  }
  const commonAt: number[] = [];
  const commonCodes: number[] = [];
  const partAt: number[] = [];
  let spaceAt = -1;
  const takeCommon = (i: number) => {
    const c = codes[i]!;
    if (c === 67) spaceAt = i;
    else if (c === 410) return;
    else if (!commonCodes.includes(c)) {
      commonCodes.push(c);
      commonAt.push(i);
    }
  };
  if (mk >= 0) {
    let end = mk + 1;
    while (end < nb && codes[body[end]!] !== 100) end++;
    for (let p = 0; p < mk; p++) partAt.push(body[p]!);
    for (let p = mk + 1; p < end; p++) takeCommon(body[p]!);
    for (let p = end; p < nb; p++) partAt.push(body[p]!);
  } else {
    let p = 0;
    for (; p < nb && COMMON_CODES.has(codes[body[p]!]!); p++) takeCommon(body[p]!);
    for (; p < nb; p++) {
      const i = body[p]!;
      const c = codes[i]!;
      if (c === 67) spaceAt = i;
      else if (c !== 410) partAt.push(i);
    }
  }
  // normalizeCommon (loose) and the type's template (strict), reading where the groups lie
  const common = remapSteps(templateSteps(commonCodes, COMMON_TEMPLATE, true), commonAt);
  const partCodes = partAt.map((i) => codes[i]!);
  const part = def.template ? remapSteps(templateSteps(partCodes, def.template, false), partAt) : null;
  return {
    ...base,
    ok: true,
    probe,
    entityMarker: mk < 0 ? -1 : body[mk]!,
    handleAt,
    ownerAt,
    spaceAt,
    xdataAt,
    angleAt,
    common,
    commonAt,
    commonReads: stepsReadPart(common),
    part,
    partAt,
    partReads: part !== null && stepsReadPart(part),
  };
}
