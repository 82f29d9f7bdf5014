/*
 * A plain run's output streamed by the worker pool (RunOptions.onOutput) with the real bundle
 * (dist/worker.mjs) and the test worker: chunks arrive while the run runs, in order, before the
 * result, and joined they are the result's output; text printed before a prompt is delivered
 * before the question; a print-heavy run costs few messages; nothing is delivered once the run
 * is cancelled; a worker stopped by the backstop leaves what it printed in its result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunnerPool, type RunnerPool } from '../../interpreter/worker/pool.js';
import { OutputStream, STREAM_MAX_CHARS } from '../../interpreter/worker/output-stream.js';
import type { OutputChunk, RunRequest } from '../../interpreter/runner/contract.js';
import { buildTestWorker } from '../support/build-test-worker.js';

const req = (text: string, extra: Partial<RunRequest> = {}): RunRequest => ({ files: [{ name: 'main.lsp', text }], ...extra });
const joined = (chunks: readonly OutputChunk[]): string => chunks.map((c) => `${c.kind}:${c.text}`).join('|');
/** chunks as the transcript keeps them: consecutive text merged */
function merged(chunks: readonly OutputChunk[]): OutputChunk[] {
  const out: OutputChunk[] = [];
  for (const c of chunks) {
    const last = out[out.length - 1];
    if (last && last.kind === 'text' && c.kind === 'text') last.text += c.text;
    else out.push({ ...c });
  }
  return out;
}

describe('OutputStream (the worker side)', () => {
  it('sends the first print at once, gathers the rest until 40 ms passed or 64K characters wait, and flushes on demand', () => {
    let t = 0;
    const sent: OutputChunk[][] = [];
    const s = new OutputStream((c) => sent.push(c), () => t);
    s.add('text', 'a');
    expect(sent).toEqual([[{ kind: 'text', text: 'a' }]]);
    t = 10;
    s.add('text', 'b');
    s.add('text', 'c');
    s.add('prompt', 'P: ');
    s.poll();
    expect(sent.length).toBe(1); // 10 ms after the last message: wait
    t = 50;
    s.poll();
    expect(sent[1]).toEqual([{ kind: 'text', text: 'bc' }, { kind: 'prompt', text: 'P: ' }]);
    s.poll();
    expect(sent.length).toBe(2); // nothing waiting
    s.add('text', 'x'.repeat(STREAM_MAX_CHARS)); // 0 ms since: but 64K wait
    expect(sent.length).toBe(3);
    t = 51;
    s.add('alert', 'hey');
    expect(sent.length).toBe(3);
    s.flush();
    expect(sent[3]).toEqual([{ kind: 'alert', text: 'hey' }]);
    s.flush();
    expect(sent.length).toBe(4);
  });
});

