/*
 * Interactive runs through the real worker bundle (dist/worker.mjs): the worker blocks on the
 * shared answer buffer while the pool asks RunOptions.onAsk; the backstop is paused meanwhile,
 * the cancel flag still stops the run, and a run that asked is never served from the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunnerPool, type RunnerPool } from '../../interpreter/worker/pool.js';
import type { AskRequest, RunRequest } from '../../interpreter/runner/contract.js';

const DCL = 'ask : dialog { label = "Ask"; : edit_box { key = "v"; label = "Value"; } ok_cancel; }';
const LSP = String.raw`(setq id (load_dialog "ask.dcl")) (new_dialog "ask" id)
(action_tile "accept" "(setq got (get_tile \"v\")) (done_dialog 1)")
(list (start_dialog) got)`;
const req = (extra: Partial<RunRequest> = {}): RunRequest => ({ files: [{ name: 'ask.lsp', text: LSP }, { name: 'ask.dcl', text: DCL }], interactive: true, ...extra });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('interactive runs in the worker pool', () => {
  let pool: RunnerPool;
  beforeAll(async () => {
    pool = createRunnerPool({ backstopMs: 400, cancelGraceMs: 2_000 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  it('asks onAsk for each dialog event and resumes with the answer; the wait does not count against the backstop', async () => {
    const asked: AskRequest[] = [];
    const answers = [{ dialog: { tiles: { v: 'typed' } } }, { dialog: { press: 'accept' } }];
    const started = Date.now();
    const r = await pool.run(req(), {
      onAsk: async (ask) => {
        asked.push(ask);
        await sleep(300); // twice this is past the 400 ms backstop
        return answers.shift() ?? null;
      },
    });
    expect(Date.now() - started).toBeGreaterThan(550);
    expect(r.stage).toBe('ok');
    expect(r.value).toBe('(1 "typed")');
    expect(asked.map((a) => a.kind)).toEqual(['dialog', 'dialog']);
    expect(asked[0]?.kind === 'dialog' && asked[0].data.name).toBe('ask');
    expect(r.interactiveAnswers).toEqual([{ dialog: { name: 'ask', tiles: { v: 'typed' }, press: 'accept' } }]);
  });

  it('never reuses the result of a run that asked', async () => {
    let calls = 0;
    const onAsk = async () => ({ dialog: { tiles: { v: String(++calls) }, press: 'accept' } });
    const a = await pool.run(req(), { onAsk });
    const b = await pool.run(req(), { onAsk });
    expect([a.value, b.value]).toEqual(['(1 "1")', '(1 "2")']);
    expect(b.cached).toBeUndefined();
  });

  it('with no onAsk (or a null answer) the question is unanswered: Cancel', async () => {
    const r = await pool.run(req({ budget: 1_000_001 }));
    expect(r.value).toBe('(0 nil)');
    expect(r.unansweredPrompts).toEqual(['dialog "ask"']);
  });

  it('a non-interactive request never asks', async () => {
    let asked = 0;
    const r = await pool.run(req({ interactive: false }), { onAsk: async () => (asked++, null) });
    expect(asked).toBe(0);
    expect(r.value).toBe('(0 nil)');
  });

  it('cancelling while the worker waits stops the run at once, and the worker serves the next run', async () => {
    const ctl = new AbortController();
    const started = Date.now();
    const r = await pool.run(req({ budget: 1_000_002 }), {
      signal: ctl.signal,
      onAsk: () => {
        setTimeout(() => ctl.abort(), 50);
        return new Promise(() => {}); // the user never answers
      },
    });
    expect(r.stage).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(1_500);
    const replaced = pool.stats.workersReplaced;
    const next = await pool.run({ files: [{ name: 'n.lsp', text: '(+ 1 2)' }] });
    expect(next.value).toBe('3');
    expect(pool.stats.workersReplaced).toBe(replaced);
  });
});
