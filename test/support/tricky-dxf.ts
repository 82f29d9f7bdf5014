// A hand-made drawing of the cases a view builder gets wrong first (test/host/drawing-first-view.test.ts).

/** Hand-made: an old-style polyline, an XLINE, a LINE at -0, a paper-space-flagged LINE in model space, a LINE with no end, a TEXT, a block and its reference. */
export function trickyDxf(): string {
  const g: string[] = [];
  const add = (...pairs: Array<[number, string | number]>): void => {
    for (const [c, v] of pairs) g.push(String(c), String(v));
  };
  add([0, 'SECTION'], [2, 'HEADER'], [9, '$ACADVER'], [1, 'AC1015'], [0, 'ENDSEC']);
  add([0, 'SECTION'], [2, 'TABLES'], [0, 'TABLE'], [2, 'LAYER'], [70, 2]);
  add([0, 'LAYER'], [2, '0'], [70, 0], [62, 7], [6, 'Continuous'], [0, 'LAYER'], [2, 'A'], [70, 0], [62, -3], [6, 'Continuous'], [0, 'ENDTAB'], [0, 'ENDSEC']);
  add([0, 'SECTION'], [2, 'BLOCKS'], [0, 'BLOCK'], [8, '0'], [2, 'B1'], [70, 0], [10, 1], [20, 1], [30, 0]);
  add([0, 'CIRCLE'], [8, '0'], [10, 2], [20, 2], [30, 0], [40, 1], [0, 'LINE'], [8, 'A'], [10, 0], [20, 0], [30, 0], [11, 4], [21, 3], [31, 0], [0, 'ENDBLK'], [0, 'ENDSEC']);
  add([0, 'SECTION'], [2, 'ENTITIES']);
  add([0, 'LINE'], [5, '100'], [8, 'A'], [10, '-0.0'], [20, '-0.0'], [30, 0], [11, 0], [21, '-0.0'], [31, 0]);
  add([0, 'POLYLINE'], [5, '101'], [8, 'A'], [66, 1], [10, 0], [20, 0], [30, 0], [70, 1]);
  for (const [x, y] of [[5, 5], [9, 5], [9, 8]]) add([0, 'VERTEX'], [8, 'A'], [10, x!], [20, y!], [30, 0]);
  add([0, 'SEQEND'], [8, 'A']);
  add([0, 'XLINE'], [5, '102'], [8, '0'], [10, 1], [20, 1], [30, 0], [11, 1], [21, 0], [31, 0]);
  add([0, 'LINE'], [5, '103'], [8, '0'], [67, 1], [10, 500], [20, 500], [30, 0], [11, 600], [21, 600], [31, 0]);
  add([0, 'LINE'], [5, '104'], [8, '0'], [10, 7], [20, 7], [30, 0]);
  add([0, 'TEXT'], [5, '105'], [8, 'A'], [62, 3], [10, -20], [20, 3], [30, 0], [40, 2.5], [1, 'Hi -0'], [50, 30]);
  add([0, 'INSERT'], [5, '106'], [8, 'A'], [2, 'B1'], [10, 30], [20, -4], [30, 0], [41, 2], [42, 2], [50, 45]);
  add([0, 'INSERT'], [5, '107'], [8, '0'], [2, 'NOSUCH'], [10, 3], [20, 3], [30, 0]);
  add([0, 'ENDSEC'], [0, 'EOF']);
  return `${g.join('\n')}\n`;
}
