/*
 * Registers the `autolisp` language with Monaco: tokenizer, configuration, and the providers,
 * each a thin adapter from Monaco positions to the pure functions in features.ts, symbols.ts and
 * ../format/format.ts; and the `dcl` language (dcl-monarch.ts).
 */
import type * as Monaco from 'monaco-editor/editor/editor.api.js';
import { formatLisp } from '../format/format.js';
import { BUILTIN_NAMES, SPECIAL_FORM_NAMES } from './catalogue.js';
import { completionsAt, definitionAt, hoverAt, signatureAt, userSignature } from './features.js';
import { dclConfiguration, dclMonarch, DCL_LANGUAGE_ID } from './dcl-monarch.js';
import { autolispMonarch, LANGUAGE_ID, languageConfiguration } from './monarch.js';
import { findDefuns } from './symbols.js';

type M = typeof Monaco;

function rangeOf(model: Monaco.editor.ITextModel, start: number, end: number, m: M): Monaco.IRange {
  const a = model.getPositionAt(start);
  const b = model.getPositionAt(end);
  return new m.Range(a.lineNumber, a.column, b.lineNumber, b.column);
}

export function registerAutolisp(m: M): void {
  if (m.languages.getLanguages().some((l) => l.id === LANGUAGE_ID)) return;
  m.languages.register({ id: LANGUAGE_ID, extensions: ['.lsp', '.mnl'], aliases: ['AutoLISP', 'autolisp'] });
  m.languages.setMonarchTokensProvider(LANGUAGE_ID, autolispMonarch(BUILTIN_NAMES, SPECIAL_FORM_NAMES));
  m.languages.setLanguageConfiguration(LANGUAGE_ID, languageConfiguration);
  const K = m.languages.CompletionItemKind;
  const kinds = { function: K.Function, keyword: K.Keyword, 'user-function': K.Method, command: K.Event, variable: K.Variable, constant: K.Constant, property: K.Property, method: K.Method, 'enum-member': K.EnumMember } as const;

  m.languages.registerCompletionItemProvider(LANGUAGE_ID, {
    triggerCharacters: ['(', '"', "'", ':', '_'],
    provideCompletionItems(model, position) {
      const text = model.getValue();
      const offset = model.getOffsetAt(position);
      const suggestions = completionsAt(text, offset).map((c) => ({
        label: c.label,
        kind: kinds[c.kind],
        detail: c.detail,
        documentation: c.documentation ? { value: c.documentation } : undefined,
        insertText: c.label,
        range: rangeOf(model, c.start, c.end, m),
      }));
      return { suggestions };
    },
  });

  m.languages.registerHoverProvider(LANGUAGE_ID, {
    provideHover(model, position) {
      const h = hoverAt(model.getValue(), model.getOffsetAt(position));
      return h ? { contents: h.contents.map((value) => ({ value })), range: rangeOf(model, h.start, h.end, m) } : null;
    },
  });

  m.languages.registerSignatureHelpProvider(LANGUAGE_ID, {
    signatureHelpTriggerCharacters: [' ', '('],
    signatureHelpRetriggerCharacters: [' '],
    provideSignatureHelp(model, position) {
      const s = signatureAt(model.getValue(), model.getOffsetAt(position));
      if (!s) return null;
      return {
        value: { signatures: [{ label: s.label, documentation: s.documentation, parameters: s.parameters.map((label) => ({ label })) }], activeSignature: 0, activeParameter: s.activeParameter },
        dispose() {},
      };
    },
  });

  m.languages.registerDocumentSymbolProvider(LANGUAGE_ID, {
    displayName: 'defuns',
    provideDocumentSymbols(model) {
      return findDefuns(model.getValue()).map((d) => ({
        name: d.name,
        detail: userSignature(d),
        kind: d.kind === 'command' ? m.languages.SymbolKind.Event : m.languages.SymbolKind.Function,
        tags: [],
        range: rangeOf(model, d.start, d.end, m),
        selectionRange: rangeOf(model, d.nameStart, d.nameEnd, m),
      }));
    },
  });

  m.languages.registerDefinitionProvider(LANGUAGE_ID, {
    provideDefinition(model, position) {
      const d = definitionAt(model.getValue(), model.getOffsetAt(position));
      return d ? { uri: model.uri, range: rangeOf(model, d.start, d.end, m) } : null;
    },
  });

  m.languages.registerDocumentFormattingEditProvider(LANGUAGE_ID, {
    provideDocumentFormattingEdits(model) {
      const text = model.getValue(m.editor.EndOfLinePreference.LF);
      const out = formatLisp(text);
      return out === text ? [] : [{ range: model.getFullModelRange(), text: out }];
    },
  });
}

/** DCL: highlighting and editor behaviour (its problems come from the preview's reader). */
export function registerDcl(m: M): void {
  if (m.languages.getLanguages().some((l) => l.id === DCL_LANGUAGE_ID)) return;
  m.languages.register({ id: DCL_LANGUAGE_ID, extensions: ['.dcl'], aliases: ['DCL', 'dcl'] });
  m.languages.setMonarchTokensProvider(DCL_LANGUAGE_ID, dclMonarch);
  m.languages.setLanguageConfiguration(DCL_LANGUAGE_ID, dclConfiguration);
}
