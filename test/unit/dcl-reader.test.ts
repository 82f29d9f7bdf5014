/*
 * The DCL reader: grammar, diagnostics with their place, includes, audit levels, inheritance
 * into the tile tree, and the base.dcl prototypes programs rely on.
 */
import { describe, expect, it } from 'vitest';
import { parseDcl } from '../../interpreter/dialogs/dcl-parser.js';
import { auditReport, baseDefinitions, loadDclLibrary, type DclSource } from '../../interpreter/dialogs/dcl-library.js';
import { instantiate, walkTiles, type TileNode } from '../../interpreter/dialogs/tile-tree.js';

const source = (files: Record<string, string>): DclSource => ({
  read: (p) => files[p],
  resolveInclude: (name) => (name in files ? name : undefined),
});
const lib = (text: string, more: Record<string, string> = {}) => loadDclLibrary('main.dcl', source({ 'main.dcl': text, ...more }));
const tile = (root: TileNode, key: string): TileNode => {
  for (const t of walkTiles(root)) if (t.attrs['key']?.text === key) return t;
  throw new Error(`no tile ${key}`);
};

describe('DCL grammar', () => {
  it('reads definitions, references, inline tiles, attribute types and comments', () => {
    const { ast, error } = parseDcl(
      String.raw`// line comment
      /* block
         comment */ @include "more.dcl"
      my : dialog : other { label = "Say \"hi\"\n"; width = 20.5; fixed_width = true; color = -2; spacer;
        : row { : button { key = "b"; } } }`,
      'f.dcl',
    );
    expect(error).toBeUndefined();
    expect(ast.includes).toEqual([{ file: 'more.dcl', pos: { file: 'f.dcl', line: 3, column: 21 } }]);
    const d = ast.definitions[0]!;
    expect(d.name).toBe('my');
    expect(d.parents).toEqual(['dialog', 'other']);
    expect(d.attrs.map((a) => [a.name, a.value])).toEqual([
      ['label', { kind: 'string', text: 'Say "hi"\n' }],
      ['width', { kind: 'number', text: '20.5', num: 20.5 }],
      ['fixed_width', { kind: 'word', text: 'true' }],
      ['color', { kind: 'number', text: '-2', num: -2 }],
    ]);
    expect(d.children.map((c) => (c.kind === 'ref' ? c.name : `:${c.proto}`))).toEqual(['spacer', ':row']);
  });

  it('stops at the first syntax error and says where it is', () => {
    const cases: Array<[string, string, number, number]> = [
      ['a : dialog { label = "x" }', 'Syntax error: expected ";", found }.', 1, 26],
      ['a : dialog {\n  key = ;\n}', 'Syntax error: expected a value, found ;.', 2, 9],
      ['a : dialog { label = "open\n; }', 'Syntax error: string not closed.', 1, 22],
      ['a : dialog { /* never closed', 'Syntax error: comment not closed.', 1, 14],
      ['a : dialog { ok_only; ', 'Syntax error: expected "}", found the end of the file.', 1, 23],
      ['a dialog {}', 'Syntax error: expected ":", found dialog.', 1, 3],
      ['a : dialog { # }', 'Syntax error: unexpected character "#".', 1, 14],
    ];
    for (const [text, message, line, column] of cases) {
      const { error } = parseDcl(text, 't.dcl');
      expect(error, text).toMatchObject({ message, line, column, severity: 'error', file: 't.dcl' });
    }
  });

  it('keeps the definitions read before a syntax error', () => {
    const { ast, error } = parseDcl('a : dialog { ok_only; }\nb : dialog { = }', 't.dcl');
    expect(error?.line).toBe(2);
    expect(ast.definitions.map((d) => d.name)).toEqual(['a']);
  });
});