describe('streamed output through the pool (dist/worker.mjs)', () => {
  let pool: RunnerPool;
  beforeAll(async () => {
    pool = createRunnerPool({ cacheSize: 0 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  it('delivers the output while the run runs, in order, before the result, equal to its output', async () => {
    const got: OutputChunk[][] = [];
    const at: number[] = [];
    // a print, then a long loop, then more prints (an alert and a prompt among them)
    const text = '(princ "start\\n") (setq i 0) (repeat 400000 (setq i (1+ i))) (alert "half") (princ "end ") (getstring "Name: ") (prin1 i)';
    const r = await pool.run(req(text, { inputs: [{ string: 'Bo' }] }), { onOutput: (c) => (got.push(c), at.push(performance.now())) });
    const done = performance.now();
    expect(r.stage).toBe('ok');
    expect(got.length).toBeGreaterThanOrEqual(2);
    expect(got[0]).toEqual([{ kind: 'text', text: 'start\n' }]);
    // the first chunk came well before the result (the loop ran in between)
    expect(done - at[0]!).toBeGreaterThan(r.elapsedMs / 4);
    expect(joined(merged(got.flat()))).toBe(joined(r.output));
    expect(r.output.map((c) => c.kind)).toContain('alert');
  });

  it('delivers what was printed, and the prompt, before the question waits for the user', async () => {
    const got: OutputChunk[] = [];
    let seenAtAsk = '';
    const r = await pool.run(req('(princ "Counting done: 3 doors\\n") (setq p (getpoint "\\nPick the insertion point: ")) (princ "after")', { interactive: true }), {
      onOutput: (c) => got.push(...c),
      onAsk: async () => {
        seenAtAsk = merged(got).map((c) => c.text).join('');
        return { point: [1, 2, 0] };
      },
    });
    expect(seenAtAsk).toBe('Counting done: 3 doors\n\nPick the insertion point: ');
    expect(r.stage).toBe('ok');
    expect(joined(merged(got))).toBe(joined(r.output));
  });

  it('sends a print-heavy run in few messages, and the last one before the result', async () => {
    let calls = 0;
    const got: OutputChunk[] = [];
    const r = await pool.run(req('(setq i 0) (repeat 200000 (princ "line ") (princ (setq i (1+ i))) (terpri))'), { onOutput: (c) => (calls++, got.push(...c)) });
    const size = r.output.reduce((n, c) => n + c.text.length, 0);
    expect(size).toBeGreaterThan(2_000_000);
    expect(joined(merged(got))).toBe(joined(r.output));
    // by size at most one message per 64K, by time at most one per 40 ms, plus the first and the last
    expect(calls).toBeLessThanOrEqual(Math.ceil(size / STREAM_MAX_CHARS) + Math.ceil(r.elapsedMs / 40) + 2);
  });

  it('streams the truncation note of the 16M-character cap like the result', async () => {
    const got: OutputChunk[] = [];
    const r = await pool.run(req('(setq s "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789") (setq s (strcat s s s s s s s s s s)) (repeat 17000 (princ s))', { budget: 50_000_000 }), { onOutput: (c) => got.push(...c) });
    const text = r.output.map((c) => c.text).join('');
    expect(text).toMatch(/\[output truncated after 16000000 characters\]\n$/);
    expect(merged(got).map((c) => c.text).join('')).toBe(text);
  });

  it('delivers nothing once the run is cancelled; the result keeps what was printed', async () => {
    const ctl = new AbortController();
    let after = 0;
    let before = 0;
    const r = await pool.run(req('(while t (princ "tick\\n"))', { budget: 2_000_000_000 }), {
      signal: ctl.signal,
      onOutput: () => {
        if (ctl.signal.aborted) after++;
        else if (++before === 3) ctl.abort();
      },
    });
    expect(r.stage).toBe('cancelled');
    expect(before).toBe(3);
    expect(after).toBe(0);
    expect(r.output[0]?.text.startsWith('tick\ntick\n')).toBe(true);
  });

  it('does not stream without onOutput, and the output is unchanged', async () => {
    const plain = await pool.run(req('(princ "a") (alert "b") (princ "c")'));
    const got: OutputChunk[] = [];
    const streamed = await pool.run(req('(princ "a") (alert "b") (princ "c")'), { onOutput: (c) => got.push(...c) });
    expect(joined(streamed.output)).toBe(joined(plain.output));
    expect(joined(merged(got))).toBe(joined(plain.output));
  });
});

describe('a stopped worker keeps the streamed output in its result', () => {
  let pool: RunnerPool;
  beforeAll(async () => {
    pool = createRunnerPool({ workerPath: await buildTestWorker(), backstopMs: 300, cacheSize: 0 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  it('a builtin that hangs after a print: the backstop result has the print', async () => {
    const got: OutputChunk[] = [];
    const r = await pool.run(req('(princ "before the hang\\n") (test-hang)'), { onOutput: (c) => got.push(...c) });
    expect(r.stage).toBe('timeout');
    expect(got).toEqual([{ kind: 'text', text: 'before the hang\n' }]);
    expect(r.output).toEqual([{ kind: 'text', text: 'before the hang\n' }]);
    // without streaming the stopped worker's result has no output, as before
    const plain = await pool.run(req('(princ "before the hang\\n") (test-hang)'));
    expect(plain.output).toEqual([]);
  });
});
