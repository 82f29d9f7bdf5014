/*
 * The workspace memory: notes on disk, their selection within a budget, the lesson the loop
 * distils from a repaired session, its injection (and first card) in the next session on a similar
 * request, and ask_user's question and answer.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedLines, distillLesson } from '../../agent/memory/distill.js';
import { formatNote, isNoteId, parseNote, slug } from '../../agent/memory/notes.js';
import { selectNotes } from '../../agent/memory/select.js';
import { dirMemoryStore, memoryStoreInMemory } from '../../agent/memory/store.js';
import { historyFrom } from '../../agent/transcript.js';
import { DATA_OPEN } from '../../agent/untrusted.js';
import { deliver, ofType, scenario } from './helpers.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'lw-memory-'));
  dirs.push(d);
  return d;
};

const BUGGY = '(defun c:countold ( / ss)\n  (setq ss (ssget "X" \'((8 . "OLD_LAYER"))))\n  (princ (sslength ss))\n  (princ))';
const FIXED = '(defun c:countold ( / ss)\n  (setq ss (ssget "X" \'((8 . "OLD_LAYER"))))\n  (if ss (princ (sslength ss)) (princ "none"))\n  (princ))';
const run = (code: string) => ({ name: 'run_lisp', arguments: { code, call: 'c:countold', expect_effect: {} } });

describe('notes', () => {
  it('parse and format round-trip; a hand-written file without a header is a note too', () => {
    const n = { kind: 'standard' as const, title: 'Layer names', tags: ['layer'], body: 'Walls on A-WALL, doors on A-DOOR.' };
    const back = parseNote('standards/layer-names.md', formatNote(n));
    expect(back).toMatchObject({ ...n, id: 'standards/layer-names.md' });
    expect(parseNote('standards/colours.md', '# Colours\nRed for demolition.')).toMatchObject({ kind: 'standard', title: 'Colours', tags: [] });
    expect(slug('Layer names & colours!')).toBe('layer-names-colours');
  });

  it('ids name only .md files in standards/ or lessons/', () => {
    expect(isNoteId('standards/a.md')).toBe(true);
    for (const bad of ['../x.md', 'standards/../../etc/passwd', '/etc/passwd', 'standards/a.txt', 'other/a.md', 'standards/.hidden.md', 5]) expect(isNoteId(bad)).toBe(false);
  });

  it('a folder store writes, lists, updates and deletes notes, refusing paths outside it', async () => {
    const dir = tempDir();
    const store = dirMemoryStore(dir);
    const a = await store.save({ kind: 'standard', title: 'Layer names', body: 'Walls on A-WALL.' });
    expect(a.id).toBe('standards/layer-names.md');
    const b = await store.save({ kind: 'standard', title: 'Layer names', body: 'Another.' });
    expect(b.id).toBe('standards/layer-names-2.md');
    await store.save({ id: a.id, kind: 'standard', title: 'Layer names', body: 'Walls on A-WALL, doors on A-DOOR.' });
    expect(readFileSync(join(dir, 'standards', 'layer-names.md'), 'utf8')).toContain('A-DOOR');
    expect((await store.list()).map((n) => n.id)).toEqual(['standards/layer-names-2.md', 'standards/layer-names.md']);
    await store.remove(b.id);
    expect(readdirSync(join(dir, 'standards'))).toEqual(['layer-names.md']);
    await expect(store.remove('../../x.md')).rejects.toThrow(/not a note id/);
    await expect(store.save({ id: 'standards/../../evil.md', kind: 'standard', title: 't', body: '' })).rejects.toThrow(/not a note id/);
  });

  it('selection matches words, editor functions and the error, within the budget', () => {
    const notes = [
      parseNote('standards/layers.md', '---\nkind: standard\ntitle: Layer names\ntags: layer\n---\nDemolition on layer X-DEMO.'),
      parseNote('standards/dims.md', '---\nkind: standard\ntitle: Dimension styles\n---\nUse ISO-25.'),
      parseNote('lessons/sslength.md', '---\nkind: lesson\ntitle: sslength on nil\ntags: sslength, ssget\nerror: bad argument type: lselsetp nil\n---\nGuard with (if ss ...).'),
    ];
    const ids = (s: ReturnType<typeof selectNotes>) => s.chosen.map((c) => c.note.id);
    expect(ids(selectNotes(notes, { task: 'move the demolition lines to their layer' }))).toEqual(['standards/layers.md']);
    expect(ids(selectNotes(notes, { task: 'fix it', editorText: '(sslength ss)' }))).toEqual(['lessons/sslength.md']);
    expect(ids(selectNotes(notes, { task: 'fix it', error: 'bad argument type: lselsetp nil' }))).toEqual(['lessons/sslength.md']);
    expect(ids(selectNotes(notes, { task: 'move the demolition lines to their layer' }, 5))).toEqual([]);
  });

  it('a lesson is the error, the failing form and the lines that fixed it', () => {
    expect(changedLines('a\nb\nc', 'a\nB\nc')).toEqual(['- b', '+ B']);
    const failedRun = { ok: false, stage: 'execution', error: { message: 'bad argument type: lselsetp nil', line: 3, column: 10, endLine: 3, endColumn: 23, stack: [{ name: 'C:COUNTOLD', args: [] }] } } as never;
    const d = distillLesson({ request: 'count old lines', failedCode: BUGGY, failedRun, fixedCode: FIXED }, [])!;
    expect(d.title).toBe('(sslength ss) → bad argument type: lselsetp nil');
    expect(d.error).toBe('bad argument type: lselsetp nil in C:COUNTOLD');
    expect(d.tags).toContain('sslength');
    expect(d.body).toContain('+ (if ss (princ (sslength ss)) (princ "none"))');
    // the same error again updates the lesson instead of adding one
    const again = distillLesson({ request: 'x', failedCode: BUGGY, failedRun, fixedCode: FIXED }, [{ ...parseNote('lessons/x.md', formatNote({ ...d, tags: d.tags ?? [] })), seen: 1 }]);
    expect(again).toMatchObject({ id: 'lessons/x.md', seen: 2 });
  });
});

describe('memory in sessions', () => {
  it('a lesson written after a repaired session is injected in the next session on a similar request and listed on its first card', async () => {
    const dir = tempDir();
    const store = dirMemoryStore(dir);
    mkdirSync(join(dir, 'standards'), { recursive: true });
    writeFileSync(join(dir, 'standards', 'layers.md'), '# Layers\nOld work stays on OLD_LAYER; new lines go on NEW_LAYER.\n');

    const first = await scenario([{ toolCalls: [run(BUGGY)] }, { toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }], { memory: { store } }, 'count the lines on OLD_LAYER');
    expect(first.stopped.reason).toBe('verified');
    const written = ofType(first.events, 'memory-written');
    expect(written).toHaveLength(1);
    expect(readdirSync(join(dir, 'lessons'))).toHaveLength(1);
    const lesson = readFileSync(join(dir, 'lessons', readdirSync(join(dir, 'lessons'))[0]!), 'utf8');
    expect(lesson).toContain('title: (sslength ss) → bad argument type: lselsetp nil');
    expect(lesson).toContain('Request: count the lines on OLD_LAYER');

    const second = await scenario([{ text: deliver(FIXED) }, { text: deliver(FIXED) }], { memory: { store } }, 'count the lines on OLD_LAYER and report the number');
    const card = second.events.find((e) => e.type === 'memory-injected');
    expect(second.events.indexOf(card!)).toBe(1); // right after the request: the first card
    const injected = ofType(second.events, 'memory-injected')[0]!;
    expect(injected.notes.map((n) => n.kind).sort()).toEqual(['lesson', 'standard']);
    expect(injected.tokens).toBeLessThanOrEqual(injected.budget);
    const system = second.server.requests[0]!.body.messages[0]!.content!;
    expect(system).toContain(DATA_OPEN);
    expect(system).toContain('lselsetp nil');
    expect(system).toContain('(if ss');
  });

  it('a lesson about the error just hit is offered with the failed run', async () => {
    const store = memoryStoreInMemory([parseNote('lessons/sslength.md', '---\nkind: lesson\ntitle: sslength on nil\nerror: bad argument type: lselsetp nil in C:COUNTOLD\n---\nGuard with (if ss ...).')]);
    const { server } = await scenario([{ toolCalls: [run(BUGGY)] }, { toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }], { memory: { store } }, 'tell me a joke');
    const tool = server.requests[1]!.body.messages.find((m) => m.role === 'tool')!.content!;
    expect(tool).toContain('[memory] A lesson from this workspace matches this error');
    expect(tool).toContain('Guard with (if ss ...)');
  });
});

describe('ask_user', () => {
  const ask = { toolCalls: [{ name: 'ask_user', arguments: { question: 'Which layer: OLD_LAYER or OLD-LAYER?', choices: ['OLD_LAYER', 'OLD-LAYER'] } }] };

  it('the question is answered, the answer reaches the model, and both stay in the history', async () => {
    const asked: string[] = [];
    const { stopped, events, server } = await scenario([ask, { toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }], {
      askUser: async (q) => {
        asked.push(q.question);
        return 'OLD_LAYER';
      },
    });
    expect(asked).toEqual(['Which layer: OLD_LAYER or OLD-LAYER?']);
    expect(ofType(events, 'question')[0]).toMatchObject({ question: 'Which layer: OLD_LAYER or OLD-LAYER?', choices: ['OLD_LAYER', 'OLD-LAYER'], origin: 'model' });
    expect(ofType(events, 'answer')[0]).toMatchObject({ text: 'OLD_LAYER', origin: 'user' });
    expect(server.requests[1]!.body.messages.find((m) => m.role === 'tool')!.content).toBe('The user answered: OLD_LAYER');
    expect(stopped.reason).toBe('verified');
    const history = historyFrom(events);
    expect(history.map((m) => m.content)).toEqual(expect.arrayContaining([expect.stringContaining('Which layer'), expect.stringContaining('OLD_LAYER')]));
  });

  it('without anyone to answer, the session stops with reason question', async () => {
    const { stopped, server } = await scenario([ask, { text: deliver(FIXED) }]);
    expect(stopped.reason).toBe('question');
    expect(stopped.question).toBe('Which layer: OLD_LAYER or OLD-LAYER?');
    expect(server.requests).toHaveLength(1);
  });
});