describe('DCL loading and audit', () => {
  it('defines the base.dcl prototypes and subassemblies programs use', () => {
    const names = [...baseDefinitions().keys()];
    for (const n of ['ok_cancel', 'ok_only', 'ok_cancel_help', 'ok_cancel_help_errtile', 'ok_cancel_help_info', 'errtile', 'spacer_0', 'spacer_1', 'default_button', 'retirement_button', 'row', 'column', 'boxed_row', 'boxed_column', 'radio_row', 'radio_column', 'boxed_radio_row', 'boxed_radio_column', 'concatenation', 'paragraph', 'text_part', 'edit12_box', 'swatch', 'image_block'])
      expect(names, n).toContain(n);
  });

  it('finds undefined tiles, circular prototypes, redefinitions and misused subassemblies', () => {
    const l = lib(`
      a : dialog { : nosuch { } ok_only; }
      loop1 : loop2 { }
      loop2 : loop1 { }
      ok_cancel : column { }
      b : dialog { label = "b"; }
      b : dialog { label = "again"; }
      c : dialog { : ok_cancel { label = "x"; } }
      d : button { : text { } }
    `);
    expect(l.ok).toBe(false);
    expect(l.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [5, 'Tile "ok_cancel" is predefined in base.dcl and cannot be redefined.'],
      [7, 'Tile "b" is already defined.'],
      [2, 'Undefined tile "nosuch".'],
      [3, 'Circular prototype definition of "loop1".'],
      [4, 'Circular prototype definition of "loop2".'],
      [8, '"ok_cancel" is a subassembly, not a prototype: refer to it as "ok_cancel;".'],
      [9, '"button" is not a cluster and cannot have children.'],
    ]);
  });

  it('reads @include files (not acad.dcl) and reports a missing one', () => {
    const ok = lib('@include "parts.dcl"\nd : dialog { : mybutton { key = "k"; } ok_only; }', { 'parts.dcl': 'mybutton : button { label = "Mine"; }' });
    expect(ok.ok).toBe(true);
    expect(ok.dialogs).toEqual(['d']);
    const bad = lib('@include "gone.dcl"\n@include "acad.dcl"\nd : dialog { ok_only; }');
    expect(bad.diagnostics.map((d) => d.message)).toEqual(['Cannot find the included file "gone.dcl".', 'acad.dcl cannot be included.']);
    expect(bad.ok).toBe(false);
  });

  it('audit level 2 adds warnings and 3 hints; neither stops the load; 0 checks nothing but syntax', () => {
    const body = 'd : dialog { : button { label = "x"; } : toggle { key = "t"; width = wide; label = "a"; label = "b"; } ok_only; }';
    expect(lib(body).diagnostics).toEqual([]);
    const two = lib(`dcl_settings : default_dcl_settings { audit_level = 2; }\n${body}`);
    expect(two.ok).toBe(true);
    expect(two.diagnostics.map((d) => `${d.severity}: ${d.message}`)).toEqual([
      'warning: Active tile "button" has no key.',
      'warning: Attribute "width" has the value wide; expected a number.',
    ]);
    const three = lib(`dcl_settings : default_dcl_settings { audit_level = 3; }\n${body}`);
    expect(three.diagnostics.map((d) => d.severity)).toEqual(['warning', 'warning', 'hint']);
    expect(lib(`dcl_settings : default_dcl_settings { audit_level = 0; }\nd : dialog { : nosuch { } ok_only; }`).ok).toBe(true);
  });

  it('writes acad.dce with the audit header and one entry per problem', () => {
    const l = lib('a : dialog { : nosuch { } ok_only; }');
    expect(auditReport(l, 'C:\\Lispwright\\main.dcl')).toBe(
      '=== DCL semantic audit of C:\\Lispwright\\main.dcl ===\r\n\r\nError in "main.dcl", line 1:\r\n   Undefined tile "nosuch".\r\n',
    );
  });
});

