// Projects: lispwright.json parsing (clear errors), the Load Project order (files listed before
// the entry, or all of them for an unlisted file), the request a project run sends, and the code
// hash of a multi-file run covering exactly the files it read.
import { describe, expect, it } from 'vitest';
import {
  formatProject, parseProject, preloadsFor, ProjectError, projectRequest, scriptSettings, testFileFor,
} from '../../interpreter/runner/project.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { codeHashOf } from '../../interpreter/runner/code-hash.js';
import { deps } from './run-helpers.js';

const PROJECT = `{
  "files": ["lib/strings.lsp", "Lib\\\\Layers.lsp", "main.lsp", "report.lsp"],
  "drawing": "plans/ground.dxf",
  "scripts": { "main.lsp": { "call": "c:main", "test": "tests/main.test.lsp" } }
}`;

describe('lispwright.json', () => {
  it('reads files in load order, the drawing and per-script settings; names normalised to "/"', () => {
    const p = parseProject(PROJECT);
    expect(p.files).toEqual(['lib/strings.lsp', 'Lib/Layers.lsp', 'main.lsp', 'report.lsp']);
    expect(p.drawing).toBe('plans/ground.dxf');
    expect(scriptSettings(p, 'MAIN.LSP')).toEqual({ call: 'c:main', test: 'tests/main.test.lsp' });
    expect(scriptSettings(p, 'report.lsp')).toEqual({});
    expect(testFileFor(p, 'main.lsp')).toBe('tests/main.test.lsp');
    expect(testFileFor(p, 'report.lsp')).toBe('report.test.lsp');
    expect(testFileFor(null, 'tools/x.LSP')).toBe('tools/x.test.lsp');
    expect(parseProject(formatProject(p))).toEqual(p);
    expect(parseProject('{}')).toEqual({ files: [], scripts: {} });
    expect(parseProject('{"drawing": "sample:floor-plan.dxf"}').drawing).toBe('sample:floor-plan.dxf');
  });

  it('names what is wrong', () => {
    const bad: Array<[string, RegExp]> = [
      ['{ files: [] }', /lispwright\.json: not valid JSON/],
      ['[]', /must be a JSON object/],
      ['{"files": "a.lsp"}', /"files" must be an array/],
      ['{"files": ["a.lsp", 3]}', /files\[1\] must be a file name/],
      ['{"files": ["a.lsp", "A.LSP"]}', /files\[1\] "A.LSP" is listed twice/],
      ['{"files": ["../outside.lsp"]}', /leaves the project folder/],
      ['{"files": ["C:/abs.lsp"]}', /must be relative/],
      ['{"scripts": {"a.lsp": {"call": 7}}}', /scripts\["a.lsp"\]\.call must be a command name/],
      ['{"scripts": []}', /"scripts" must be an object/],
    ];
    for (const [text, msg] of bad) {
      expect(() => parseProject(text)).toThrow(ProjectError);
      expect(() => parseProject(text)).toThrow(msg);
    }
  });

  it('loads the files listed before the entry; an unlisted file gets all of them', () => {
    const p = parseProject(PROJECT);
    expect(preloadsFor(p, 'main.lsp')).toEqual(['lib/strings.lsp', 'Lib/Layers.lsp']);
    expect(preloadsFor(p, 'lib\\strings.lsp')).toEqual([]);
    expect(preloadsFor(p, 'scratch.lsp')).toEqual(p.files);
  });

  it('builds the request: the entry (a tab\'s unsaved text) first, then the folder; missing preloads named', () => {
    const p = parseProject('{"files": ["lib/a.lsp", "lib/gone.lsp", "main.lsp"]}');
    const r = projectRequest({
      project: p,
      entry: 'main.lsp',
      text: '(edited)',
      files: [{ name: 'main.lsp', text: '(on disk)' }, { name: 'lib/a.lsp', text: '(a)' }, { name: 'data.csv', text: '1,2' }],
    });
    expect(r.files).toEqual([{ name: 'main.lsp', text: '(edited)' }, { name: 'lib/a.lsp', text: '(a)' }, { name: 'data.csv', text: '1,2' }]);
    expect(r.entry).toBe('main.lsp');
    expect(r.preload).toEqual(['lib/a.lsp']);
    expect(r.missing).toEqual(['lib/gone.lsp']);
  });
});

describe('a project run', () => {
  const helpers = { name: 'lib/helpers.lsp', text: '(defun lw:twice (x) (* 2 x))\n(princ "helpers loaded ")\n' };
  const shapes = { name: 'lib/shapes.lsp', text: '(defun lw:area (w h) (lw:twice (* w h)))\n' };
  const unused = { name: 'notes.lsp', text: '(broken' };
  const main = { name: 'main.lsp', text: '(princ (lw:area 3 4))' };

  it('evaluates the preloads in order before the entry and hashes every file it read, in order', () => {
    const r = runRequest({ files: [main, helpers, shapes, unused], preload: ['lib/helpers.lsp', 'lib/shapes.lsp'] }, deps);
    expect(r).toMatchObject({ ok: true, stage: 'ok', value: '24' });
    expect(r.output.map((c) => c.text).join('')).toBe('helpers loaded 24');
    expect(r.codeFiles).toEqual(['main.lsp', 'lib/helpers.lsp', 'lib/shapes.lsp']);
    expect(r.codeHash).toBe(codeHashOf([main, helpers, shapes]));
  });

  it('a file loaded by (load) joins the hash after the preloads; a file only present does not', () => {
    const loader = { name: 'main.lsp', text: '(load "lib/shapes")\n(princ (lw:area 1 2))' };
    const r = runRequest({ files: [loader, unused, shapes, helpers], preload: ['lib/helpers.lsp'] }, deps);
    expect(r.value).toBe('4');
    expect(r.codeFiles).toEqual(['main.lsp', 'lib/helpers.lsp', 'lib/shapes.lsp']);
    expect(r.codeHash).toBe(codeHashOf([loader, helpers, shapes]));
    // the same run with an edited file that was never read has the same hash
    const r2 = runRequest({ files: [loader, { ...unused, text: '(still broken' }, shapes, helpers], preload: ['lib/helpers.lsp'] }, deps);
    expect(r2.codeHash).toBe(r.codeHash);
  });

  it('a single-file run hashes its one file, as before, and lists no code files', () => {
    const r = runRequest({ files: [main, unused] }, deps);
    expect(r.codeFiles).toBeUndefined();
    expect(r.codeHash).toBe(codeHashOf([main]));
  });

  it('an error in a preload ends the run there, located in that file; a missing preload is refused', () => {
    const bad = { name: 'lib/bad.lsp', text: '(princ "a")\n(car 5)\n' };
    const r = runRequest({ files: [main, bad], preload: ['lib/bad.lsp'] }, deps);
    expect(r.stage).toBe('execution');
    expect(r.error).toMatchObject({ message: 'bad argument type: consp 5', file: 'lib/bad.lsp', line: 2 });
    expect(r.output.map((c) => c.text).join('')).toBe('a');
    const m = runRequest({ files: [main], preload: ['lib/none.lsp'] }, deps);
    expect(m.ok).toBe(false);
    expect(m.error?.message).toContain('lib/none.lsp');
  });
});
