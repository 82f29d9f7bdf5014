/*
 * ActiveX reads against the equivalent entget: vla-get-Layer / vla-get-StartPoint on 100,000
 * objects and (cdr (assoc 8 (entget e))) / (cdr (assoc 10 ...)) on the same 100,000 entities, each
 * with the interpreter loop included, measured alternately in one process. The limit is
 * vla-get-* at most 3× the entget route; the rows print the measured ratio.
 */
import { readAll, type Interp } from '../../interpreter/index.js';
import { makeTestInterp } from '../support/make-interp.js';
import { drawingWithLines } from './drawing-bench.js';
import { median, type BenchRow } from './stats.js';

function lisp(ip: Interp, src: string): void {
  const r = ip.runForms(readAll(src, { intern: (n) => ip.intern(n) }));
  if (!r.ok) throw new Error(r.error?.message);
}

const N = 100_000;

export function runActivexBench(runs: number): BenchRow[] {
  const port = drawingWithLines(N);
  const ip = makeTestInterp({ drawing: port, budget: 1e10 });
  lisp(
    ip,
    `(vl-load-com)
     (setq enames nil e (entnext))
     (while e (setq enames (cons e enames) e (entnext e)))
     (setq objs (mapcar 'vlax-ename->vla-object enames))
     (defun by-entget (lst) (foreach e lst (cdr (assoc 8 (entget e)))))
     (defun by-vla (lst) (foreach o lst (vla-get-Layer o)))
     (defun pt-entget (lst) (foreach e lst (cdr (assoc 10 (entget e)))))
     (defun pt-vla (lst) (foreach o lst (vla-get-StartPoint o)))
     (defun pt-vlax (lst) (foreach o lst (vlax-get o 'StartPoint)))
     (defun conv-vla (lst) (foreach e lst (vla-get-Layer (vlax-ename->vla-object e))))`,
  );
  const workloads: Array<[string, string]> = [
    ['(cdr (assoc 8 (entget e))) on 100k entities', '(by-entget enames)'],
    ['vla-get-Layer on 100k objects', '(by-vla objs)'],
    ['(vla-get-Layer (vlax-ename->vla-object e)) on 100k', '(conv-vla enames)'],
    ['(cdr (assoc 10 (entget e))) on 100k entities', '(pt-entget enames)'],
    ['vla-get-StartPoint (a variant) on 100k objects', '(pt-vla objs)'],
    ["(vlax-get o 'StartPoint) (a list) on 100k objects", '(pt-vlax objs)'],
  ];
  const times = workloads.map((): number[] => []);
  for (let r = 0; r < runs; r++)
    workloads.forEach(([, src], i) => {
      const t = performance.now();
      lisp(ip, src);
      times[i]!.push(performance.now() - t);
    });
  const m = times.map(median);
  const ratio = (a: number, b: number): string => `${(m[a]! / m[b]!).toFixed(2)}× the entget route (limit 3×)`;
  return [
    { name: `activex: ${workloads[0]![0]}`, ms: m[0]! },
    { name: `activex: ${workloads[1]![0]}`, ms: m[1]!, target: Math.round(3 * m[0]!), note: ratio(1, 0) },
    { name: `activex: ${workloads[2]![0]}`, ms: m[2]!, target: Math.round(3 * m[0]!), note: ratio(2, 0) },
    { name: `activex: ${workloads[3]![0]}`, ms: m[3]! },
    { name: `activex: ${workloads[4]![0]}`, ms: m[4]!, target: Math.round(3 * m[3]!), note: ratio(4, 3) },
    { name: `activex: ${workloads[5]![0]}`, ms: m[5]!, target: Math.round(3 * m[3]!), note: ratio(5, 3) },
  ];
}