describe('tile tree', () => {
  it('merges attributes: parents first (the first of several wins), then the definition, then the reference', () => {
    const l = lib(`
      p1 : button { label = "P1"; width = 5; }
      p2 : button { label = "P2"; height = 3; }
      both : p1 : p2 { width = 7; }
      d : dialog { : both { key = "k"; width = 9; } ok_only; }
    `);
    const root = instantiate(l, 'd')!;
    const k = tile(root, 'k');
    expect(k.type).toBe('button');
    expect(k.proto).toBe('both');
    expect([k.attrs['label']?.text, k.attrs['height']?.text, k.attrs['width']?.text]).toEqual(['P1', '3', '9']);
  });

  it('expands subassemblies and applies children_ defaults only where a child says nothing', () => {
    const l = lib(`d : dialog { : column { children_alignment = right; children_fixed_width = true;
      : button { key = "a"; } : button { key = "b"; alignment = left; } } ok_cancel; }`);
    const root = instantiate(l, 'd')!;
    expect(tile(root, 'a').attrs['alignment']?.text).toBe('right');
    expect(tile(root, 'a').attrs['fixed_width']?.text).toBe('true');
    expect(tile(root, 'b').attrs['alignment']?.text).toBe('left');
    const ok = tile(root, 'accept');
    expect([ok.type, ok.proto, ok.attrs['label']?.text, ok.attrs['is_default']?.text, ok.attrs['width']?.text]).toEqual(['button', 'ok_button', '  OK  ', 'true', '8']);
    expect(tile(root, 'cancel').attrs['is_cancel']?.text).toBe('true');
    expect(instantiate(l, 'nosuch')).toBeUndefined();
  });

  it('ok_only makes its one button the cancel button too; errtile is key "error"', () => {
    const root = instantiate(lib('d : dialog { ok_only; errtile; }'), 'd')!;
    expect(tile(root, 'accept').attrs['is_cancel']?.text).toBe('true');
    expect(tile(root, 'error').type).toBe('text');
  });
});

