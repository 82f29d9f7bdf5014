import { describe, expect, it } from 'vitest';
import { fullPath } from '../../interpreter/runner/vfs.js';
import { outcome, printed, run } from './run-helpers.js';

const helpers = { name: 'helpers.lsp', text: '(defun twice (x) (* 2 x))\n(setq loaded "yes")\n' };
const data = { name: 'data/rooms.csv', text: 'A,12\r\nB,7\nC,3' };

describe('sandboxed files', () => {
  it('writes go to the overlay and come back in files', () => {
    const r = run('(setq f (open "out/report.txt" "w")) (write-line "one" f) (princ 2 f) (write-char 65 f) (close f) (setq g (open "out/report.txt" "a")) (prin1 "q" g) (close g)');
    expect(r.ok).toBe(true);
    expect(r.files).toEqual([{ name: 'out/report.txt', text: 'one\n2A"q"' }]);
  });
  it('reads request files line by line and char by char', () => {
    const r = run('(setq f (open "data/rooms.csv" "r")) (list (read-line f) (read-char f) (read-line f) (read-line f) (read-line f))', [], { files: [data] });
    expect(outcome(r)).toBe('("A,12" 66 ",7" "C,3" nil)');
    expect(r.files).toEqual([]);
  });
  it('opening a missing file for reading answers nil; closed files are refused', () => {
    expect(outcome(run('(open "nope.txt" "r")'))).toBe('nil');
    expect(outcome(run('(setq f (open "x.txt" "w")) (close f) (write-line "a" f)'))).toBe('error: bad argument type: streamp #<file "C:\\Lispwright\\x.txt">');
  });
  it('findfile searches the support path; paths are case- and slash-insensitive', () => {
    expect(outcome(run('(findfile "ROOMS.CSV")', [], { files: [data] }))).toBe('"C:\\\\Lispwright\\\\data\\\\rooms.csv"');
    expect(outcome(run('(findfile "C:/lispwright/Data/rooms.csv")', [], { files: [data] }))).toBe('"C:\\\\Lispwright\\\\data\\\\rooms.csv"');
    expect(outcome(run('(findfile "missing.lsp")'))).toBe('nil');
    expect(outcome(run('(list (findtrustedfile "rooms.csv") (findtrustedfile "missing.lsp"))', [], { files: [data] }))).toBe('("C:\\\\Lispwright\\\\data\\\\rooms.csv" nil)');
    expect(outcome(run('(getcfg "AppData/MyApp/Setting")'))).toBe('nil');
    expect(fullPath('a/../b/./c.lsp')).toBe('C:\\Lispwright\\b\\c.lsp');
  });
  it('vl-file-* change only the overlay', () => {
    const r = run(
      '(list (vl-file-copy "data/rooms.csv" "copy.csv") (vl-file-copy "data/rooms.csv" "copy.csv") (vl-file-size "copy.csv") (vl-file-rename "copy.csv" "moved.csv") (vl-file-delete "moved.csv") (vl-file-delete "moved.csv") (vl-file-directory-p "data") (vl-file-systime "data/rooms.csv") (vl-mkdir "out") (vl-mkdir "out") (vl-file-directory-p "out"))',
      [], { files: [data] },
    );
    expect(outcome(r)).toBe('(13 nil 13 T T nil T (2024 1 1 1 0 0 0 0) T nil T)');
    expect(r.files).toEqual([]);
  });
  it('lists folders and names temporary files deterministically', () => {
    const r = run('(list (vl-directory-files "data" "*.csv" 1) (vl-directory-files "C:\\\\Lispwright" nil -1) (vl-filename-mktemp) (vl-filename-mktemp "app.tmp"))', [], { files: [data] });
    expect(outcome(r)).toBe('(("rooms.csv") ("." ".." "Temp" "data") "C:\\\\Lispwright\\\\Temp\\\\$VL~~001" "C:\\\\Lispwright\\\\Temp\\\\app002.tmp")');
  });
  it('splits file names like AutoCAD (the folder keeps the case it was written in)', () => {
    expect(outcome(run('(list (vl-filename-base "c:\\\\acadwin\\\\file.dwg") (vl-filename-directory "c:\\\\acadwin\\\\file.dwg") (vl-filename-extension "c:\\\\acadwin\\\\file.dwg") (vl-filename-extension "noext") (vl-filename-directory "file.dwg"))'))).toBe(
      '("file" "c:\\\\acadwin" ".dwg" nil "")',
    );
  });
});

