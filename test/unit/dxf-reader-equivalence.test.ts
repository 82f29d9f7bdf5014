/*
 * The lean DXF reader (issue 19) against the reader it replaced (test/support/legacy-dxf): for
 * every hand-made fixture, every shared sample, their CRLF / padded / byte variants, hundreds of
 * damaged copies and a list of edge cases per tokenizer branch, both must build the same database
 * (every record, table, block, layout, owner list, header call) or refuse with the same message.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDxfDb } from '../../interpreter/drawing/dxf/read.js';
import { readOutcome as outcome, type ReadOutcome as Outcome } from '../support/dxf-dump.js';
import { mutateDxf } from '../support/dxf-mutations.js';
import { legacyReadDxfDb } from '../support/legacy-dxf/index.js';
import { dxfFixtureSet } from '../support/dxf-fixture-set.js';
import { samplesDir, skipping } from '../support/samples.js';

function expectSame(input: string | Uint8Array, what: string): Outcome {
  const before = outcome(legacyReadDxfDb, input);
  const after = outcome(readDxfDb, input);
  expect(after, what).toEqual(before);
  return after;
}

const FIXTURES = dxfFixtureSet(400);

/** The same drawing written differently: CRLF, codes left-aligned, values with trailing blanks, a final line without \n. */
function variants(text: string): Array<[string, string]> {
  return [
    ['as is', text],
    ['CRLF', text.replace(/\n/g, '\r\n')],
    ['codes left-aligned', text.replace(/^ +(-?\d+)$/gm, '$1')],
    ['trailing blanks', text.replace(/\n/g, ' \t\n')],
    ['no final newline', text.replace(/\n$/, '')],
    ['blank lines at the end', `${text}\n\n`],
  ];
}

