/*
 * Hand-made drawings for the mock host, component tests and the renderer's draw-time benchmark.
 * Groups follow entget conventions (angles in radians, points as number arrays), as the
 * drawing database's snapshots do.
 */
import type { DrawingSnapshot, SnapshotEntity, SnapshotLayer } from '../../interpreter/runner/contract.js';

const layer = (name: string, color: number): SnapshotLayer => ({ name, color, linetype: 'CONTINUOUS', frozen: false, locked: false, off: false });

let nextHandle = 0x100;
function ent(type: string, layerName: string, groups: SnapshotEntity['groups'], block?: string): SnapshotEntity {
  const handle = (nextHandle++).toString(16).toUpperCase();
  const e: SnapshotEntity = { handle, type, layer: layerName, groups: [[0, type], [5, handle], [8, layerName], ...groups] };
  if (block) e.block = block;
  return e;
}

/** A small plan: walls, a door arc, circles, a bulged polyline, text, an inserted block and a hatch. */
export function sampleSnapshot(): DrawingSnapshot {
  nextHandle = 0x100;
  const blockEnts = [
    ent('CIRCLE', '0', [[10, [0, 0, 0]], [40, 0.5]], 'BOLT'),
    ent('LINE', '0', [[10, [-0.7, 0, 0]], [11, [0.7, 0, 0]]], 'BOLT'),
    ent('LINE', '0', [[10, [0, -0.7, 0]], [11, [0, 0.7, 0]], [62, 0]], 'BOLT'),
  ];
  const entities: SnapshotEntity[] = [
    ent('LINE', 'WALLS', [[10, [0, 0, 0]], [11, [20, 0, 0]]]),
    ent('LINE', 'WALLS', [[10, [20, 0, 0]], [11, [20, 12, 0]]]),
    ent('LINE', 'WALLS', [[10, [20, 12, 0]], [11, [0, 12, 0]]]),
    ent('LINE', 'WALLS', [[10, [0, 12, 0]], [11, [0, 0, 0]]]),
    ent('ARC', 'DOORS', [[10, [4, 0, 0]], [40, 2], [50, 0], [51, Math.PI / 2]]),
    ent('CIRCLE', 'FIXTURES', [[10, [15, 8, 0]], [40, 1.5], [62, 3]]),
    ent('LWPOLYLINE', 'FIXTURES', [[90, 4], [70, 1], [10, [8, 6]], [42, 0], [10, [12, 6]], [42, 1], [10, [12, 9]], [42, 0], [10, [8, 9]], [42, 0]]),
    ent('TEXT', 'TEXT', [[10, [1, 10, 0]], [40, 0.8], [1, 'ROOM 101'], [50, 0]]),
    ent('ELLIPSE', 'FIXTURES', [[10, [5, 7, 0]], [11, [2, 0, 0]], [40, 0.5], [41, 0], [42, Math.PI * 2]]),
    ent('INSERT', 'FIXTURES', [[2, 'BOLT'], [10, [18, 2, 0]], [41, 1], [42, 1], [50, 0], [62, 1]]),
    ent('INSERT', 'FIXTURES', [[2, 'BOLT'], [10, [2, 2, 0]], [41, 2], [42, 2], [50, Math.PI / 4]]),
    ent('HATCH', 'HATCH', [[2, 'ANSI31'], [70, 0], [91, 1], [92, 2], [72, 0], [73, 1], [93, 4], [10, [16, 9]], [10, [19, 9]], [10, [19, 11]], [10, [16, 11]], [97, 0]]),
    ent('SPLINE', 'FIXTURES', [[70, 8], [71, 3], [72, 8], [73, 4], [40, 0], [40, 0], [40, 0], [40, 0], [40, 1], [40, 1], [40, 1], [40, 1], [10, [1, 1, 0]], [10, [3, 4, 0]], [10, [6, -1, 0]], [10, [8, 2, 0]]]),
  ];
  return {
    name: 'sample-plan.dxf',
    hash: 'sample-plan',
    layers: [layer('0', 7), layer('WALLS', 7), layer('DOORS', 2), layer('FIXTURES', 4), layer('TEXT', 6), layer('HATCH', 8)],
    entities,
    blocks: { BOLT: { base: [0, 0, 0], entities: blockEnts } },
  };
}

/** An empty drawing with layer 0. */
export function emptySnapshot(): DrawingSnapshot {
  return { name: 'empty', hash: 'empty', layers: [layer('0', 7)], entities: [], blocks: {} };
}

/**
 * `n` synthetic entities in a square grid: lines, circles, arcs, bulged polylines and some text,
 * spread over 8 layers, for measuring draw time. Deterministic.
 */
export function syntheticSnapshot(n: number): DrawingSnapshot {
  nextHandle = 0x1000;
  const layers = Array.from({ length: 8 }, (_, i) => layer(`L${i}`, i + 1));
  const side = Math.ceil(Math.sqrt(n));
  const entities: SnapshotEntity[] = [];
  for (let i = 0; i < n; i++) {
    const x = (i % side) * 10;
    const y = Math.floor(i / side) * 10;
    const l = `L${i % 8}`;
    switch (i % 5) {
      case 0: entities.push(ent('LINE', l, [[10, [x, y, 0]], [11, [x + 8, y + 6, 0]]])); break;
      case 1: entities.push(ent('CIRCLE', l, [[10, [x + 4, y + 4, 0]], [40, 3]])); break;
      case 2: entities.push(ent('ARC', l, [[10, [x + 4, y + 4, 0]], [40, 3], [50, 0.3], [51, 2.8]])); break;
      case 3: entities.push(ent('LWPOLYLINE', l, [[90, 3], [70, 0], [10, [x, y]], [42, 0.4], [10, [x + 6, y]], [42, 0], [10, [x + 6, y + 6]], [42, 0]])); break;
      default: entities.push(i % 25 === 4 ? ent('TEXT', l, [[10, [x, y, 0]], [40, 2], [1, `T${i}`], [50, 0]]) : ent('LINE', l, [[10, [x, y + 8, 0]], [11, [x + 8, y, 0]], [62, 256]]));
    }
  }
  return { name: `synthetic-${n}`, hash: `synthetic-${n}`, layers, entities, blocks: {} };
}
