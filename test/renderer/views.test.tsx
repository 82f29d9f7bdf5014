// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { RunResult } from '../../interpreter/runner/contract.js';
import { DrawingView } from '../../renderer/canvas/DrawingView.js';
import { Inspector } from '../../renderer/canvas/Inspector.js';
import { LayerList } from '../../renderer/canvas/LayerList.js';
import { PlotPanel } from '../../renderer/canvas/plot/PlotView.js';
import { buildScene } from '../../renderer/canvas/scene.js';
import { fitExtents, worldToScreen } from '../../renderer/canvas/view-transform.js';
import { sampleSnapshot } from '../../renderer/host/mock-drawings.js';
import { useApp } from '../../renderer/store/index.js';
import { setupApp } from './support/setup-app.js';

vi.mock('../../renderer/editor/monaco-setup.js', () => {
  throw new Error('no Monaco in jsdom');
});

beforeEach(() => {
  setupApp();
});
afterEach(() => cleanup());

const run = (over: Partial<RunResult> = {}): RunResult => ({
  ok: true, stage: 'ok', output: [], value: 'nil', steps: 1, elapsedMs: 1, files: [], inputsUsed: 0, inputsLeft: 0,
  unansweredPrompts: [], sandboxRefused: [], codeHash: 'h', drawingHash: 'd', ...over,
});

function withSampleRun(): { before: ReturnType<typeof sampleSnapshot>; after: ReturnType<typeof sampleSnapshot> } {
  const before = sampleSnapshot();
  const after = sampleSnapshot();
  // the script moved the first wall and erased the circle
  const wall = after.entities[0]!;
  wall.groups = wall.groups.map(([c, v]) => (c === 11 ? [c, [20, 5, 0]] : [c, v]));
  const circle = after.entities.findIndex((e) => e.type === 'CIRCLE');
  after.entities.splice(circle, 1);
  after.entities.push({ handle: 'NEW1', type: 'LINE', layer: 'WALLS', groups: [[0, 'LINE'], [8, 'WALLS'], [10, [30, 0, 0]], [11, [30, 12, 0]]] });
  useApp.getState().finishRun({
    docId: 'x', testCount: 0, plotExpr: null,
    result: run({
      before, after,
      diff: {
        entities: [
          { handle: wall.handle, type: 'LINE', layer: 'WALLS', change: 'modified', groups: [{ code: 11, before: '(11 20.0 0.0 0.0)', after: '(11 20.0 5.0 0.0)' }] },
          { handle: before.entities.find((e) => e.type === 'CIRCLE')!.handle, type: 'CIRCLE', layer: 'FIXTURES', change: 'deleted' },
          { handle: 'NEW1', type: 'LINE', layer: 'WALLS', change: 'added' },
        ],
        tables: [], sysvars: [], summary: { added: 1, deleted: 1, modified: 1 },
      },
    }),
  });
  return { before, after };
}

/** Screen position (in the view's default 800×600 box) of a world point. */
function screenOf(snapshot: ReturnType<typeof sampleSnapshot>, x: number, y: number): { clientX: number; clientY: number } {
  const v = fitExtents(buildScene(snapshot).bbox, 800, 600);
  const [clientX, clientY] = worldToScreen(v, x, y);
  return { clientX, clientY };
}

