/// <reference lib="dom" />
/*
 * The drawing view in a real browser: a generated n-entity DXF (lines, circles, arcs, bulged
 * polylines, text on 8 layers, the renderer's synthetic mix) opened in browser mode (the built
 * dist/web/server.mjs, Debian's Chromium through playwright-core, --disable-gpu), then
 *   - first frame: from choosing the file to the canvas reporting its first drawn frame,
 *   - pan at the extents and pan zoomed in 8x: requestAnimationFrame deltas while a drag moves
 *     the view every frame (median and p95 frame ms, frames per second).
 * Each app root given (e.g. a copy of the build before a change, LISPWRIGHT_BENCH_BEFORE) is
 * measured in the same run, so the figures compare. Needs `npm run build` (the renderer bundle).
 *
 *   node dist/bench/bench.mjs --render-browser [--entities 100000 | --dxf FILE]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { BenchRow } from './stats.js';

const CHROMIUM = process.env.LISPWRIGHT_CHROMIUM ?? '/usr/bin/chromium';

/** A DXF (R2000) with `n` entities in the synthetic mix of renderer/host/mock-drawings.ts, 10 units apart. */
export function makeMixedDxf(n: number): string {
  const out: string[] = [];
  const g = (code: number, value: string | number) => out.push(String(code), String(value));
  let handle = 0x100;
  const h = () => (handle++).toString(16).toUpperCase();
  g(0, 'SECTION'); g(2, 'HEADER'); g(9, '$ACADVER'); g(1, 'AC1015'); g(9, '$HANDSEED'); g(5, (0x200 + n).toString(16).toUpperCase()); g(0, 'ENDSEC');
  g(0, 'SECTION'); g(2, 'TABLES'); g(0, 'TABLE'); g(2, 'LAYER'); g(5, '2'); g(70, 9);
  for (let i = -1; i < 8; i++) {
    g(0, 'LAYER'); g(5, h()); g(100, 'AcDbSymbolTableRecord'); g(100, 'AcDbLayerTableRecord');
    g(2, i < 0 ? '0' : `L${i}`); g(70, 0); g(62, i < 0 ? 7 : i + 1); g(6, 'Continuous');
  }
  g(0, 'ENDTAB'); g(0, 'ENDSEC');
  g(0, 'SECTION'); g(2, 'ENTITIES');
  const side = Math.ceil(Math.sqrt(n));
  for (let i = 0; i < n; i++) {
    const x = (i % side) * 10;
    const y = Math.floor(i / side) * 10;
    const head = (type: string, sub: string) => { g(0, type); g(5, h()); g(100, 'AcDbEntity'); g(8, `L${i % 8}`); g(100, sub); };
    switch (i % 5) {
      case 0: head('LINE', 'AcDbLine'); g(10, x); g(20, y); g(30, 0); g(11, x + 8); g(21, y + 6); g(31, 0); break;
      case 1: head('CIRCLE', 'AcDbCircle'); g(10, x + 4); g(20, y + 4); g(30, 0); g(40, 3); break;
      case 2: head('ARC', 'AcDbCircle'); g(10, x + 4); g(20, y + 4); g(30, 0); g(40, 3); g(100, 'AcDbArc'); g(50, 17.2); g(51, 160.4); break;
      case 3: head('LWPOLYLINE', 'AcDbPolyline'); g(90, 3); g(70, 0); g(10, x); g(20, y); g(42, 0.4); g(10, x + 6); g(20, y); g(10, x + 6); g(20, y + 6); break;
      default:
        if (i % 25 === 4) { head('TEXT', 'AcDbText'); g(10, x); g(20, y); g(30, 0); g(40, 2); g(1, `T${i}`); g(100, 'AcDbText'); }
        else { head('LINE', 'AcDbLine'); g(10, x); g(20, y + 8); g(30, 0); g(11, x + 8); g(21, y); g(31, 0); }
    }
  }
  g(0, 'ENDSEC'); g(0, 'EOF');
  return `${out.join('\n')}\n`;
}

