import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1500, height: 900 } });
await page.goto('http://localhost:4173/');
await page.waitForSelector('[data-editor="ready"]');
await page.selectOption('select[aria-label="drawing"]', 'sample:synthetic-100k');
await page.waitForFunction(() => document.querySelector('canvas.drawing-canvas')?.getAttribute('data-entities') === '100000' && document.querySelector('canvas.drawing-canvas')?.dataset.drawMs, null, { timeout: 60000 });
for (const mode of ['pan', 'zoom']) {
  const r = await page.evaluate(async (mode) => {
    const c = document.querySelector('canvas.drawing-canvas');
    const b = c.getBoundingClientRect();
    const x = b.left + b.width / 2, y = b.top + b.height / 2;
    c.dispatchEvent(new PointerEvent('pointerdown', { clientX: x, clientY: y, bubbles: true, pointerId: 1 }));
    let frames = 0; let dx = 0;
    const gaps = []; let last = performance.now();
    const t0 = performance.now();
    while (performance.now() - t0 < 3000) {
      if (mode === 'pan') { dx += 3; c.dispatchEvent(new PointerEvent('pointermove', { clientX: x + (dx % 200), clientY: y, bubbles: true, pointerId: 1 })); }
      else c.dispatchEvent(new WheelEvent('wheel', { deltaY: (frames % 40 < 20 ? -40 : 40), clientX: x, clientY: y, bubbles: true, cancelable: true }));
      await new Promise((res) => requestAnimationFrame(() => res()));
      const now = performance.now(); gaps.push(now - last); last = now; frames++;
    }
    c.dispatchEvent(new PointerEvent('pointerup', { clientX: x, clientY: y, bubbles: true, pointerId: 1 }));
    gaps.sort((a, b) => a - b);
    return { fps: (frames / ((performance.now() - t0) / 1000)).toFixed(1), medianFrameMs: gaps[gaps.length >> 1].toFixed(1), p95FrameMs: gaps[Math.floor(gaps.length * 0.95)].toFixed(1) };
  }, mode);
  console.log(mode, JSON.stringify(r));
}
await page.screenshot({ path: '/tmp/perf100k.png' });
await browser.close();
