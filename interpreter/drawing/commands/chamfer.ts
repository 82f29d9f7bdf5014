/*
 * CHAMFER of two lines: "(TRIM mode) Current chamfer Dist1 = 0.5000, Dist2 = 0.5000" (Angle
 * method: "Length = 1.0000, Angle = 0"), then "Select first line or
 * [Undo/Polyline/Distance/Angle/Trim/mEthod/Multiple]:" and "Select second line or shift-select
 * to apply corner or [Distance/Angle/Method]:". Distance sets CHAMFERA and CHAMFERB, Angle sets
 * CHAMFERC and CHAMFERD (both switch CHAMMODE), mEthod picks which pair is used, Trim sets
 * TRIMMODE; each asks for the first line again. The chamfer (drawing/edit chamferLines) keeps the
 * picked side of each line. Polyline, arcs and parallel lines are not simulated. Prompts: CHAMFER
 * command reference (options); wording AutoCAD 2006 on.
 */
import { chamferLines } from '../edit/fillet.js';
import { defineCommand } from './engine/command-def.js';
import { currentProperties } from './engine/entity.js';
import type { Ask, CommandIo } from './engine/io.js';
import type { Picked } from './edit-io.js';
import { cornerPick, secondCornerPick } from './corner-io.js';

const DEG = Math.PI / 180;

function* option(io: CommandIo, k: string): Ask<void> {
  switch (k) {
    case 'Distance': {
      const a = yield* io.distance(`Specify first chamfer distance <${io.fmtDist(io.num('CHAMFERA', 0.5))}>: `, { enter: true, positive: true });
      if (a.kind === 'number') io.setReal('CHAMFERA', a.n);
      const first = io.num('CHAMFERA', 0.5);
      const b = yield* io.distance(`Specify second chamfer distance <${io.fmtDist(a.kind === 'number' ? first : io.num('CHAMFERB', 0.5))}>: `, { enter: true, positive: true });
      io.setReal('CHAMFERB', b.kind === 'number' ? b.n : a.kind === 'number' ? first : io.num('CHAMFERB', 0.5));
      io.setVar('CHAMMODE', 0);
      return;
    }
    case 'Angle': {
      const a = yield* io.distance(`Specify chamfer length on the first line <${io.fmtDist(io.num('CHAMFERC', 1))}>: `, { enter: true, positive: true });
      if (a.kind === 'number') io.setReal('CHAMFERC', a.n);
      const g = yield* io.ask(`Specify chamfer angle from the first line <${io.fmtAngle(io.num('CHAMFERD', 0) * DEG)}>: `, { number: 'included', enter: true });
      if (g.kind === 'number') io.setReal('CHAMFERD', g.n / DEG);
      io.setVar('CHAMMODE', 1);
      return;
    }
    case 'mEthod':
    case 'Method': {
      const m = yield* io.keyword(`Enter trim method [Distance/Angle] <${io.num('CHAMMODE', 0) ? 'Angle' : 'Distance'}>: `, { enter: true });
      if (m.kind === 'keyword') io.setVar('CHAMMODE', m.k === 'Angle' ? 1 : 0);
      return;
    }
    case 'Trim': {
      const t = yield* io.keyword(`Enter Trim mode option [Trim/No trim] <${io.num('TRIMMODE', 1) ? 'Trim' : 'No trim'}>: `, { enter: true });
      if (t.kind === 'keyword') io.setVar('TRIMMODE', t.k === 'Trim' ? 1 : 0);
      return;
    }
    case 'Polyline':
      io.notSimulated('CHAMFER Polyline');
  }
}

export const CHAMFER = defineCommand({
  names: ['CHAMFER'],
  *run(io) {
    const mode = io.num('TRIMMODE', 1) === 1 ? 'TRIM' : 'NOTRIM';
    const angle = io.num('CHAMMODE', 0) === 1;
    io.message(
      angle
        ? `(${mode} mode) Current chamfer Length = ${io.fmtDist(io.num('CHAMFERC', 1))}, Angle = ${io.fmtAngle(io.num('CHAMFERD', 0) * DEG)}`
        : `(${mode} mode) Current chamfer Dist1 = ${io.fmtDist(io.num('CHAMFERA', 0.5))}, Dist2 = ${io.fmtDist(io.num('CHAMFERB', 0.5))}`,
    );
    let multiple = false;
    const done: number[] = [];
    for (;;) {
      const first = yield* cornerPick(io, 'Select first line or [Undo/Polyline/Distance/Angle/Trim/mEthod/Multiple]: ', multiple);
      if (first.kind === 'end') return;
      if (first.kind === 'keyword') {
        if (first.k === 'Multiple') multiple = true;
        else if (first.k === 'Undo') {
          const at = done.pop();
          if (at !== undefined) io.rollback(at);
        } else yield* option(io, first.k);
        continue;
      }
      let second: Picked;
      for (;;) {
        const s = yield* secondCornerPick(io, 'Select second line or shift-select to apply corner or [Distance/Angle/Method]: ', first.pick);
        if (s.kind === 'keyword') {
          yield* option(io, s.k);
          continue;
        }
        second = s.pick;
        break;
      }
      const spec = io.num('CHAMMODE', 0) === 1 ? { length: io.num('CHAMFERC', 1), angle: io.num('CHAMFERD', 0) * DEG } : { d1: io.num('CHAMFERA', 0.5), d2: io.num('CHAMFERB', 0.5) };
      const cp = io.checkpoint();
      const res = chamferLines(io.d.db, { ref: first.pick.rec.handle, pick: first.pick.p! }, { ref: second.rec.handle, pick: second.p! }, spec, {
        trim: io.num('TRIMMODE', 1) === 1,
        otherLayer: currentProperties(io.ctx, 'LINE'),
      });
      const err = res.failed[0]?.error;
      if (err === 'parallel') io.notSimulated('CHAMFER of parallel lines');
      if (err === 'tooLarge') io.complainText('Distance is too large.');
      else if (!err) done.push(cp);
      if (!multiple) return;
    }
  },
});
