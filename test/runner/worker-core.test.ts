/* The worker core over an in-memory endpoint: the protocol without threads (as a Web Worker would see it). */
import { describe, expect, it } from 'vitest';
import { serveRunner } from '../../interpreter/worker/worker-core.js';
import type { FromWorker, ToWorker } from '../../interpreter/worker/protocol.js';
import { fakeDrawings } from '../support/fake-drawing.js';

function connect() {
  const sent: FromWorker[] = [];
  let handler: ((m: ToWorker) => void) | undefined;
  serveRunner({ post: (m) => sent.push(m), onMessage: (h) => (handler = h) }, { drawings: fakeDrawings });
  return { sent, send: (m: ToWorker) => handler?.(m) };
}

describe('worker core protocol', () => {
  it('answers init, ping and runs', () => {
    const w = connect();
    const cancel = new SharedArrayBuffer(4);
    w.send({ type: 'init', cancel, maxDepth: 5000 });
    w.send({ type: 'ping', id: 7 });
    w.send({ type: 'run', id: 1, req: { files: [{ name: 'a.lsp', text: '(+ 1 2)' }] } });
    expect(w.sent.map((m) => m.type)).toEqual(['ready', 'pong', 'result']);
    expect(w.sent[2]).toMatchObject({ id: 1, result: { value: '3' } });
  });
  it('caches a drawing by key and asks for it again when it does not have it', () => {
    const w = connect();
    w.send({ type: 'init' });
    const dxf = '1A OLD 0 0\n';
    w.send({ type: 'run', id: 1, req: { files: [{ name: 'a.lsp', text: '(fake-move "1A" "NEW") (fake-count "NEW")' }] }, drawing: { key: 'k1', name: 'd.dxf', dxf } });
    w.send({ type: 'run', id: 2, req: { files: [{ name: 'a.lsp', text: '(fake-count "OLD")' }] }, drawing: { key: 'k1', name: 'd.dxf' } });
    w.send({ type: 'run', id: 3, req: { files: [{ name: 'a.lsp', text: '1' }] }, drawing: { key: 'other', name: 'e.dxf' } });
    expect(w.sent.slice(1)).toMatchObject([
      // the drawing came with the run: read, the run starts (the pool's backstop times it from here)
      { type: 'started', id: 1 },
      { type: 'result', id: 1, result: { value: '1' } },
      // by key alone: nothing to read, no 'started'
      { type: 'result', id: 2, result: { value: '1' } },
      { type: 'need-drawing', id: 3, key: 'other' },
    ]);
  });
  it('cancels through the shared flag', () => {
    const w = connect();
    const cancel = new SharedArrayBuffer(4);
    w.send({ type: 'init', cancel });
    // The run is synchronous here, so stand in for the other thread: the flag reads as set from the
    // fourth look on (the core clears it when the run starts, then the interpreter polls it).
    const req = { files: [{ name: 'a.lsp', text: '(while t)' }], budget: 100_000_000 };
    const orig = Atomics.load;
    let calls = 0;
    (Atomics as { load: typeof Atomics.load }).load = ((a: Int32Array, i: number) => (++calls > 3 ? 1 : orig(a, i))) as typeof Atomics.load;
    try {
      w.send({ type: 'run', id: 1, req });
    } finally {
      (Atomics as { load: typeof Atomics.load }).load = orig;
    }
    expect(w.sent[1]).toMatchObject({ type: 'result', result: { stage: 'cancelled' } });
  });
});

describe('worker core drawing copies', () => {
  const dxf = '1A OLD 0 0\n';
  const move = (id: number) => ({ type: 'run' as const, id, req: { files: [{ name: 'a.lsp', text: '(fake-move "1A" "NEW") (fake-count "NEW")' }] }, drawing: { key: 'k', name: 'd.dxf', dxf } });

  it('prepares the next copy while idle, so a warm run does not wait for it', async () => {
    let deserialized = 0;
    const counting = { ...fakeDrawings, deserialize: (b: Uint8Array) => (deserialized++, fakeDrawings.deserialize(b)) };
    const sent: FromWorker[] = [];
    let handler: ((m: ToWorker) => void) | undefined;
    serveRunner({ post: (m) => sent.push(m), onMessage: (h) => (handler = h) }, { drawings: counting });
    handler?.({ type: 'init' });
    handler?.(move(1));
    expect(deserialized).toBe(0);
    await new Promise((r) => setTimeout(r, 5));
    expect(deserialized).toBe(1);
    handler?.(move(2));
    expect(deserialized).toBe(1);
    expect(sent.slice(1).map((m) => (m.type === 'result' ? m.result.value : m.type))).toEqual(['started', '1', 'started', '1']);
  });

  it('clones a pristine port when the drawing can clone itself', () => {
    let deserialized = 0;
    let clones = 0;
    const withClone = (p: ReturnType<typeof fakeDrawings.empty>): typeof p =>
      Object.assign(p, { clone: () => (clones++, withClone(fakeDrawings.deserialize(p.serialize()))) });
    const factory = {
      empty: () => withClone(fakeDrawings.empty()),
      fromDxf: (t: string, n: string) => withClone(fakeDrawings.fromDxf(t, n)),
      deserialize: (b: Uint8Array) => (deserialized++, withClone(fakeDrawings.deserialize(b))),
    };
    const sent: FromWorker[] = [];
    let handler: ((m: ToWorker) => void) | undefined;
    serveRunner({ post: (m) => sent.push(m), onMessage: (h) => (handler = h) }, { drawings: factory });
    handler?.({ type: 'init' });
    for (let i = 1; i <= 3; i++) handler?.(move(i));
    expect(sent.slice(1).filter((m) => m.type !== 'started').map((m) => (m.type === 'result' ? m.result.value : m.type))).toEqual(['1', '1', '1']);
    expect(clones).toBe(3);
    expect(deserialized).toBe(0);
  });
});
