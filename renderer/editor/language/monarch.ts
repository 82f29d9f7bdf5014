/*
 * The Monarch tokenizer for AutoLISP: strings with escapes, `;` line comments and `;| |;` block
 * comments, numbers, quote, `c:` command names, special forms as keywords and every catalogue
 * builtin highlighted. Symbols are case-insensitive in AutoLISP, hence `ignoreCase`.
 */
import type { languages } from 'monaco-editor/editor/editor.api.js';

export const LANGUAGE_ID = 'autolisp';

export function autolispMonarch(builtins: readonly string[], specialForms: readonly string[]): languages.IMonarchLanguage {
  return {
    defaultToken: '',
    ignoreCase: true,
    tokenPostfix: '.lsp',
    brackets: [{ open: '(', close: ')', token: 'delimiter.parenthesis' }],
    keywords: [...specialForms],
    builtins: builtins.filter((b) => !specialForms.includes(b)),
    constants: ['t', 'nil', 'pi', 'pause'],
    tokenizer: {
      root: [
        [/;\|/, 'comment', '@blockComment'],
        [/;.*$/, 'comment'],
        [/"/, 'string', '@string'],
        [/[()]/, '@brackets'],
        [/'/, 'operator.quote'],
        [/[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?(?=[\s()'";]|$)/, 'number'],
        [/c:[^\s()'";]+/, 'type.command'],
        [/[^\s()'";]+/, { cases: { '@keywords': 'keyword', '@builtins': 'predefined', '@constants': 'constant', '@default': 'identifier' } }],
        [/\s+/, 'white'],
      ],
      blockComment: [
        [/\|;/, 'comment', '@pop'],
        [/[^|]+/, 'comment'],
        [/\|/, 'comment'],
      ],
      string: [
        [/[^\\"]+/, 'string'],
        [/\\./, 'string.escape'],
        [/"/, 'string', '@pop'],
      ],
    },
  };
}

/** Editor behaviour for the language: comments, brackets, auto-closing, word pattern. */
export const languageConfiguration: languages.LanguageConfiguration = {
  comments: { lineComment: ';', blockComment: [';|', '|;'] },
  brackets: [['(', ')']],
  autoClosingPairs: [
    { open: '(', close: ')' },
    { open: '"', close: '"', notIn: ['string', 'comment'] },
  ],
  surroundingPairs: [
    { open: '(', close: ')' },
    { open: '"', close: '"' },
  ],
  wordPattern: /[^\s()'";]+/,
  colorizedBracketPairs: [['(', ')']],
};
