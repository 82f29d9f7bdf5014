/* The workbench's debugger keys and the console's answers to prompts (pure parts). */
import { describe, expect, test } from 'vitest';
import { debugShortcut, shortcutFor } from '../../renderer/commands/registry.js';
import { answerFromPick, answerFromText } from '../../renderer/panels/console-answer.js';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('debugger keys', () => {
  test("VLIDE's: F8 Step Into, Shift+F8 Step Over, Ctrl+Shift+F8 Step Out, Ctrl+F8 Continue, F9 breakpoint", () => {
    expect(debugShortcut(key('F8'))).toBe('debug-step-into');
    expect(debugShortcut(key('F8', { shiftKey: true }))).toBe('debug-step-over');
    expect(debugShortcut(key('F8', { ctrlKey: true, shiftKey: true }))).toBe('debug-step-out');
    expect(debugShortcut(key('F8', { ctrlKey: true }))).toBe('debug-continue');
    expect(debugShortcut(key('F9'))).toBe('toggle-breakpoint');
  });
  test("VS Code's: F11 Step Into, F10 Step Over, Shift+F11 Step Out, Shift+F5 Stop; F5 stays Run (Continue while debugging)", () => {
    expect(debugShortcut(key('F11'))).toBe('debug-step-into');
    expect(debugShortcut(key('F10'))).toBe('debug-step-over');
    expect(debugShortcut(key('F11', { shiftKey: true }))).toBe('debug-step-out');
    expect(shortcutFor(key('F5', { shiftKey: true }))).toBe('stop');
    expect(shortcutFor(key('F5'))).toBe('run');
    expect(debugShortcut(key('a'))).toBeNull();
  });
});

describe('console answers', () => {
  test('a pick answers entsel with the entity and the point, getpoint with the point', () => {
    expect(answerFromPick('entsel', '2A', [1, 2])).toEqual({ entity: '2A', point: [1, 2, 0] });
    expect(answerFromPick('entsel', null, [1, 2])).toBeUndefined();
    expect(answerFromPick('getpoint', null, [3.5, 4])).toEqual({ point: [3.5, 4] });
    expect(answerFromPick('ssget', '1F', [0, 0])).toEqual({ selection: ['1F'] });
    expect(answerFromPick('getstring', '1F', [0, 0])).toBeUndefined();
  });
  test('typed text is read the way the prompt reads it', () => {
    expect(answerFromText('getint', '12')).toEqual({ int: 12 });
    expect(answerFromText('getint', 'Exit')).toEqual({ keyword: 'Exit' });
    expect(answerFromText('getreal', '2.5')).toEqual({ real: 2.5 });
    expect(answerFromText('getpoint', '1,2')).toEqual({ point: [1, 2] });
    expect(answerFromText('getpoint', '1, 2, 3')).toEqual({ point: [1, 2, 3] });
    expect(answerFromText('getdist', '7')).toEqual({ real: 7 });
    expect(answerFromText('getstring', ' A-WALL ')).toEqual({ string: ' A-WALL ' });
    expect(answerFromText('entsel', '2a')).toEqual({ entity: '2A' });
    expect(answerFromText('getint', '')).toBeUndefined();
  });
});
