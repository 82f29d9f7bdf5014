/*
 * The load-time environment's costs for `npm run bench`: what the full system-variable inventory
 * adds to a cold run — evaluating its data (the bundles inline the JSON; timed here as JSON.parse
 * of the asset) plus the row index the first inventory lookup of a process builds; target ≤ 2 ms.
 * The full merged table is built only for tooling (completion, the agent); its cost is shown too.
 * And a small script that fires reactor callbacks and evaluates DIESEL, through runRequest.
 */
import { readFileSync } from 'node:fs';
import { buildRowIndex, buildSysvarDefs } from '../../interpreter/drawing/sysvar-inventory.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { defaultDrawings } from '../../interpreter/runner/default-drawings.js';
import { median, timeRuns, type BenchRow } from './stats.js';

const ASSET = new URL('../../assets/sysvars/autocad-sysvars.json', import.meta.url);

const rowsOf = (text: string): unknown[] => (JSON.parse(text) as { rows: unknown[] }).rows;
/** What a cold run pays: the data evaluated once, the row index on the first inventory lookup. */
const coldCost = (text: string): number => buildRowIndex(rowsOf(text));

const REACTOR_SCRIPT = `
(defun cb (r p) (setq n (1+ n)))
(setq n 0)
(vlr-sysvar-reactor nil '((:vlr-sysVarChanged . cb)))
(vlr-command-reactor nil '((:vlr-commandEnded . cb)))
(repeat 50 (setvar 'osmode (rem (+ (getvar 'osmode) 1) 16383)) (command "_.REGEN"))
(list n (menucmd "M=$(edtime,0,YYYY-MO-DD) $(getvar,clayer) $(+,1,2)"))`;

export function runEnvBench(runs: number): BenchRow[] {
  let text = '';
  try {
    text = readFileSync(ASSET, 'utf8');
  } catch {
    return [{ name: 'system-variable inventory', ms: NaN, note: 'assets/sysvars/autocad-sysvars.json not found (run from the repository)' }];
  }
  const first = timeRuns(1, () => coldCost(text))[0] as number;
  const again = median(timeRuns(runs, () => coldCost(text)));
  const merge = median(timeRuns(runs, () => buildSysvarDefs(rowsOf(text))));
  const req = { files: [{ name: 'r.lsp', text: REACTOR_SCRIPT }] };
  const deps = defaultDrawings ? { drawings: defaultDrawings } : {};
  const r = runRequest(req, deps);
  const reactors = median(timeRuns(runs, () => runRequest(req, deps)));
  return [
    { name: 'sysvar inventory on a cold run: data + row index, first time', ms: first, target: 2, note: `${coldCost(text)} variables` },
    { name: '  same, warm', ms: again },
    { name: '  full merged table (tooling only, not on the run path)', ms: merge },
    { name: '100 reactor callbacks + DIESEL in one run (runRequest)', ms: reactors, note: `value ${r.value}` },
  ];
}
