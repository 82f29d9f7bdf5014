import { describe, expect, it } from 'vitest';
import { outcome, printed, run } from './run-helpers.js';

const drawing = (text: string) => ({ drawing: { kind: 'dxf' as const, name: 'd.dxf', text } });

describe('getint and initget bits', () => {
  it('bit 1 refuses Enter, shows the complaint and takes the next answer', () => {
    const r = run('(initget 1) (getint "\\nCount: ")', [{ enter: true }, { int: 4 }]);
    expect(outcome(r)).toBe('4');
    expect(printed(r)).toBe('\nCount: \nRequires an integer value.\n\nCount: 4\n');
    expect(r.inputsUsed).toBe(2);
  });
  it('without bit 1 Enter answers nil', () => {
    expect(outcome(run('(getint "N: ")', [{ enter: true }]))).toBe('nil');
  });
  it('bit 2 refuses zero, bit 4 negatives, 6 both', () => {
    expect(printed(run('(initget 2) (getint)', [{ int: 0 }, { int: -3 }]))).toContain('Value must be nonzero.');
    expect(outcome(run('(initget 2) (getint)', [{ int: 0 }, { int: -3 }]))).toBe('-3');
    const neg = run('(initget 4) (getint)', [{ int: -1 }, { int: 0 }]);
    expect(printed(neg)).toContain('Value must be positive.');
    expect(outcome(neg)).toBe('0');
    const both = run('(initget 6) (getreal)', [{ real: -1 }, { int: 0 }, { real: 2.5 }]);
    expect(printed(both).match(/Value must be positive and nonzero\./g)).toHaveLength(2);
    expect(outcome(both)).toBe('2.5');
  });
  it('keeps getint to -32768..32767 and integers only', () => {
    const r = run('(getint)', [{ int: 40000 }, { real: 3 }, { string: 'abc' }, { string: '-32768' }]);
    expect(printed(r)).toContain('Requires an integer between -32768 and 32767.');
    expect(printed(r).match(/Requires an integer value\./g)).toHaveLength(2);
    expect(outcome(r)).toBe('-32768');
  });
  it('getreal takes integers and typed numbers as reals', () => {
    expect(outcome(run('(getreal)', [{ int: 3 }]))).toBe('3.0');
    expect(outcome(run('(getreal)', [{ string: '.5' }]))).toBe('0.5');
    expect(printed(run('(getreal)', [{ string: 'x' }, { real: 1 }]))).toContain('Requires numeric value.');
  });
  it('bit 128 returns arbitrary input as a string but still honours 2 and 4', () => {
    expect(outcome(run('(initget 128) (getint)', [{ string: 'hello' }]))).toBe('"hello"');
    expect(outcome(run('(initget 132) (getint)', [{ int: -5 }, { int: 5 }]))).toBe('5');
    expect(outcome(run('(initget 129) (getint)', [{ enter: true }]))).toBe('""');
  });
  it('bits 16 32 256 512 1024 are accepted and change nothing for scripted answers', () => {
    for (const bits of [16, 32, 256, 512, 1024]) expect(outcome(run(`(initget ${bits}) (getpoint)`, [{ point: [1, 2] }]))).toBe('(1.0 2.0 0.0)');
  });
  it('initget applies to the next input call only', () => {
    const r = run('(initget 1) (getint) (getint)', [{ int: 1 }, { enter: true }]);
    expect(outcome(r)).toBe('nil');
  });
  it('checks its arguments', () => {
    expect(outcome(run('(initget 1.5)'))).toBe('error: bad argument type: fixnump: 1.5');
    expect(outcome(run('(initget 1 2)'))).toBe('error: bad argument type: stringp 2');
    expect(outcome(run('(getint 5)'))).toBe('error: bad argument type: stringp 5');
  });
});

