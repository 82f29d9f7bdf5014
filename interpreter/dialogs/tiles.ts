/*
 * The primitive tiles DCL builds on: what each is (cluster, active control, decoration), the
 * attributes set up for it before base.dcl is read (Autodesk's base.dcl lists them, commented,
 * as "set up automatically by init_dialog"), and the type of every predefined attribute. All
 * other tiles (row, ok_cancel, edit12_box...) are ordinary definitions in base-dcl.ts.
 */
import type { AttrValue } from './dcl-ast.js';

export type TileKind = 'dialog' | 'cluster' | 'radio_cluster' | 'active' | 'decorative';

export interface PrimitiveTile {
  kind: TileKind;
  /** attributes the primitive starts with */
  attrs: Record<string, AttrValue>;
}

const T: AttrValue = { kind: 'word', text: 'true' };
const F: AttrValue = { kind: 'word', text: 'false' };
const word = (text: string): AttrValue => ({ kind: 'word', text });
const num = (n: number): AttrValue => ({ kind: 'number', text: String(n), num: n });

export const PRIMITIVES: Record<string, PrimitiveTile> = {
  dialog: { kind: 'dialog', attrs: { layout: word('vertical'), is_enabled: F } },
  cluster: { kind: 'cluster', attrs: { layout: word('horizontal') } },
  radio_cluster: { kind: 'radio_cluster', attrs: { layout: word('horizontal'), is_enabled: T } },
  tile: { kind: 'decorative', attrs: { layout: word('horizontal'), is_enabled: T } },
  text: { kind: 'decorative', attrs: { fixed_height: T } },
  image: { kind: 'decorative', attrs: {} },
  spacer: { kind: 'decorative', attrs: {} },
  button: { kind: 'active', attrs: { fixed_height: T, is_tab_stop: T } },
  image_button: { kind: 'active', attrs: { fixed_height: T, is_tab_stop: T } },
  toggle: { kind: 'active', attrs: { fixed_height: T, is_tab_stop: T } },
  radio_button: { kind: 'active', attrs: { fixed_height: T, is_tab_stop: T } },
  list_box: { kind: 'active', attrs: { is_tab_stop: T, height: num(10), width: num(10) } },
  edit_box: { kind: 'active', attrs: { fixed_height: T, is_tab_stop: T } },
  popup_list: { kind: 'active', attrs: { is_tab_stop: T, fixed_height: T } },
  slider: { kind: 'active', attrs: { is_tab_stop: T } },
};

export const isPrimitive = (name: string): boolean => Object.prototype.hasOwnProperty.call(PRIMITIVES, name);

/** The value types of the predefined attributes (user-defined attributes are allowed and untyped). */
export type AttrType = 'string' | 'integer' | 'real' | 'boolean' | { oneOf: readonly string[] };

const ALIGN: AttrType = { oneOf: ['left', 'right', 'top', 'bottom', 'centered', 'filled'] };

export const ATTRIBUTE_TYPES: Record<string, AttrType> = {
  action: 'string',
  alignment: ALIGN,
  allow_accept: 'boolean',
  aspect_ratio: 'real',
  audit_level: 'integer',
  big_increment: 'integer',
  boxed: 'boolean',
  children_alignment: ALIGN,
  children_fixed_height: 'boolean',
  children_fixed_width: 'boolean',
  color: 'integer',
  edit_limit: 'integer',
  edit_width: 'real',
  fixed_height: 'boolean',
  fixed_width: 'boolean',
  fixed_width_font: 'boolean',
  height: 'real',
  horizontal_margin: { oneOf: ['none'] },
  initial_focus: 'string',
  is_bold: 'boolean',
  is_cancel: 'boolean',
  is_default: 'boolean',
  is_enabled: 'boolean',
  is_error_tile: 'boolean',
  is_help: 'boolean',
  is_tab_stop: 'boolean',
  key: 'string',
  label: 'string',
  layout: { oneOf: ['horizontal', 'vertical'] },
  list: 'string',
  max_value: 'integer',
  min_value: 'integer',
  mnemonic: 'string',
  multiple_select: 'boolean',
  password_char: 'string',
  small_increment: 'integer',
  tab_truncate: 'boolean',
  tabs: 'string',
  value: 'string',
  vertical_margin: { oneOf: ['none'] },
  width: 'real',
};

/** Named colours the color attribute accepts besides ACI numbers. */
export const NAMED_COLORS: Record<string, number> = {
  black: 0, red: 1, yellow: 2, green: 3, cyan: 4, blue: 5, magenta: 6, white: 7,
  graphics_background: -2, dialog_background: -15, dialog_foreground: -16, dialog_line: -18,
};

/** The problem with a value for a typed attribute, or undefined when it fits. */
export function attrTypeProblem(name: string, v: AttrValue): string | undefined {
  const type = ATTRIBUTE_TYPES[name];
  if (!type) return undefined;
  if (type === 'string') return v.kind === 'string' ? undefined : 'a quoted string';
  if (type === 'integer') {
    if (name === 'color' && v.kind === 'word' && v.text in NAMED_COLORS) return undefined;
    return v.kind === 'number' && Number.isInteger(v.num) ? undefined : 'an integer';
  }
  if (type === 'real') return v.kind === 'number' ? undefined : 'a number';
  if (type === 'boolean') return v.kind === 'word' && (v.text === 'true' || v.text === 'false') ? undefined : 'true or false';
  return v.kind === 'word' && type.oneOf.includes(v.text) ? undefined : type.oneOf.join(', ');
}