function startServer(root: string, workspace: string): Promise<{ proc: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.LISPWRIGHT_API_KEY;
    delete env.OPENAI_API_KEY;
    // a fresh user-data folder for each server: a session saved by the root measured before would
    // restore (re-open) its drawing at start-up and overlap the open being measured
    const userData = mkdtempSync(join(workspace, '.user-'));
    const proc = spawn(process.execPath, [join(root, 'dist', 'web', 'server.mjs'), '--port', '0', '--workspace', workspace, '--user-data-dir', userData], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    const timer = setTimeout(() => { proc.kill(); reject(new Error(`server did not start:\n${log}`)); }, 20_000);
    proc.stdout!.on('data', (d: Buffer) => {
      log += d.toString();
      const m = /Lispwright running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(log);
      if (m) { clearTimeout(timer); resolve({ proc, url: m[1]! }); }
    });
    proc.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    proc.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited (${code}):\n${log}`)); });
  });
}

/** The page's lw: marks as phases of the open (the first of each mark: the open's own). */
async function phasesOf(page: Page, snapshotOnly = false): Promise<string> {
  const marks = await page.evaluate(() => {
    const first: Record<string, number> = {};
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('lw:') && !(m.name.slice(3) in first)) first[m.name.slice(3)] = m.startTime;
    return first;
  });
  const gap = (a: string, b: string): string => ((marks[b] ?? NaN) - (marks[a] ?? NaN)).toFixed(0);
  if (snapshotOnly) return marks['snapshot-received'] !== undefined ? `; whole snapshot read ${gap('first-frame', 'snapshot-received')} ms after the first frame (asked once the pans ended)` : '';
  return marks['drawing-received'] !== undefined ? `; host answer ${gap('drawing-requested', 'drawing-received')} ms, scene bytes ${gap('drawing-received', 'scene-received')} ms, to first frame ${gap('scene-received', 'first-frame')} ms` : '';
}

interface PanFigures { medianMs: number; p95Ms: number; fps: number; drawMs: number }

/** Drag the view by a few pixels every animation frame for `ms`; frame times are rAF deltas. */
function panInPage(page: Page, ms: number): Promise<PanFigures> {
  return page.evaluate(async (duration) => {
    const c = document.querySelector('canvas.drawing-canvas') as HTMLCanvasElement;
    const b = c.getBoundingClientRect();
    const x = b.left + b.width / 2;
    const y = b.top + b.height / 2;
    const next = () => new Promise<number>((r) => requestAnimationFrame((t) => r(t)));
    c.dispatchEvent(new PointerEvent('pointerdown', { clientX: x, clientY: y, bubbles: true, pointerId: 1 }));
    const deltas: number[] = [];
    const draws: number[] = [];
    let last = await next();
    const start = last;
    for (let i = 0; last - start < duration; i++) {
      c.dispatchEvent(new PointerEvent('pointermove', { clientX: x + ((i * 3) % 240) - 120, clientY: y + ((i * 2) % 90) - 45, bubbles: true, pointerId: 1 }));
      const t = await next();
      deltas.push(t - last);
      draws.push(Number(c.dataset.drawMs));
      last = t;
    }
    c.dispatchEvent(new PointerEvent('pointerup', { clientX: x, clientY: y, bubbles: true, pointerId: 1 }));
    const sorted = [...deltas].sort((a, b2) => a - b2);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    draws.sort((a, b2) => a - b2);
    return { medianMs: at(0.5), p95Ms: at(0.95), fps: deltas.length / ((last - start) / 1000), drawMs: draws[Math.floor(draws.length / 2)] ?? NaN };
  }, ms);
}

/** Scripts of the page's runs: add one line; move one entity in the middle of the drawing (entmod); both. */
const ADD_LINE = '(entmake \'((0 . "LINE") (8 . "0") (10 1.0 1.0 0.0) (11 9.0 7.0 0.0)))';
const MOVE_ONE = '(setq ss (ssget "X" \'((0 . "LINE"))) e (ssname ss (/ (sslength ss) 2)) d (entget e)) (entmod (subst (list 10 0.0 0.0 0.0) (assoc 10 d) d))';
const RUN_SCRIPTS = [`${ADD_LINE} (princ)`, `${ADD_LINE} (princ)`, `${MOVE_ONE} (princ)`, `${ADD_LINE} ${MOVE_ONE} (princ)`];

/**
 * The page's whole run on the open drawing, timed in the page (the harness's own latency left
 * out): from the Run button's click to the result in the store (the console's run count moves)
 * and the After view's next two animation frames drawn. `harnessMs` is the same seen from here.
 */
async function runInPage(page: Page, script: string): Promise<{ ms: number; harnessMs: number; phases: string }> {
  await page.click('.right-tabs >> text=After');
  await page.click('.monaco-editor .view-lines');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(script);
  const t0 = Date.now();
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const body = document.querySelector('[data-testid="console-body"]');
        const count = () => Number(body?.getAttribute('data-run-count') ?? 0);
        const n = count();
        const start = performance.now();
        const timer = setTimeout(() => reject(new Error('the run did not finish in 120 s')), 120_000);
        // the result is in the store (the views re-render from it), then the After view's next two frames are drawn
        const seen = new MutationObserver(() => {
          if (count() <= n) return;
          seen.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
        });
        if (body) seen.observe(body, { attributes: true, attributeFilter: ['data-run-count'] });
        (document.querySelector('button.run') as HTMLButtonElement).click();
      }),
  );
  const harnessMs = Date.now() - t0;
  // the run's phases from the page's marks (renderer/commands/run.ts, DrawingView.tsx)
  const phases = await page.evaluate(() => {
    const at = (n: string) => performance.getEntriesByName(n).at(-1) as PerformanceMark | undefined;
    const [s, a, st, d] = ['lw:run-started', 'lw:run-answered', 'lw:run-stored', 'lw:scene-drawn'].map(at);
    if (!s || !a || !st) return '';
    const drawn = d && d.startTime > s.startTime ? d : undefined;
    const detail = drawn?.detail as { ms?: number } | undefined;
    return `host ${(a.startTime - s.startTime).toFixed(0)}, result in store ${(st.startTime - a.startTime).toFixed(0)}, After drawn ${drawn ? (drawn.startTime - st.startTime).toFixed(0) : '?'} ms (scene ${detail?.ms?.toFixed(1) ?? '?'} ms)`;
  });
  return { ms, harnessMs, phases };
}

async function measure(root: string, file: string, workspace: string): Promise<{ firstFrameMs: number; extents: PanFigures; zoomed: PanFigures; stats: string; runMs: number[]; runPhases: string[]; harness: number[] }> {
  const { proc, url } = await startServer(root, workspace);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 950 } })).newPage();
    await page.goto(url);
    await page.waitForSelector('[data-editor="ready"]', { timeout: 60_000 });
    await page.click('.right-tabs >> text=Before');
    page.once('dialog', (d) => void d.accept(file));
    const t0 = Date.now();
    await page.selectOption('select[aria-label="drawing"]', '__open');
    await page.waitForFunction(() => {
      const c = document.querySelector('canvas.drawing-canvas');
      return !!c && Number(c.getAttribute('data-entities')) > 0 && c.hasAttribute('data-draw-ms');
    }, null, { timeout: 120_000, polling: 10 });
    const firstFrameMs = Date.now() - t0;
    const stats = `${(await page.textContent('.view-stats')) ?? ''}${await phasesOf(page)}`;
    await page.waitForTimeout(300);
    const extents = await panInPage(page, 3000);
    // zoom in 8x around the centre (wheel: exp(-deltaY * 0.0015))
    await page.evaluate(() => {
      const c = document.querySelector('canvas.drawing-canvas') as HTMLCanvasElement;
      const b = c.getBoundingClientRect();
      c.dispatchEvent(new WheelEvent('wheel', { clientX: b.left + b.width / 2, clientY: b.top + b.height / 2, deltaY: -Math.log(8) / 0.0015, bubbles: true, cancelable: true }));
    });
    await page.waitForTimeout(300);
    const zoomed = await panInPage(page, 3000);
    // when a large drawing's entities came after its first frame (the panels' snapshot; read once the user stops panning)
    await page.waitForFunction(() => performance.getEntriesByName('lw:snapshot-pending').length === 0 || performance.getEntriesByName('lw:snapshot-received').length > 0, null, { timeout: 60_000, polling: 50 }).catch(() => undefined);
    const later = await phasesOf(page, true);
    // each run starts from the loaded drawing: a line added, an entity moved, both
    const runMs: number[] = [];
    const runPhases: string[] = [];
    const harness: number[] = [];
    for (let i = 0; i < 4; i++) {
      if (i > 0) await page.click('.right-tabs >> text=Before');
      const r = await runInPage(page, RUN_SCRIPTS[i]!);
      runMs.push(Math.round(r.ms));
      runPhases.push(r.phases);
      harness.push(r.harnessMs);
    }
    return { firstFrameMs, extents, zoomed, stats: `${stats}${later}`, runMs, runPhases, harness };
  } finally {
    await browser.close();
    proc.kill();
  }
}

/** Rows for each app root (label → folder holding dist/ and package.json). */
export async function runBrowserRenderBench(roots: Array<{ label: string; root: string }>, entities: number, dxf?: string): Promise<BenchRow[]> {
  if (!existsSync(CHROMIUM)) {
    console.log(`browser render bench: ${CHROMIUM} is missing, rows left out`);
    return [];
  }
  const workspace = mkdtempSync(join(tmpdir(), 'lw-render-bench-'));
  const file = join(workspace, dxf ? basename(dxf) : `mixed-${entities}.dxf`);
  if (dxf) copyFileSync(dxf, file);
  else writeFileSync(file, makeMixedDxf(entities));
  const rows: BenchRow[] = [];
  try {
    for (const { label, root } of roots) {
      if (!existsSync(join(root, 'dist', 'renderer', 'index.html'))) {
        console.log(`browser render bench: ${root}/dist/renderer is not built (npm run build), ${label} left out`);
        continue;
      }
      const r = await measure(root, file, workspace);
      const k = dxf ? basename(dxf) : `${entities / 1000}k`;
      rows.push({ name: `${label}: ${k} first frame (open → drawn)`, ms: r.firstFrameMs, target: 1500, note: r.stats });
      rows.push({ name: `${label}: ${k} pan at extents, p95 frame`, ms: r.extents.p95Ms, target: 17, note: `median ${r.extents.medianMs.toFixed(1)} ms, ${r.extents.fps.toFixed(1)} fps, draw calls ${r.extents.drawMs.toFixed(2)} ms` });
      rows.push({ name: `${label}: ${k} pan zoomed 8x, p95 frame`, ms: r.zoomed.p95Ms, target: 17, note: `median ${r.zoomed.medianMs.toFixed(1)} ms, ${r.zoomed.fps.toFixed(1)} fps, draw calls ${r.zoomed.drawMs.toFixed(2)} ms` });
      // warm runs only: the first reads the drawing into the worker
      const warm = r.runMs.slice(1).sort((a, b) => a - b);
      rows.push({
        name: `${label}: ${k} page's warm run (Run → After drawn)`,
        ms: warm[warm.length >> 1]!,
        target: 100,
        note: `runs ${r.runMs.join(', ')} ms in the page (the first reads the drawing into the worker; the row is the warm ones' median; seen from the harness ${r.harness.join(', ')} ms); last: ${r.runPhases.at(-1) ?? ''}`,
      });
    }
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
  return rows;
}
