/*
 * The coordinate plot: points from the run's value, from an expression evaluated after the run
 * and its assertions (RunRequest.plot: never an assertion; see commands/run.ts), or printed by the script. Equal X/Y scale
 * (geometry must look right), labelled axes, points numbered in order, optionally joined, and a
 * read-out of the point under the mouse.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApp } from '../../store/index.js';
import type { PlotSource } from '../../store/plot.js';
import { pointsFromOutput, pointsFromValue, type Pt } from './parse-points.js';
import { fmt, nearestPoint, niceTicks, plotBounds } from './plot-geometry.js';

const SERIES_COLORS = ['#4fc3ff', '#ffb020', '#3ddc5a', '#ff6bcb', '#c792ea', '#ff4d4d'];
const MAX_LABELS = 400;

export function usePlotSeries(): { series: Pt[][]; note: string } {
  const last = useApp((s) => s.lastRun);
  const source = useApp((s) => s.plotSource);
  return useMemo(() => {
    if (!last) return { series: [], note: 'Run a script to plot its points.' };
    const r = last.result;
    if (source === 'value') return { series: pointsFromValue(r.value), note: 'the run’s value' };
    if (source === 'output') return { series: pointsFromOutput(r.output.filter((c) => c.kind === 'text').map((c) => c.text).join('')), note: 'points printed by the script' };
    if (!last.plotExpr) return { series: [], note: 'Enter an expression and run again.' };
    const a = r.plot;
    if (!a) return { series: [], note: 'The expression was not evaluated.' };
    if (a.error) return { series: [], note: `${last.plotExpr}: ${a.error}` };
    return { series: pointsFromValue(a.value), note: last.plotExpr };
  }, [last, source]);
}

export function PlotPanel() {
  const source = useApp((s) => s.plotSource);
  const expr = useApp((s) => s.plotExpr);
  const join = useApp((s) => s.plotJoin);
  const { series, note } = usePlotSeries();
  const count = series.reduce((a, s) => a + s.length, 0);
  return (
    <div className="plot-panel">
      <div className="plot-bar">
        <label className="field">
          Plot
          <select aria-label="plot source" value={source} onChange={(e) => useApp.getState().setPlotSource(e.target.value as PlotSource)}>
            <option value="value">value of the run</option>
            <option value="expression">an expression / variable</option>
            <option value="output">points printed</option>
          </select>
        </label>
        {source === 'expression' && (
          <input aria-label="plot expression" placeholder="pts  or  (mapcar 'car lst)" value={expr} onChange={(e) => useApp.getState().setPlotExpr(e.target.value)} />
        )}
        <label className="field">
          <input type="checkbox" checked={join} onChange={(e) => useApp.getState().setPlotJoin(e.target.checked)} /> join
        </label>
        <span className="hint">
          {count > 0 ? `${count} point(s) from ${note}` : series.length === 0 && note ? `No points: ${note}` : ''}
        </span>
      </div>
      {count > 0 ? <PlotCanvas series={series} join={join} /> : <div className="empty-view">Nothing to plot: a point is a list of two or three numbers, e.g. (1.0 2.0 0.0).</div>}
    </div>
  );
}

function PlotCanvas({ series, join }: { series: Pt[][]; join: boolean }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 600, h: 400 });
  const [hover, setHover] = useState<{ si: number; pi: number; x: number; y: number } | null>(null);
  const layout = useMemo(() => {
    const [x0, y0, x1, y1] = plotBounds(series);
    const m = { l: 56, r: 16, t: 16, b: 36 };
    const w = Math.max(10, size.w - m.l - m.r);
    const h = Math.max(10, size.h - m.t - m.b);
    const scale = Math.min(w / (x1 - x0), h / (y1 - y0));
    const ox = m.l + (w - (x1 - x0) * scale) / 2;
    const oy = m.t + (h + (y1 - y0) * scale) / 2;
    const toScreen = (p: Pt | [number, number]): [number, number] => [ox + (p[0] - x0) * scale, oy - (p[1] - y0) * scale];
    const wx0 = x0 - (ox - m.l) / scale;
    const wx1 = wx0 + w / scale;
    const wy0 = y0 - (m.t + h - oy) / scale;
    const wy1 = wy0 + h / scale;
    return { m, w, h, toScreen, xt: niceTicks(wx0, wx1), yt: niceTicks(wy0, wy1) };
  }, [series, size]);

  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const r = (): void => setSize({ w: el.clientWidth || 600, h: el.clientHeight || 400 });
    r();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(r);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    const c = ref.current;
    const ctx = c?.getContext?.('2d');
    if (!c || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    c.width = size.w * dpr;
    c.height = size.h * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const style = getComputedStyle(c);
    const fg = style.getPropertyValue('--fg').trim() || '#d6d6d6';
    const grid = style.getPropertyValue('--grid').trim() || 'rgba(128,128,128,0.25)';
    ctx.clearRect(0, 0, size.w, size.h);
    ctx.font = '11px sans-serif';
    ctx.lineWidth = 1;
    const { m, w, h, toScreen, xt, yt } = layout;
    ctx.strokeStyle = grid;
    ctx.fillStyle = fg;
    ctx.textAlign = 'center';
    for (const x of xt) {
      const [sx] = toScreen([x, 0]);
      ctx.beginPath();
      ctx.moveTo(sx, m.t);
      ctx.lineTo(sx, m.t + h);
      ctx.stroke();
      ctx.fillText(fmt(x), sx, m.t + h + 14);
    }
    ctx.textAlign = 'right';
    for (const y of yt) {
      const [, sy] = toScreen([0, y]);
      ctx.beginPath();
      ctx.moveTo(m.l, sy);
      ctx.lineTo(m.l + w, sy);
      ctx.stroke();
      ctx.fillText(fmt(y), m.l - 6, sy + 4);
    }
    ctx.textAlign = 'center';
    ctx.fillText('X', m.l + w / 2, size.h - 4);
    ctx.save();
    ctx.translate(12, m.t + h / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.fillText('Y', 0, 0);
    ctx.restore();
    const total = series.reduce((a, s) => a + s.length, 0);
    const every = Math.max(1, Math.ceil(total / MAX_LABELS));
    ctx.textAlign = 'left';
    series.forEach((s, si) => {
      const color = SERIES_COLORS[si % SERIES_COLORS.length] as string;
      ctx.strokeStyle = color;
      ctx.fillStyle = color;
      if (join && s.length > 1) {
        ctx.beginPath();
        s.forEach((p, i) => {
          const [x, y] = toScreen(p);
          if (i === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        });
        ctx.stroke();
      }
      s.forEach((p, i) => {
        const [x, y] = toScreen(p);
        ctx.beginPath();
        ctx.arc(x, y, 3, 0, Math.PI * 2);
        ctx.fill();
        if (i % every === 0) ctx.fillText(String(i + 1), x + 5, y - 5);
      });
    });
  }, [layout, series, join, size]);

  const onMove = (e: React.MouseEvent) => {
    const r = ref.current!.getBoundingClientRect();
    const sx = e.clientX - r.left;
    const sy = e.clientY - r.top;
    const hit = nearestPoint(series, layout.toScreen, sx, sy);
    setHover(hit ? { si: hit[0], pi: hit[1], x: sx, y: sy } : null);
  };
  const hp = hover ? series[hover.si]?.[hover.pi] : undefined;
  return (
    <div className="plot-canvas" ref={wrap}>
      <canvas ref={ref} style={{ width: size.w, height: size.h }} onMouseMove={onMove} onMouseLeave={() => setHover(null)} aria-label="coordinate plot" />
      {hover && hp && (
        <div className="hover-tip" role="tooltip" style={{ left: hover.x + 12, top: hover.y + 12 }}>
          {series.length > 1 ? `series ${hover.si + 1}, ` : ''}#{hover.pi + 1}: ({hp.map(fmt).join(', ')})
        </div>
      )}
    </div>
  );
}