describe('keywords', () => {
  const kw = (spec: string, answer: string) => outcome(run(`(initget ${spec}) (getkword "Option: ")`, [{ string: answer }, { enter: true }]));
  it('matches full keywords and their capital-letter abbreviations in any case', () => {
    expect(kw('"LType Color"', 'lt')).toBe('"LType"');
    expect(kw('"LType Color"', 'LTYP')).toBe('"LType"');
    expect(kw('"LType Color"', 'ltype')).toBe('"LType"');
    expect(kw('"LType Color"', 'c')).toBe('"Color"');
    expect(kw('"eXit"', 'x')).toBe('"eXit"');
    expect(kw('"eXit"', 'exi')).toBe('"eXit"');
  });
  it('refuses an answer shorter than the required part', () => {
    expect(kw('"LType Color"', 'l')).toBe('nil');
    expect(kw('"yes"', 'y')).toBe('nil');
  });
  it('understands the KEYWORD,ABBR form and local/global keywords', () => {
    expect(kw('"LTYPE,LT"', 'lt')).toBe('"LTYPE"');
    expect(kw('"LTYPE,LT"', 'LTY')).toBe('"LTYPE"');
    expect(kw('"Ja Nein _Yes No"', 'j')).toBe('"Yes"');
    expect(kw('"Ja Nein _Yes No"', '_no')).toBe('"No"');
  });
  it('re-prompts with AutoCAD\'s message on an invalid keyword, consuming the next answer', () => {
    const r = run('(initget 1 "Yes No") (getkword "Are you sure? (Yes or No) ")', [{ string: 'Maybe' }, { keyword: 'yes' }]);
    expect(printed(r)).toBe('Are you sure? (Yes or No) Maybe\nInvalid option keyword.\nAre you sure? (Yes or No) yes\n');
    expect(outcome(r)).toBe('"Yes"');
  });
  it('lets getint and getpoint return keywords, with the combined complaint', () => {
    const r = run('(initget "All Last") (getint "N or [All/Last]: ")', [{ string: 'zz' }, { string: 'a' }]);
    expect(printed(r)).toContain('Requires an integer value or option keyword.');
    expect(outcome(r)).toBe('"All"');
    const p = run('(initget "Undo") (getpoint "Point: ")', [{ string: 'nope' }, { string: 'u' }]);
    expect(printed(p)).toContain('Point or option keyword required.');
    expect(outcome(p)).toBe('"Undo"');
  });
  it('getkword without keywords answers nil', () => {
    expect(outcome(run('(getkword "x: ")', [{ string: 'abc' }]))).toBe('nil');
  });
});

describe('Esc, Enter and the empty queue', () => {
  it('Esc raises Function cancelled through *error*', () => {
    const r = run('(defun *error* (m) (princ (strcat "handled: " m))) (getint "N: ")', [{ esc: true }]);
    expect(r.stage).toBe('execution');
    expect(r.error?.message).toBe('Function cancelled');
    expect(r.error?.handledByUser).toBe(true);
    expect(printed(r)).toBe('N: *Cancel*\nhandled: Function cancelled');
  });
  it('an empty queue answers Enter and lists the prompt', () => {
    const r = run('(list (getint "\\nFirst: ") (getstring "\\nName: ") (getpoint))', [{ int: 2 }]);
    expect(outcome(r)).toBe('(2 "" nil)');
    expect(r.unansweredPrompts).toEqual(['Name:', '(getpoint)']);
    expect(r.inputsUsed).toBe(1);
    expect(r.inputsLeft).toBe(0);
  });
  it('an empty queue at a prompt that refuses Enter presses Esc', () => {
    const r = run('(initget 1) (getint "N: ")');
    expect(r.error?.message).toBe('Function cancelled');
    expect(r.unansweredPrompts).toEqual(['N:']);
  });
  it('reports answers left over', () => {
    expect(run('(getint)', [{ int: 1 }, { int: 2 }, { int: 3 }]).inputsLeft).toBe(2);
  });
});

describe('getstring', () => {
  it('ends at a space unless cr is given; Enter gives ""', () => {
    expect(outcome(run('(getstring "Name: ")', [{ string: 'two words' }]))).toBe('"two"');
    expect(outcome(run('(getstring T "Name: ")', [{ string: 'two words' }]))).toBe('"two words"');
    expect(outcome(run('(getstring)', [{ enter: true }]))).toBe('""');
  });
  it('ignores initget but uses it up', () => {
    expect(outcome(run('(initget 1) (getstring) (getint)', [{ enter: true }, { enter: true }]))).toBe('nil');
  });
});

