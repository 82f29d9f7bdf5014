/*
 * Interactive picks: with no scripted answer left, getpoint/getcorner/getdist/entsel/ssget/getint
 * ask the host a 'pick' question (mode, base point, keywords, OSMODE), take the checked answer,
 * and record it in interactiveAnswers so it can be saved into a case. An unusable answer is no
 * answer.
 */
import { describe, expect, it } from 'vitest';
import { runRequest, type RunRequest } from '../../interpreter/runner/index.js';
import { checkPickAnswer, type Asker, type AskRequest } from '../../interpreter/ports/ask.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';

function fakeAsker(answers: unknown[]): Asker & { asked: AskRequest[] } {
  const asked: AskRequest[] = [];
  return {
    asked,
    ask: ((q: AskRequest) => {
      asked.push(q);
      return answers.shift();
    }) as Asker['ask'],
  };
}
const run = (r: RunRequest, asker: Asker) => runRequest(r, { drawings: drawingFactory, asker });
const req = (text: string): RunRequest => ({ files: [{ name: 'p.lsp', text }], interactive: true });

describe('pick questions', () => {
  it('getpoint then getcorner ask with their mode, base point, keywords and OSMODE', () => {
    const asker = fakeAsker([{ point: [1, 2] }, { point: [4, 6, 0] }]);
    const r = run(req('(setvar "OSMODE" 33) (initget "Undo eXit") (setq a (getpoint "\\nFirst: ")) (list a (getcorner a "\\nOther: "))'), asker);
    expect(r.stage).toBe('ok');
    expect(r.value).toBe('((1.0 2.0 0.0) (4.0 6.0 0.0))');
    const [q1, q2] = asker.asked;
    expect(q1).toMatchObject({ kind: 'pick', prompt: '\nFirst: ', data: { mode: 'point', fn: 'getpoint', keywords: ['Undo', 'eXit'], osmode: 33, noNull: false } });
    expect(q2).toMatchObject({ kind: 'pick', data: { mode: 'corner', fn: 'getcorner', base: [1, 2, 0], keywords: [] } });
    expect(r.interactiveAnswers).toEqual([{ point: [1, 2] }, { point: [4, 6, 0] }]);
    expect(r.unansweredPrompts).toEqual([]);
  });

  it('a keyword button and a typed value answer as typed input would', () => {
    const asker = fakeAsker([{ keyword: 'eXit' }, { string: '42' }, { string: '3,4' }]);
    const r = run(req('(initget 1 "Undo eXit") (list (getpoint "P: ") (getint "N: ") (getpoint "Q: "))'), asker);
    expect(r.value).toBe('("eXit" 42 (3.0 4.0 0.0))');
    expect(asker.asked.map((q) => q.kind === 'pick' && [q.data.mode, q.data.noNull])).toEqual([['point', true], ['value', false], ['point', false]]);
  });

  it('getdist from a base asks for a distance from it', () => {
    const asker = fakeAsker([{ point: [3, 4] }]);
    const r = run(req('(getdist (list 0 0) "D: ")'), asker);
    expect(r.value).toBe('5.0');
    expect(asker.asked[0]).toMatchObject({ data: { mode: 'distance', base: [0, 0, 0] } });
  });

  it('entsel takes a picked entity and its pick point; ssget a picked selection', () => {
    const text = `(setq a (entmakex '((0 . "LINE") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0))))
(setq b (entmakex '((0 . "CIRCLE") (10 5.0 5.0 0.0) (40 . 1.0))))
(setq h1 (cdr (assoc 5 (entget a))) h2 (cdr (assoc 5 (entget b))))
(princ h1) (princ " ") (princ h2)
(setq e (entsel "Pick: "))
(setq s (ssget))
(list (= (car e) a) (cadr e) (sslength s) (= (ssname s 1) b))`;
    // handles are assigned deterministically: the first two made in an empty drawing
    const probe = run(req(text), fakeAsker([]));
    const [h1 = "", h2 = ""] = (probe.output[0]?.text ?? '').split(/\s+/).slice(0, 2);
    const asker = fakeAsker([{ entity: h1, point: [2, 0] }, { selection: [h1, h2] }]);
    const r = run(req(text), asker);
    expect(r.stage).toBe('ok');
    expect(r.value).toBe('(T (2.0 0.0 0.0) 2 T)');
    expect(asker.asked.map((q) => q.kind === 'pick' && q.data.mode)).toEqual(['entity', 'selection']);
  });

  it('an answer of the wrong kind is no answer: the prompt is unanswered (Enter)', () => {
    const asker = fakeAsker([{ selection: ['1A'] }]);
    const r = run(req('(getpoint "P: ")'), asker);
    expect(r.value).toBe('nil');
    expect(r.unansweredPrompts).toEqual(['P:']);
  });
});

describe('checkPickAnswer', () => {
  it('takes what each mode takes, well formed, and nothing else', () => {
    expect(checkPickAnswer('point', { point: [1, 2] })).toEqual({ point: [1, 2] });
    expect(checkPickAnswer('point', { point: [1, 'x'] })).toBeUndefined();
    expect(checkPickAnswer('value', { point: [1, 2] })).toBeUndefined();
    expect(checkPickAnswer('value', { string: '12' })).toEqual({ string: '12' });
    expect(checkPickAnswer('entity', { entity: '2F', point: [1, 2] })).toEqual({ entity: '2F', point: [1, 2, 0] });
    expect(checkPickAnswer('entity', { entity: 'zz' })).toBeUndefined();
    expect(checkPickAnswer('entity', { selection: ['2F'] })).toBeUndefined();
    expect(checkPickAnswer('selection', { selection: ['2F', '30'] })).toEqual({ selection: ['2F', '30'] });
    expect(checkPickAnswer('corner', { esc: true })).toEqual({ esc: true });
    expect(checkPickAnswer('corner', { enter: true, point: [1, 1] })).toBeUndefined();
    expect(checkPickAnswer('point', null)).toBeUndefined();
  });
});