describe('every base.dcl prototype and subassembly', () => {
  /** The tiles a one-tile dialog around `ref` gets: [type, key, label] of each tile with a key or label. */
  function tiles(ref: string): Array<[string, string | undefined, string | undefined]> {
    const l = lib(`d : dialog { ${ref} ok_only; }`);
    expect(l.diagnostics, ref).toEqual([]);
    const out: Array<[string, string | undefined, string | undefined]> = [];
    const root = instantiate(l, 'd')!;
    for (const c of root.children.slice(0, -1)) for (const t of walkTiles(c)) out.push([t.type, t.attrs['key']?.text, t.attrs['label']?.text]);
    return out;
  }
  const attr = (ref: string, name: string): string | undefined => {
    const root = instantiate(lib(`d : dialog { ${ref} ok_only; }`), 'd')!;
    return root.children[0]!.attrs[name]?.text;
  };

  it('exit-button rows: their keys, labels, is_default / is_cancel, 8 wide, 2 apart', () => {
    expect(tiles('ok_cancel;').filter(([t]) => t === 'button')).toEqual([['button', 'accept', '  OK  '], ['button', 'cancel', 'Cancel']]);
    expect(tiles('ok_cancel_help;').filter(([t]) => t === 'button').map(([, k]) => k)).toEqual(['accept', 'cancel', 'help']);
    expect(tiles('ok_cancel_help_info;').filter(([t]) => t === 'button').map(([, k, l]) => `${k}:${l}`)).toEqual(['accept:  OK  ', 'cancel:Cancel', 'help:&Help', 'info:&Info...']);
    expect(tiles('ok_cancel_help_errtile;').map(([t, k]) => `${t}:${k}`)).toEqual(['cluster:undefined', 'cluster:undefined', 'cluster:undefined', 'button:accept', 'spacer:undefined', 'button:cancel', 'spacer:undefined', 'button:help', 'text:error']);
    expect(tiles('ok_cancel_err;').at(-1)).toEqual(['text', 'error', '']);
    const row = instantiate(lib('d : dialog { ok_cancel; }'), 'd')!.children[0]!.children[0]!;
    expect([row.attrs['fixed_width']?.text, row.attrs['alignment']?.text]).toEqual(['true', 'centered']);
    expect(row.children.map((c) => `${c.proto}:${c.attrs['width']?.text}:${c.attrs['fixed_width']?.text ?? ''}`)).toEqual(['ok_button:8:true', 'spacer:2:', 'cancel_button:8:true']);
    expect(attr('ok_only;', 'alignment')).toBe('centered');
    expect(attr('default_button;', 'is_default')).toBe('true');
    expect(attr(': retirement_button { key = "x"; label = "Go"; }', 'width')).toBe('8');
  });

  it('clusters: layout, boxes and default labels, children alignment, radio clusters', () => {
    const shape = (ref: string) => [attr(ref, 'layout'), attr(ref, 'boxed') ?? '', attr(ref, 'label') ?? '', attr(ref, 'children_alignment') ?? ''];
    expect(shape(': row { }')).toEqual(['horizontal', '', '', 'centered']);
    expect(shape(': column { }')).toEqual(['vertical', '', '', '']);
    expect(shape(': boxed_row { }')).toEqual(['horizontal', 'true', ' ', 'centered']);
    expect(shape(': boxed_column { }')).toEqual(['vertical', 'true', ' ', '']);
    expect(shape(': radio_row { }')).toEqual(['horizontal', '', '', 'centered']);
    expect(shape(': radio_column { }')).toEqual(['vertical', '', '', '']);
    expect(shape(': boxed_radio_row { }')).toEqual(['horizontal', 'true', ' ', 'centered']);
    expect(shape(': boxed_radio_column { }')).toEqual(['vertical', 'true', ' ', '']);
    for (const r of ['radio_row', 'radio_column', 'boxed_radio_row', 'boxed_radio_column']) expect(instantiate(lib(`d : dialog { : ${r} { } ok_only; }`), 'd')!.children[0]!.type, r).toBe('radio_cluster');
    expect([attr(': concatenation { }', 'fixed_width'), attr(': concatenation { }', 'fixed_height')]).toEqual(['true', 'true']);
    expect([attr(': paragraph { }', 'layout'), attr(': paragraph { }', 'fixed_height')]).toEqual(['vertical', 'true']);
  });

  it('text, spacers and the edit/image helpers', () => {
    expect([attr('spacer_0;', 'width'), attr('spacer_0;', 'height'), attr('spacer_1;', 'width'), attr('spacer_1;', 'height')]).toEqual(['0', '0', '1', '1']);
    expect(attr(': text_part { label = "x"; }', 'horizontal_margin')).toBe('none');
    expect(attr(': text_25 { }', 'width')).toBe('25');
    expect([attr('errtile;', 'key'), attr('errtile;', 'width'), attr('errtile;', 'is_error_tile')]).toEqual(['error', '35', 'true']);
    expect([attr(': edit12_box { key = "e"; }', 'edit_width'), attr(': edit32_box { key = "e"; }', 'edit_width')]).toEqual(['12', '32']);
    expect([attr('image_block;', 'key'), attr(': icon_image { key = "i"; }', 'aspect_ratio'), attr(': swatch { key = "s"; }', 'width')]).toEqual(['show_image', '0.66', '3']);
    expect(tiles('color_palette_0_9;').map(([, k]) => k)).toEqual([undefined, '000', undefined, undefined, '001', '002', '003', '004', '005', '006', '007', '008', '009']);
    expect(tiles('color_palette_250_255;').filter(([t]) => t === 'image_button')).toHaveLength(6);
    // the primitives' own defaults
    expect([attr(': list_box { key = "l"; }', 'height'), attr(': list_box { key = "l"; }', 'width')]).toEqual(['10', '10']);
    for (const t of ['button', 'edit_box', 'popup_list', 'toggle', 'radio_button', 'text']) expect(attr(`: ${t} { key = "k"; }`, 'fixed_height'), t).toBe('true');
  });
});