describe('points, distances and angles', () => {
  it('getpoint takes picks and typed coordinates, relative to the base point', () => {
    expect(outcome(run('(getpoint)', [{ point: [1, 2] }]))).toBe('(1.0 2.0 0.0)');
    expect(outcome(run('(getpoint)', [{ string: '3,4,5' }]))).toBe('(3.0 4.0 5.0)');
    expect(outcome(run("(getpoint '(10 10) \"Next: \")", [{ string: '@2,-1' }]))).toBe('(12.0 9.0 0.0)');
    expect(outcome(run("(getpoint '(0 0) \"Next: \")", [{ string: '@2<90' }]))).toMatch(/^\(1\.2\d*e-016 2\.0 0\.0\)$|^\(0\.0 2\.0 0\.0\)$/);
    expect(printed(run('(getpoint)', [{ int: 5 }, { point: [0, 0] }]))).toContain('Invalid point.');
  });
  it('bit 8 lifts the LIMCHECK limits', () => {
    const d = drawing('$LIMCHECK 1\n$LIMMIN 0 0\n$LIMMAX 10 10\n');
    const r = run('(getpoint)', [{ point: [20, 5] }, { point: [5, 5] }], d);
    expect(printed(r)).toContain('**Outside limits');
    expect(outcome(r)).toBe('(5.0 5.0 0.0)');
    expect(outcome(run('(initget 8) (getpoint)', [{ point: [20, 5] }], d))).toBe('(20.0 5.0 0.0)');
  });
  it('getcorner needs its base point', () => {
    expect(outcome(run("(getcorner '(0 0) \"Other corner: \")", [{ point: [4, 3] }]))).toBe('(4.0 3.0 0.0)');
    expect(outcome(run('(getcorner)'))).toBe('error: too few arguments');
  });
  it('getdist: typed, from a base, or two points; bit 64 ignores Z', () => {
    expect(outcome(run('(getdist)', [{ real: 2.5 }]))).toBe('2.5');
    expect(outcome(run('(getdist)', [{ string: "3'6\"" }]))).toBe('42.0');
    expect(outcome(run("(getdist '(0 0 0))", [{ point: [3, 4, 12] }]))).toBe('13.0');
    expect(outcome(run("(initget 64) (getdist '(0 0 0))", [{ point: [3, 4, 12] }]))).toBe('5.0');
    const two = run('(getdist "Distance: ")', [{ point: [0, 0] }, { point: [0, 7] }]);
    expect(outcome(two)).toBe('7.0');
    expect(printed(two)).toContain('Specify second point: ');
    expect(printed(run('(initget 2) (getdist)', [{ int: 0 }, { int: 1 }]))).toContain('Value must be nonzero.');
  });
  it('getangle counts from ANGBASE, getorient from east (AutoCAD\'s ANGBASE 90, clockwise table)', () => {
    const d = drawing('$ANGBASE 1.5707963267948966\n$ANGDIR 1\n');
    const both = (typed: number) => outcome(run('(list (getangle) (getorient))', [{ int: typed }, { int: typed }], d));
    expect(both(0)).toBe('(0.0 1.5708)');
    expect(both(-90)).toBe('(1.5708 3.14159)');
    expect(both(180)).toBe('(3.14159 4.71239)');
    expect(both(90)).toBe('(4.71239 0.0)');
  });
  it('getangle from two picked points, and bit 2 refuses zero', () => {
    expect(outcome(run('(getangle)', [{ point: [0, 0] }, { point: [0, 5] }]))).toBe('1.5708');
    expect(printed(run('(initget 2) (getangle)', [{ int: 0 }, { int: 45 }]))).toContain('Value must be nonzero.');
  });
});

describe('interactive ssget (the selection area reads the same queue)', () => {
  const d = drawing('1A WALLS 1 2\n1B DOORS 5 5\n1C WALLS 9 9\n');
  it('answers Select objects: with the scripted selection', () => {
    const r = run('(sslength (ssget))', [{ selection: ['1A', '1C'] }], d);
    expect(outcome(r)).toBe('2');
    expect(r.output[0]).toEqual({ kind: 'prompt', text: 'Select objects: ' });
  });
  it('Enter on an empty queue selects nothing and is reported', () => {
    const r = run('(ssget)', [], d);
    expect(outcome(r)).toBe('nil');
    expect(r.unansweredPrompts).toEqual(['Select objects:']);
  });
});

describe('entsel, nentsel, getfiled', () => {
  const d = drawing('1A WALLS 1 2\n1B DOORS 5 5\n');
  it('picks an entity by handle, with or without a pick point', () => {
    expect(outcome(run('(entsel)', [{ entity: '1A', point: [1, 2, 0] }], d))).toBe('(<Entity name: 101a> (1.0 2.0 0.0))');
    expect(outcome(run('(nentsel "Pick: ")', [{ entity: '1b' }], d))).toBe('(<Entity name: 101b> (5.0 5.0 0.0))');
    expect(printed(run('(entsel)', [{ entity: '1A' }], d))).toBe('\nSelect object: \n');
  });
  it('a miss answers nil with ERRNO 7; Enter nil with ERRNO 52', () => {
    expect(outcome(run('(list (entsel) (getvar "ERRNO"))', [{ entity: 'FF' }], d))).toBe('(nil 7)');
    expect(outcome(run('(list (entsel) (getvar "ERRNO"))', [{ enter: true }], d))).toBe('(nil 52)');
  });
  it('typed Last picks the last entity; keywords apply; other text is refused', () => {
    expect(outcome(run('(entsel)', [{ string: 'L' }], d))).toBe('(<Entity name: 101b> (5.0 5.0 0.0))');
    expect(outcome(run('(initget "Undo") (entsel)', [{ string: 'u' }], d))).toBe('"Undo"');
    expect(printed(run('(entsel)', [{ string: 'what' }, { enter: true }], d))).toContain('*Invalid selection*');
  });
  it('getfiled answers a sandbox path, nil when cancelled', () => {
    expect(outcome(run('(getfiled "Open data" "" "csv" 0)', [{ file: 'data' }]))).toBe('"C:\\\\Lispwright\\\\data.csv"');
    expect(outcome(run('(getfiled "Open data" "" "csv" 0)', [{ esc: true }]))).toBe('nil');
  });
});
