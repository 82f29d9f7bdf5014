/*
 * The examples and error examples the editor's hover shows (assets/catalogue/examples.json, picked
 * from the conformance suite by scripts/catalogue/examples.ts) still give what they say, each in a
 * fresh interpreter, and reach the catalogue.
 */
import { describe, expect, test } from 'vitest';
import examples from '../../assets/catalogue/examples.json' with { type: 'json' };
import { evaluateExample, type ExamplesFile } from '../../scripts/catalogue/examples.js';
import { lookupBuiltin } from '../../renderer/editor/language/catalogue.js';

const rows = Object.entries((examples as ExamplesFile).functions);

describe('catalogue examples', () => {
  test('there are examples for the functions drafters use most', () => {
    for (const name of ['strcat', 'substr', 'assoc', 'cons', 'mapcar', 'polar', 'rtos', 'getvar']) expect(lookupBuiltin(name)?.example, name).toBeDefined();
    expect(rows.length).toBeGreaterThan(150);
  });

  test('every example gives its stated value and every error example its message, in a fresh interpreter', () => {
    const wrong: string[] = [];
    for (const [name, e] of rows) {
      if (e.example) {
        const r = evaluateExample(e.example.code);
        if (!r.ok || r.text !== e.example.result) wrong.push(`${name}: ${e.example.code} gave ${r.text}`);
      }
      if (e.error) {
        const r = evaluateExample(e.error.code);
        if (r.ok || r.text !== e.error.result) wrong.push(`${name}: ${e.error.code} gave ${r.text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