describe('the lean DXF reader builds what the old reader built', () => {
  it('on the hand-made fixtures and their variants', () => {
    for (const [name, text] of FIXTURES) for (const [how, t] of variants(text)) expectSame(t, `${name} (${how})`);
    // what the fixtures are: accepted as they are
    for (const [name, text] of FIXTURES) expect(outcome(readDxfDb, text).ok, name).toBe(true);
  });

  it('on the shared samples (text and bytes)', () => {
    const dir = samplesDir();
    if (skipping('shared-sample equivalence', dir ? undefined : 'the shared sample drawings are not here (set LISPWRIGHT_SAMPLES)')) return;
    const names = readdirSync(dir!).filter((f) => /\.dxf$/i.test(f));
    expect(names.length).toBeGreaterThan(0);
    for (const f of names) {
      const bytes = readFileSync(join(dir!, f));
      expect(expectSame(new Uint8Array(bytes), `${f} (bytes)`).ok, f).toBe(true);
      expectSame(bytes.toString('utf8').replace(/\r?\n/g, '\r\n'), `${f} (CRLF text)`);
    }
  });

  it('on 300 damaged drawings: the same database or the same error message', () => {
    let refused = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const [name, source] = FIXTURES[seed % FIXTURES.length]!;
      const m = mutateDxf(source, seed);
      if (!expectSame(m.text, `${name} seed ${seed}: ${m.steps.join('; ')}`).ok) refused++;
    }
    // the corpus exercises both sides
    expect(refused).toBeGreaterThan(50);
    expect(refused).toBeLessThan(295);
  });

  it('on edge cases of every tokenizer branch', () => {
    const head = '  0\nSECTION\n  2\nENTITIES\n';
    const tail = '  0\nENDSEC\n  0\nEOF\n';
    const line = (body: string) => `${head}  0\nLINE\n  5\nA1\n100\nAcDbEntity\n  8\n0\n100\nAcDbLine\n${body}${tail}`;
    const cases = [
      '',
      '\n',
      '  0\nEOF\n',
      '  0\nSECTION\n',
      '  0\nSECTION\n  2',
      '  0',
      'x\n',
      '\n  0\nEOF\n',
      line(' 10\n1\n 20\n2\n 30\n3\n 11\n4\n 21\n5\n 31\n6\n'),
      line(' 10\n1\n 20\n2\n030\n3\n 11\n4\n 21\n5\n'), // Z written "030": not taken as the Z
      line(' 10\n1\n 20\n2\n+30\n3\n'),
      line(' 10\n1\n 20\n2\n 30\n'),
      line(' 10\n1\n 20\n2\n 30'),
      line(' 10\n1\n 20\n2'),
      line(' 10\n1\n 20\n'),
      line(' 10\n1\n 20'),
      line(' 10\n1\n'),
      line(' 10\n1'),
      line(' 10\n1\n 21\n2\n'),
      line(' 10\n1\nxx\n2\n'),
      line(' 10\n\n 20\n2\n'),
      line(' 10\n \n 20\n2\n'),
      line(' 10\n1.\n 20\n.5\n 30\n-.25e+2\n'),
      line(' 10\n.\n 20\n2\n'),
      line(' 10\n1e\n 20\n2\n'),
      line(' 10\n1e400\n 20\n-1e-400\n 30\n1E5\n'),
      line(' 10\n0x1F\n 20\nInfinity\n 30\n-Infinity\n'),
      line(' 10\n1_0\n 20\n2\n'),
      line(' 10\n-0\n 20\n-0.0\n 30\n+0\n'),
      line(' 10\n123456789012345.6\n 20\n0.1234567890123456789\n 30\n9007199254740993\n'),
      line(' 10\n1.5.5\n 20\n2\n'),
      line(' 10\n\u00a01.5\u2003\n 20\n\ufeff2\n'),
      line(' 10\n 1.5 \r\n 20\n2\r\n'),
      line(' 62\n7.9\n 10\n1\n 20\n2\n'),
      line(' 62\n-0\n'),
      line(' 62\n1e2\n'),
      line(' 62\n0x10\n'),
      line(' 62\n\n'),
      line(' 62\n 5 \n'),
      line(' 62\n99999999999999999999\n'),
      line('999\ncomment\n 62\n5\n'),
      line('999\n'),
      line('999'),
      line('  1\nvalue with trailing blanks   \n'),
      line('  1\n  leading blanks\n'),
      line('  1\nescape \\U+00E9 and \\u+00e8\n'),
      line('  1\nx\r\r\n'),
      line(' 8\n  LAYER with blanks  \n'),
      line('330\n00001F\n340\nabc\n 5\n0\n'),
      line('330\n  2a  \n'),
      line('330\n00\n'),
      line('330\n\n'),
      line('330\nzz\n'),
      line('007\n7\n'),
      line('-1\nx\n'),
      line('+62\n5\n'),
      line('6 2\n5\n'),
      line('1e1\n5\n'),
      line('0x3E\n5\n'),
      line('1234567890\n5\n'),
      line(' 62\u00a0\n5\n'),
      // the one-walk fast paths' edges: blanks before \r, a lone \r, tabs, lower-case hex, escapes in interned codes
      line(' 10 \r\n1.5  \r\n 20  \n2\r\r\n 30\r\n3\t\n'),
      line('  8\nLAYER\\U+00E9 name longer than thirteen\n  8\nLAYER\\U+00E9 name longer than thirteen\n100\nAcDbSomethingLongerThan13\n'),
      line('330\n1a\n330\n 1A \n330\n001A\r\n  5\n\t1B\n'),
      line(' 62\n+7\n 62\n-7 \n 70\n07\n 40\n1.25E-3\n 41\n1e+22\n 42\n1e23\n 43\n12345678901234567\n'),
      `${head}  0\nLI NE\n  0\n LINE\t\n  0\nLINE\r\r\n  0\n\u00e9\n${tail}`,
      `${head}  0\nLINE\n  5\nA1\n 10\n1\n 20\n2\n 30\n3`,
      `${head}  0\n  LINE  \n${tail}`,
      `${head}  0\nLINE\r\n  5\r\nA1\r\n${tail}`,
      `${head}  0\nLINE\n  5\nA1\n  0\nENDSEC\n  0\nEOF\nafter EOF: not read\n`,
      `${head}  0\nEOF\n`,
      '  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1009\n  9\n$HANDSEED\n  5\n00FF\n  9\n$EXTMIN\n 10\n0\n 20\n0\n 30\n0\n  0\nENDSEC\n  0\nEOF\n',
      // a loader fault first, a tokenizer fault later: the later one is reported, as before
      `  0\nSECTION\n  2\nENTITIES\n  0\nSECTION\n  0\nEOF\n`,
      `  0\nSECTION\n  2\nTABLES\n  0\nLINE\n 10\nabc\n 20\n1\n  0\nENDSEC\n  0\nEOF\n`,
      `  5\nA\n 10\n1\n 20\nbad\n`,
      'AutoCAD Binary DXF\r\n\x1a\0...',
      // handles: duplicates, falling, long (numbers equal in their last 12 digits), not hex, zero
      ...[
        ['1A', '1A', '1B'],
        ['20', '1F', '20', '21'],
        ['10000000000001A', '20000000000001A', '1A', '1A'],
        ['1G', '1', '1G', '2'],
        ['0', '0', 'FFFFFFFFFFFF', 'FFFFFFFFFFFF'],
        ['7', '2', '3', '7'],
      ].map((hs) => `${head}${hs.map((h) => `  0\nPOINT\n  5\n${h}\n100\nAcDbEntity\n  8\n0\n100\nAcDbPoint\n 10\n1\n 20\n2\n`).join('')}${tail}`),
      `  0\nSECTION\n  2\nTABLES\n  0\nTABLE\n  2\nLAYER\n  5\n2\n 70\n1\n  0\nLAYER\n  5\n30\n  2\nA\n 70\n0\n  0\nENDTAB\n  0\nENDSEC\n${head}  0\nPOINT\n  5\n30\n 10\n1\n 20\n2\n  0\nPOINT\n  5\n2\n 10\n1\n 20\n2\n${tail}`,
    ];
    for (const c of cases) expectSame(c, JSON.stringify(c.slice(-80)));
  });
});
