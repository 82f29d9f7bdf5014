/*
 * The Monarch tokenizer for DCL (dialog control language): // and C comments, strings with
 * escapes, numbers, @include, tile names (the primitives and base.dcl's prototypes as types,
 * `name :` definitions), attribute names and the value words (true, left, ...). Case-sensitive,
 * as DCL is.
 */
import type { languages } from 'monaco-editor/editor/editor.api.js';

export const DCL_LANGUAGE_ID = 'dcl';

const TILES = [
  'dialog', 'cluster', 'radio_cluster', 'tile', 'text', 'image', 'spacer', 'button', 'image_button', 'toggle', 'radio_button',
  'list_box', 'edit_box', 'popup_list', 'slider', 'row', 'column', 'boxed_row', 'boxed_column', 'radio_row', 'radio_column',
  'boxed_radio_row', 'boxed_radio_column', 'concatenation', 'paragraph', 'text_part', 'text_25', 'spacer_0', 'spacer_1',
  'default_button', 'retirement_button', 'ok_button', 'cancel_button', 'help_button', 'info_button', 'ok_only', 'ok_cancel',
  'ok_cancel_help', 'ok_cancel_help_info', 'ok_cancel_help_errtile', 'ok_cancel_err', 'errtile', 'default_dcl_settings',
  'image_block', 'icon_image', 'edit12_box', 'edit32_box', 'swatch',
];

const ATTRIBUTES = [
  'action', 'alignment', 'allow_accept', 'aspect_ratio', 'audit_level', 'big_increment', 'boxed', 'children_alignment',
  'children_fixed_height', 'children_fixed_width', 'color', 'edit_limit', 'edit_width', 'fixed_height', 'fixed_width',
  'fixed_width_font', 'height', 'horizontal_margin', 'initial_focus', 'is_bold', 'is_cancel', 'is_default', 'is_enabled',
  'is_error_tile', 'is_help', 'is_tab_stop', 'key', 'label', 'layout', 'list', 'max_value', 'min_value', 'mnemonic',
  'multiple_select', 'password_char', 'small_increment', 'tab_truncate', 'tabs', 'value', 'vertical_margin', 'width',
];

const VALUES = ['true', 'false', 'left', 'right', 'top', 'bottom', 'centered', 'filled', 'horizontal', 'vertical', 'none'];

export const dclMonarch: languages.IMonarchLanguage = {
  defaultToken: '',
  tokenPostfix: '.dcl',
  brackets: [{ open: '{', close: '}', token: 'delimiter.curly' }],
  tiles: TILES,
  attributes: ATTRIBUTES,
  values: VALUES,
  tokenizer: {
    root: [
      [/\/\/.*$/, 'comment'],
      [/\/\*/, 'comment', '@comment'],
      [/[@]include\b/, 'keyword'],
      [/"/, 'string', '@string'],
      [/[{}]/, '@brackets'],
      [/[:;=]/, 'delimiter'],
      [/[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/, 'number'],
      [/[A-Za-z_]\w*(?=\s*:)/, 'type.command'],
      [/[A-Za-z_]\w*/, { cases: { '@tiles': 'predefined', '@attributes': 'keyword', '@values': 'constant', '@default': 'identifier' } }],
      [/\s+/, 'white'],
    ],
    comment: [
      [/\*\//, 'comment', '@pop'],
      [/[^*]+/, 'comment'],
      [/\*/, 'comment'],
    ],
    string: [
      [/[^\\"]+/, 'string'],
      [/\\./, 'string.escape'],
      [/"/, 'string', '@pop'],
    ],
  },
};

export const dclConfiguration: languages.LanguageConfiguration = {
  comments: { lineComment: '//', blockComment: ['/*', '*/'] },
  brackets: [['{', '}']],
  autoClosingPairs: [
    { open: '{', close: '}' },
    { open: '"', close: '"', notIn: ['string', 'comment'] },
  ],
  surroundingPairs: [
    { open: '{', close: '}' },
    { open: '"', close: '"' },
  ],
  indentationRules: { increaseIndentPattern: /\{[^}]*$/, decreaseIndentPattern: /^\s*\}/ },
};

/** The editor language for a document name. */
export const languageOf = (name: string): 'dcl' | 'autolisp' => (/\.dcl$/i.test(name) ? 'dcl' : 'autolisp');
export const isDclName = (name: string): boolean => /\.dcl$/i.test(name);
