// @vitest-environment jsdom
/*
 * Bounded drawings in the views (issue 10): the INSERT bomb (one 32767 x 32767 MINSERT) and blocks
 * nested ten wide and seven deep are drawn within 2 s as outline boxes, with a notice; ordinary
 * blocks are still drawn in full.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import type { DrawingSnapshot, RunResult } from '../../interpreter/runner/contract.js';
import { DrawingView } from '../../renderer/canvas/DrawingView.js';
import { buildScene, SCENE_PRIMITIVE_BUDGET } from '../../renderer/canvas/scene.js';
import { useApp } from '../../renderer/store/index.js';
import { emptyBlockBombDxf, insertBombDxf, nestedBombDxf } from '../support/bomb-dxf.js';
import { setupApp } from './support/setup-app.js';

vi.mock('../../renderer/editor/monaco-setup.js', () => {
  throw new Error('no Monaco in jsdom');
});
beforeEach(() => setupApp());
afterEach(() => cleanup());

const snapshotOf = (text: string): DrawingSnapshot => {
  const port = drawingFactory.fromDxf(text, 'bomb.dxf');
  return port.toUi(port.snapshot());
};

describe('the scene builder has a primitive budget', () => {
  test('the INSERT bomb: loaded and drawn within 2 s, as one box over the whole array, with a notice', () => {
    const t = performance.now();
    const snap = snapshotOf(insertBombDxf());
    const scene = buildScene(snap);
    expect(performance.now() - t).toBeLessThan(2000);
    expect(scene.boxedReferences).toBe(1);
    expect(scene.notice).toMatch(/^1 block reference drawn as outline box: drawing it in full would take 1,073,676,289 primitives, past the view's limit of 2,000,000\.$/);
    const bomb = scene.items.find((it) => it.layer === 'BOMB')!;
    expect(bomb.parts).toHaveLength(1);
    expect(bomb.bbox).toEqual([-0.4, -0.4, 32766.4, 32766.4]);
    expect(snap.extents).toEqual({ min: [-5, -5], max: [32766.4, 32766.4] });
    // the rest of the drawing is drawn as usual
    expect(scene.items.find((it) => it.type === 'LINE')?.parts[0]?.prims).toHaveLength(1);
  });

  test('arrays of an empty block and of a missing block cost their placements (no 10^9 transforms made)', () => {
    const t = performance.now();
    const scene = buildScene(snapshotOf(emptyBlockBombDxf()));
    expect(performance.now() - t).toBeLessThan(2000);
    expect(scene.boxedReferences).toBe(2);
    expect(scene.items.find((it) => it.type === 'LINE')?.parts[0]?.prims).toHaveLength(1);
  });

  test('blocks nested ten wide and seven deep (10^7 parts) are boxed too, with the right extents', () => {
    const t = performance.now();
    const scene = buildScene(snapshotOf(nestedBombDxf()));
    expect(performance.now() - t).toBeLessThan(2000);
    expect(scene.boxedReferences).toBe(1);
    expect(scene.notice).toContain('10,000,000 primitives');
    expect(scene.bbox.map((v) => Math.round(v * 10) / 10)).toEqual([-0.4, 27.6, 189.4, 28.4]);
  });

  test('references that fit are expanded, until the budget is spent', () => {
    const snap = snapshotOf(nestedBombDxf().replace('2\nB7\n10\n0\n20\n0\n30\n0\n0\nENDSEC', '2\nB4\n10\n0\n20\n0\n30\n0\n0\nENDSEC'));
    const scene = buildScene(snap);
    expect(scene.boxedReferences).toBe(0);
    expect(scene.notice).toBeUndefined();
    expect(scene.items[0]!.parts).toHaveLength(10_000);
    expect(SCENE_PRIMITIVE_BUDGET).toBeGreaterThan(10_000);
  });

  test('the budget is shared: references past what is left are boxed', () => {
    const three = Array.from({ length: 3 }, (_, i) => `0\nINSERT\n8\n0\n2\nB4\n10\n${i * 100}\n20\n0\n30\n0`).join('\n');
    const snap = snapshotOf(nestedBombDxf().replace('0\nINSERT\n8\n0\n2\nB7\n10\n0\n20\n0\n30\n0', three));
    const scene = buildScene(snap, undefined, { budget: 25_000 });
    expect(scene.items.map((it) => it.parts.length)).toEqual([10_000, 10_000, 1]);
    expect(scene.boxedReferences).toBe(1);
    expect(scene.notice).toBe("1 block reference drawn as outline box: drawing it in full would take 10,000 primitives, past the view's limit of 25,000.");
  });

  test('the view shows the notice', () => {
    const after = snapshotOf(insertBombDxf());
    const result: RunResult = {
      ok: true, stage: 'ok', output: [], value: 'nil', steps: 1, elapsedMs: 1, files: [], inputsUsed: 0, inputsLeft: 0,
      unansweredPrompts: [], sandboxRefused: [], codeHash: 'h', drawingHash: 'd', before: after, after,
    };
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result });
    render(<DrawingView mode="after" />);
    expect(screen.getByTestId('scene-notice').textContent).toMatch(/drawn as outline box/);
  });
});
