/*
 * The language benchmark workloads, each in AutoLISP, BiwaScheme and plain JS, so one process can
 * time all three and print ratios. Each `lisp` entry has setup (untimed) and the timed expression.
 */
export interface Workload {
  name: string;
  target: number; // ms, for our interpreter
  expected: string;
  lisp: { setup: string; run: string };
  scheme: { setup: string; run: string };
  js: () => unknown;
  /** BiwaScheme is slow on some workloads; run it fewer times there */
  schemeRuns?: number;
  /** the same in Lua for Fengari (the fastest third-party interpreter in performance-notes.md) */
  lua?: string;
  /** ours must stay within this many times plain JS (issue 19: fib 25 <= 15x) */
  maxVsJs?: number;
}

export const WORKLOADS: Workload[] = [
  {
    name: 'fib(25)',
    target: 50,
    maxVsJs: 15,
    expected: '75025',
    lua: 'local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end return fib(25)',
    lisp: { setup: '(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))', run: '(fib 25)' },
    scheme: { setup: '(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))', run: '(fib 25)' },
    js: () => {
      const fib = (n: number): number => (n < 2 ? n : fib(n - 1) + fib(n - 2));
      return fib(25);
    },
  },
  {
    name: 'loop 1..1e6 (real sum)',
    target: 50,
    expected: '5.00001e+011',
    lua: 'local i, s = 1, 0.0 while i <= 1000000 do s = s + i i = i + 1 end return s',
    lisp: { setup: '', run: '(setq i 1 s 0.0) (while (<= i 1000000) (setq s (+ s i) i (1+ i))) s' },
    scheme: { setup: '', run: '(let loop ((i 1) (s 0.0)) (if (<= i 1000000) (loop (+ i 1) (+ s i)) s))' },
    js: () => {
      let s = 0.0;
      for (let i = 1; i <= 1e6; i++) s += i;
      return s;
    },
    schemeRuns: 1,
  },
  {
    name: 'list 100k cons+reverse',
    target: 70,
    expected: '100000',
    lisp: { setup: '', run: '(setq l nil i 0) (while (< i 100000) (setq l (cons i l) i (1+ i))) (length (reverse l))' },
    scheme: { setup: '', run: '(let loop ((i 0) (l \'())) (if (< i 100000) (loop (+ i 1) (cons i l)) (length (reverse l))))' },
    js: () => {
      let l: unknown = null;
      for (let i = 0; i < 100000; i++) l = { car: i, cdr: l };
      let r: unknown = null;
      let n = 0;
      for (let c = l as { car: number; cdr: unknown } | null; c; c = c.cdr as typeof c) r = { car: c.car, cdr: r };
      for (let c = r as { cdr: unknown } | null; c; c = c.cdr as typeof c) n++;
      return n;
    },
  },
  {
    name: 'strcat 10k appends',
    target: 10,
    expected: '20000',
    lisp: { setup: '', run: '(setq s "") (repeat 10000 (setq s (strcat s "ab"))) (strlen s)' },
    scheme: { setup: '', run: '(let loop ((i 0) (s "")) (if (< i 10000) (loop (+ i 1) (string-append s "ab")) (string-length s)))' },
    js: () => {
      let s = '';
      for (let i = 0; i < 10000; i++) s += 'ab';
      return s.length;
    },
  },
];
