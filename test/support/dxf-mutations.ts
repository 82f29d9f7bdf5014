/*
 * Damaged DXF drawings for the reader round-trip property (test/unit/dxf-roundtrip.test.ts) and
 * the fuzzer (test/fuzz): each is a seed drawing with a few deterministic mutations — lines
 * dropped, doubled or swapped, group codes and values replaced by structural words (SECTION,
 * ENDSEC, TABLE, BLOCK, EOF...), numbers by junk or extremes, the file cut short — drawn from a
 * seeded generator, so every failure names a reproducible case.
 */

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRUCTURAL = ['SECTION', 'ENDSEC', 'EOF', 'TABLE', 'ENDTAB', 'BLOCK', 'ENDBLK', 'SEQEND', 'VERTEX', 'ATTRIB', 'INSERT', 'POLYLINE', 'ENTITIES', 'TABLES', 'BLOCKS', 'OBJECTS', 'HEADER', 'CLASSES', 'VPORT', 'LAYER', 'DICTIONARY', 'LWPOLYLINE', 'HATCH', 'MTEXT', 'DIMENSION'];
const NUMBERS = ['0', '-1', '1e308', '-1e308', '1e-320', 'NaN', 'Infinity', '32767', '-32768', '2147483648', '99999999999999999999', '0x10', '1.5.2', '', ' ', '1e', '+', '.'];
const CODES = ['0', '2', '5', '8', '10', '20', '30', '40', '62', '66', '70', '71', '72', '90', '100', '102', '330', '999', '1001', '1002', '1010', '-1', '1071', '9', '370', '420', '999999', 'x'];

export interface Mutation {
  seed: number;
  /** what was done, for the failure message */
  steps: string[];
  text: string;
}

/** One damaged copy of `source`: 1 to 4 mutations chosen by `seed`. */
export function mutateDxf(source: string, seed: number): Mutation {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const lines = source.split('\n');
  const steps: string[] = [];
  const count = 1 + Math.floor(r() * 4);
  for (let m = 0; m < count && lines.length > 2; m++) {
    const at = Math.floor(r() * (lines.length - 1));
    const kind = Math.floor(r() * 10);
    switch (kind) {
      case 0:
        lines.splice(at, 1);
        steps.push(`drop line ${at + 1}`);
        break;
      case 1:
        lines.splice(at, 2);
        steps.push(`drop pair at ${at + 1}`);
        break;
      case 2:
        lines.splice(at, 0, lines[at] as string, lines[at + 1] as string);
        steps.push(`double pair at ${at + 1}`);
        break;
      case 3: {
        const w = pick(STRUCTURAL);
        lines[at] = w;
        steps.push(`line ${at + 1} := ${w}`);
        break;
      }
      case 4: {
        const w = pick(NUMBERS);
        lines[at] = w;
        steps.push(`line ${at + 1} := ${JSON.stringify(w)}`);
        break;
      }
      case 5: {
        const c = pick(CODES);
        lines[at - (at % 2)] = c;
        steps.push(`code at ${at - (at % 2) + 1} := ${c}`);
        break;
      }
      case 6: {
        const cut = Math.floor(r() * lines.length);
        lines.length = cut;
        steps.push(`cut at ${cut}`);
        break;
      }
      case 7: {
        const b = Math.floor(r() * (lines.length - 1));
        const t = lines[at] as string;
        lines[at] = lines[b] as string;
        lines[b] = t;
        steps.push(`swap ${at + 1} ${b + 1}`);
        break;
      }
      case 8: {
        // an extreme MINSERT or a reference to a block that may not exist
        lines.splice(at - (at % 2), 0, '0', 'INSERT', '2', pick(['*MODEL_SPACE', 'NOPE', 'DOT', 'B7', '']), '10', '0', '20', '0', '70', pick(['32767', '-5', '0', '1000']), '71', pick(['32767', '2', '0']));
        steps.push(`insert INSERT at ${at - (at % 2) + 1}`);
        break;
      }
      default: {
        lines[at] = `${lines[at] ?? ''}${pick(['\\U+0000', '^J', '\\U+D800', '\r', '\t', 'ÿ', '"', '(', '\\'])}`;
        steps.push(`append junk to line ${at + 1}`);
      }
    }
  }
  return { seed, steps, text: lines.join('\n') };
}