describe('drawing views', () => {
  test('a drawing with layouts gets layout tabs; each layout shows its own entities', () => {
    const { after } = withSampleRun();
    after.layouts = ['Layout1', 'Layout2'];
    after.entities.push(
      { handle: 'P1', type: 'LINE', layer: '0', block: '*Paper_Space', layout: 'Layout1', groups: [[0, 'LINE'], [8, '0'], [10, [0, 0, 0]], [11, [5, 5, 0]]] },
      { handle: 'P2', type: 'VIEWPORT', layer: '0', block: '*Paper_Space', layout: 'Layout1', groups: [[0, 'VIEWPORT'], [10, [5, 4, 0]], [40, 8], [41, 6], [69, 2]] },
    );
    const modelCount = after.entities.filter((e) => !e.block).length;
    render(<DrawingView mode="after" />);
    const canvas = screen.getByLabelText('after drawing');
    expect(canvas.getAttribute('data-entities')).toBe(String(modelCount));
    const tabs = screen.getByRole('tablist', { name: 'Layouts' });
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect([...tabs.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['Model', 'Layout1', 'Layout2']);
    expect(tab('Model').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Layout1'));
    expect(tab('Layout1').getAttribute('aria-selected')).toBe('true');
    // the layout's own entities are counted; model space seen through its viewport is not
    expect(canvas.getAttribute('data-entities')).toBe('2');
    fireEvent.click(tab('Layout2'));
    expect(canvas.getAttribute('data-entities')).toBe('0');
    fireEvent.click(tab('Model'));
    expect(canvas.getAttribute('data-entities')).toBe(String(modelCount));
  });

  test('a model-only drawing shows no layout tabs', () => {
    withSampleRun();
    render(<DrawingView mode="after" />);
    expect(screen.queryByRole('tablist', { name: 'Layouts' })).toBeNull();
  });

  test('a click on an entity selects it; the inspector shows its groups before and after', () => {
    const { after } = withSampleRun();
    render(
      <>
        <DrawingView mode="after" />
        <Inspector />
      </>,
    );
    const canvas = screen.getByLabelText('after drawing');
    expect(canvas.getAttribute('data-entities')).toBe(String(after.entities.length));
    const at = screenOf(after, 10, 2.5); // on the moved wall (0,0)-(20,5)
    fireEvent.pointerDown(canvas, at);
    fireEvent.pointerUp(canvas, at);
    const wall = after.entities[0]!.handle;
    expect(useApp.getState().selectedHandle).toBe(wall);
    const inspector = screen.getByLabelText('entity inspector');
    expect(inspector.textContent).toContain('(11 20.0 0.0 0.0)');
    expect(inspector.textContent).toContain('(11 20.0 5.0 0.0)');
    expect(inspector.querySelector('tr.changed')).toBeTruthy();
  });

  test('the inspector shows the entity\'s ActiveX properties, read from its groups', () => {
    const { after } = withSampleRun();
    useApp.getState().select(after.entities[0]!.handle);
    render(<Inspector />);
    const details = screen.getByLabelText('entity inspector').querySelector('details')!;
    expect(details.textContent).toBe('ActiveX properties');
    act(() => {
      details.open = true;
      fireEvent(details, new Event('toggle'));
    });
    const table = screen.getByLabelText('ActiveX properties');
    expect(details.querySelector('summary')!.textContent).toBe('ActiveX properties — IAcadLine');
    expect(table.textContent).toContain('ObjectName (RO)"AcDbLine"');
    expect(table.textContent).toContain('EndPoint(20.0 5.0 0.0)');
    expect(table.textContent).toContain('Length (RO)20.6155');
    expect(table.textContent).toContain('LayerWALLS'.replace('WALLS', '"WALLS"'));
  });

  test('hover shows type, layer and handle', () => {
    const { after } = withSampleRun();
    render(<DrawingView mode="after" />);
    const canvas = screen.getByLabelText('after drawing');
    fireEvent.pointerMove(canvas, screenOf(after, 30, 6));
    expect(screen.getByRole('tooltip').textContent).toBe('LINE · WALLS · NEW1');
    expect(useApp.getState().hoverHandle).toBe('NEW1');
  });

  test('the view takes focus: arrow keys pan, Home fits again', () => {
    const { after } = withSampleRun();
    render(<DrawingView mode="after" />);
    const canvas = screen.getByLabelText('after drawing');
    expect(canvas.tabIndex).toBe(0);
    const at = screenOf(after, 30, 6);
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    // the drawing moved 60 px to the left: the line is no longer under the old spot
    fireEvent.pointerMove(canvas, at);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerMove(canvas, { clientX: at.clientX - 60, clientY: at.clientY });
    expect(screen.getByRole('tooltip').textContent).toBe('LINE · WALLS · NEW1');
    fireEvent.keyDown(canvas, { key: 'Home' });
    fireEvent.pointerMove(canvas, at);
    expect(screen.getByRole('tooltip').textContent).toBe('LINE · WALLS · NEW1');
  });

  test('overlay picks deleted entities from the before snapshot', () => {
    const { before } = withSampleRun();
    render(<DrawingView mode="overlay" />);
    const canvas = screen.getByLabelText('overlay drawing');
    const c = before.entities.find((e) => e.type === 'CIRCLE')!;
    const at = screenOf(useApp.getState().lastRun!.result.after!, 16.5, 8); // circle centre (15,8) r 1.5
    fireEvent.pointerDown(canvas, at);
    fireEvent.pointerUp(canvas, at);
    expect(useApp.getState().selectedHandle).toBe(c.handle);
    expect(screen.getByLabelText('overlay legend')).toBeTruthy();
  });

  test('a drag pans instead of selecting; hidden layers cannot be picked', () => {
    const { after } = withSampleRun();
    render(
      <>
        <LayerList />
        <DrawingView mode="after" />
      </>,
    );
    const canvas = screen.getByLabelText('after drawing');
    const at = screenOf(after, 30, 6);
    fireEvent.pointerDown(canvas, at);
    fireEvent.pointerMove(canvas, { clientX: at.clientX + 40, clientY: at.clientY });
    fireEvent.pointerUp(canvas, { clientX: at.clientX + 40, clientY: at.clientY });
    expect(useApp.getState().selectedHandle).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Layers/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /WALLS/ }));
    expect(useApp.getState().hiddenLayers).toEqual({ WALLS: true });
    // after the pan, the line is 40px to the right
    fireEvent.pointerMove(canvas, { clientX: at.clientX + 40, clientY: at.clientY });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  test('the layer drop-down closes on a click outside it or on Escape, not on a click inside', () => {
    withSampleRun();
    render(
      <>
        <LayerList />
        <DrawingView mode="after" />
      </>,
    );
    const toggle = screen.getByRole('button', { name: /Layers/ });
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('checkbox', { name: /WALLS/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /WALLS/ }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByLabelText('after drawing'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: /WALLS/ })).toBeNull();
    fireEvent.click(toggle);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('checkbox', { name: /WALLS/ })).toBeNull();
  });

  test('the layer list shows each layer\'s state with AutoCAD\'s icons: on/off, thawed/frozen, unlocked/locked', () => {
    const snap = sampleSnapshot();
    snap.layers = [
      { name: '0', color: 7, linetype: 'CONTINUOUS', frozen: false, locked: false, off: false },
      { name: 'ICE', color: 5, linetype: 'CONTINUOUS', frozen: true, locked: false, off: false },
      { name: 'DARK', color: -3, linetype: 'CONTINUOUS', frozen: false, locked: true, off: true },
    ];
    useApp.getState().setDrawing({ id: 'd', name: 'd.dxf', hash: 'h', entityCount: 0, snapshot: snap });
    render(<LayerList />);
    fireEvent.click(screen.getByRole('button', { name: /Layers \(3\)/ }));
    const states = (name: string) => [...screen.getByRole('checkbox', { name: new RegExp(`^${name}$`) }).closest('li')!.querySelectorAll('[role="img"]')].map((e) => e.getAttribute('aria-label'));
    expect(states('0')).toEqual(['on', 'thawed', 'unlocked']);
    expect(states('ICE')).toEqual(['on', 'frozen', 'unlocked']);
    expect(states('DARK')).toEqual(['off', 'thawed', 'locked']);
  });

  test('with no drawing and no run, the view explains what to do', () => {
    render(<DrawingView mode="before" />);
    expect(screen.getByText(/Open a sample/)).toBeTruthy();
  });
});