describe('load', () => {
  it('resolves with and without .lsp and returns the last value', () => {
    expect(outcome(run('(load "helpers") (twice 4)', [], { files: [helpers] }))).toBe('8');
    expect(outcome(run('(load "helpers.lsp")', [], { files: [helpers] }))).toBe('"yes"');
    expect(outcome(run('(load "lib/util")', [], { files: [{ name: 'lib/util.lsp', text: '(+ 40 2)' }] }))).toBe('42');
  });
  it('fails like AutoCAD, or answers onfailure', () => {
    expect(outcome(run('(load "missing")'))).toBe('error: LOAD failed: "missing"');
    expect(outcome(run('(load "missing" "nope")'))).toBe('"nope"');
    expect(outcome(run("(load \"missing\" (lambda () 7))"))).toBe('7');
  });
  it('points errors at the loaded file and line', () => {
    const r = run('(load "broken")\n(princ "after")', [], { files: [{ name: 'broken.lsp', text: '(setq a 1)\n\n(+ a "x")\n' }] });
    expect(r.error).toMatchObject({ message: 'bad argument type: numberp: "x"', file: 'broken.lsp', line: 3, column: 1 });
  });
  it('a reader error in a loaded non-Lisp file is a syntax error there', () => {
    const r = run('(load "notes.txt")', [], { files: [{ name: 'notes.txt', text: '(oops' }] });
    expect(r.error).toMatchObject({ message: 'malformed list on input', file: 'notes.txt' });
  });
});

describe('the sandbox', () => {
  it('refuses programs, the registry and shell commands, and lists them', () => {
    const r = run('(vl-catch-all-apply (quote startapp) (list "notepad")) (vl-catch-all-apply (quote vl-registry-write) (list "HKEY" "a" "b")) (command "_.SHELL" "dir")');
    expect(r.error?.message).toBe('SHELL is not available in the Lispwright sandbox');
    expect(r.sandboxRefused).toEqual(['startapp', 'vl-registry-write', 'SHELL']);
    expect(outcome(run('(startapp "calc")'))).toBe('error: startapp is not available in the Lispwright sandbox');
    expect(run('(command "_.line" "0,0" "1,1" "" "sh" "del x")').sandboxRefused).toEqual(['SH']);
  });
  it('reading the registry finds nothing; commands other than display/undo say they had no effect and go on', () => {
    expect(outcome(run('(vl-registry-read "HKEY_CURRENT_USER\\\\x" "y")'))).toBe('nil');
    const r = run('(command "_.UNDO" "_BEGIN") (command "_.FOO" 1) (command) (command "_.regen") 5');
    expect(printed(r)).toBe('; Lispwright: the FOO command is not simulated; it had no effect (use entmake/entmod/setvar instead)\n');
    expect(outcome(r)).toBe('5');
    expect(outcome(run('(list (vl-cmdf "_.ZOOM" "_E") (command "_.ZOOM" "_E"))'))).toBe('(T nil)');
  });
  it('getenv and setenv use a per-run environment', () => {
    expect(outcome(run('(setenv "Mode" "fast") (getenv "MODE")'))).toBe('"fast"');
    expect(outcome(run('(getenv "MODE")'))).toBe('nil');
    expect(outcome(run('(getenv "user")', [], { env: { USER: 'ann' } }))).toBe('"ann"');
  });
});
