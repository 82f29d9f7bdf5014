/*
 * Hand-made hostile drawings for the "bounded drawings" tests and the fuzzer (issue 10), built
 * in code rather than committed: a few hundred bytes that expand to billions of parts.
 */
const pairs = (...kv: (string | number)[]): string[] => kv.map(String);

function dxf(blocks: Array<[string, string[]]>, entities: string[]): string {
  const out = pairs(0, 'SECTION', 2, 'HEADER', 9, '$ACADVER', 1, 'AC1015', 0, 'ENDSEC', 0, 'SECTION', 2, 'BLOCKS');
  for (const [name, body] of blocks) out.push(...pairs(0, 'BLOCK', 8, '0', 2, name, 70, 0, 10, 0, 20, 0, 30, 0, 3, name), ...body, ...pairs(0, 'ENDBLK', 8, '0'));
  out.push(...pairs(0, 'ENDSEC', 0, 'SECTION', 2, 'ENTITIES'), ...entities, ...pairs(0, 'ENDSEC', 0, 'EOF'));
  return `${out.join('\n')}\n`;
}

const dot = pairs(0, 'CIRCLE', 8, '0', 10, 0, 20, 0, 30, 0, 40, 0.4);

/** One MINSERT of 32767 x 32767 copies of a circle (about 1.07e9 parts), and a plain LINE. */
export function insertBombDxf(): string {
  return dxf([['DOT', dot]], [...pairs(0, 'INSERT', 8, 'BOMB', 2, 'DOT', 10, 0, 20, 0, 30, 0, 70, 32767, 71, 32767, 44, 1, 45, 1), ...pairs(0, 'LINE', 8, '0', 10, -5, 20, -5, 30, 0, 11, -1, 21, -1, 31, 0)]);
}

/** Blocks ten wide and seven deep: one INSERT that expands to 10^7 circles. */
export function nestedBombDxf(): string {
  const blocks: Array<[string, string[]]> = [['B0', dot]];
  for (let k = 1; k <= 7; k++) {
    const body: string[] = [];
    for (let j = 0; j < 10; j++) body.push(...pairs(0, 'INSERT', 8, '0', 2, `B${k - 1}`, 10, j * 3, 20, k, 30, 0));
    blocks.push([`B${k}`, body]);
  }
  return dxf(blocks, pairs(0, 'INSERT', 8, '0', 2, 'B7', 10, 0, 20, 0, 30, 0));
}

/**
 * One 32767 x 32767 MINSERT of a block with no entities, and one of a block the drawing does not
 * define (found by npm run fuzz: either costed nothing, so its 10^9 transforms were made).
 */
export function emptyBlockBombDxf(): string {
  return dxf([['EMPTY', []]], [...pairs(0, 'INSERT', 8, 'BOMB', 2, 'EMPTY', 10, 0, 20, 0, 30, 0, 70, 32767, 71, 32767, 44, 1, 45, 1), ...pairs(0, 'INSERT', 8, 'BOMB', 2, 'NOPE', 10, 0, 20, 0, 70, 32767, 71, 32767), ...pairs(0, 'LINE', 8, '0', 10, -5, 20, -5, 30, 0, 11, -1, 21, -1, 31, 0)]);
}