describe('plot panel', () => {
  test('plots the run value and reports the count; expression source uses the plot value (never an assertion)', () => {
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: run({ value: '((0.0 0.0) (10.0 0.0) (10.0 5.0))' }) });
    render(<PlotPanel />);
    expect(screen.getByText(/3 point\(s\) from the run’s value/)).toBeTruthy();
    expect(screen.getByLabelText('coordinate plot')).toBeTruthy();
    act(() => {
      useApp.getState().setPlotSource('expression');
      useApp.getState().finishRun({
        docId: 'x', testCount: 1, plotExpr: 'pts',
        result: run({ assertions: [{ expr: '(= 1 1)', passed: true, value: 'T' }], plot: { expr: 'pts', value: '((1 1) (2 2))' } }),
      });
    });
    expect(screen.getByText(/2 point\(s\) from pts/)).toBeTruthy();
  });

  test('printed points', () => {
    useApp.getState().setPlotSource('output');
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: run({ output: [{ kind: 'text', text: '(1.0 2.0)\n(3.0 4.0)\n' }] }) });
    render(<PlotPanel />);
    expect(screen.getByText(/2 point\(s\) from points printed/)).toBeTruthy();
  });

  test('nothing to plot', () => {
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: run({ value: '"text"' }) });
    render(<PlotPanel />);
    expect(screen.getByText(/Nothing to plot/)).toBeTruthy();
  });
});

describe('the whole workbench', () => {
  test('renders the layout and falls back to a plain editor without Monaco', async () => {
    const { App } = await import('../../renderer/App.js');
    const { startWorkbench } = await import('../../renderer/app/lifecycle.js');
    const stop = await startWorkbench();
    render(<App />);
    expect(screen.getByRole('tablist', { name: 'views' })).toBeTruthy();
    expect(screen.getByLabelText('output console')).toBeTruthy();
    expect(screen.getByLabelText('agent chat')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('editor')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('editor'), { target: { value: '(+ 2 3)' } });
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    await waitFor(() => expect(screen.getByText('=> 5')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'toggle theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
  });
});
