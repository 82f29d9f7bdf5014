import { beforeEach, describe, expect, test } from 'vitest';
import { activeDoc } from '../../renderer/store/documents.js';
import { resetApp, useApp } from '../../renderer/store/index.js';

const doc = (id: string) => ({ id, name: `${id}.lsp`, path: null, encoding: 'utf-8', eol: '\n' as const, dirty: false });

beforeEach(() => resetApp());

describe('documents slice', () => {
  test('adding activates; closing the active tab activates its neighbour', () => {
    const s = useApp.getState();
    s.addDoc(doc('a'));
    s.addDoc(doc('b'));
    s.addDoc(doc('c'));
    expect(useApp.getState().activeId).toBe('c');
    s.setActive('b');
    s.closeDoc('b');
    expect(useApp.getState().docs.map((d) => d.id)).toEqual(['a', 'c']);
    expect(useApp.getState().activeId).toBe('c');
    s.closeDoc('c');
    expect(useApp.getState().activeId).toBe('a');
    s.closeDoc('a');
    expect(useApp.getState().activeId).toBeNull();
  });

  test('updateDoc changes only what differs (no new state when nothing changes)', () => {
    useApp.getState().addDoc(doc('a'));
    const before = useApp.getState().docs;
    useApp.getState().updateDoc('a', { dirty: false });
    expect(useApp.getState().docs).toBe(before);
    useApp.getState().updateDoc('a', { dirty: true, name: 'x.lsp' });
    expect(activeDoc(useApp.getState())).toMatchObject({ dirty: true, name: 'x.lsp' });
  });

  test('setActive ignores unknown ids', () => {
    useApp.getState().addDoc(doc('a'));
    useApp.getState().setActive('zzz');
    expect(useApp.getState().activeId).toBe('a');
  });
});

describe('other slices', () => {
  test('run lifecycle', () => {
    const s = useApp.getState();
    s.startRun('r1');
    expect(useApp.getState()).toMatchObject({ running: true, runId: 'r1' });
    s.failRun();
    expect(useApp.getState()).toMatchObject({ running: false, runId: null, lastRun: null });
  });

  test('layer toggles, selection, expanded rows', () => {
    const s = useApp.getState();
    s.toggleLayer('WALLS');
    expect(useApp.getState().hiddenLayers).toEqual({ WALLS: true });
    s.toggleLayer('WALLS');
    expect(useApp.getState().hiddenLayers).toEqual({});
    s.select('1F');
    s.toggleExpanded('1F');
    expect(useApp.getState()).toMatchObject({ selectedHandle: '1F', expandedHandle: '1F' });
    s.toggleExpanded('1F');
    expect(useApp.getState().expandedHandle).toBeNull();
  });

  test('view commands carry a sequence number so repeats are seen', () => {
    useApp.getState().viewCmd('extents');
    useApp.getState().viewCmd('extents');
    expect(useApp.getState().viewCommand).toEqual({ kind: 'extents', seq: 2 });
  });

  test('notices are capped', () => {
    for (let i = 0; i < 250; i++) useApp.getState().notify('info', `n${i}`);
    const n = useApp.getState().notices;
    expect(n).toHaveLength(200);
    expect(n.at(-1)!.text).toBe('n249');
  });

  test('recovered buffers are dropped one by one', () => {
    useApp.getState().setRecovered([{ id: 'a', name: 'a', path: null, text: '', savedAt: '' }, { id: 'b', name: 'b', path: null, text: '', savedAt: '' }]);
    useApp.getState().dropRecovered('a');
    expect(useApp.getState().recovered.map((b) => b.id)).toEqual(['b']);
  });
});
