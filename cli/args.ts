/** Command-line parsing for `lispwright`. One place that knows every command and option. */
import { MAX_BUDGET } from '../interpreter/runner/validate.js';
import { MAX_TIMER_MS } from '../interpreter/worker/limits.js';

export class UsageError extends Error {}

export const USAGE = `Usage:
  lispwright run FILE.lsp|- [options]
  lispwright eval "EXPR ..." [--budget N] [--json] [--in-process]
  lispwright test [PATHS ...] [--budget N] [--json] [--in-process]   (files or folders of *.test.lsp; default assets/tests)
  lispwright verify NAME.lsp [--drawing D.dxf] [--json] [--budget N] [--in-process]
                                        (re-check a verified export with its NAME.verify.json)
  lispwright agent "TASK" [--drawing D.dxf] [--base-url URL] [--model M] [--max-rounds N] [--json]
                   [--out FILE.lsp] [--events FILE] [--tests PATH] [--idle-timeout SECONDS] [--memory DIR]
                   [--answers JSON|FILE] [--budget N]
  lispwright check FILES... [--json] [--config lispwright.json]
  lispwright repl [--drawing D.dxf] [--budget N] [--input JSON|FILE] [--file PATH]
  lispwright dap                        (Debug Adapter Protocol on stdin/stdout, for VS Code and other editors)

Options for run (eval, test and verify take --budget, --json, --timeout and --in-process too):
  --budget N          step budget (default 20000000)
  --json              print the full RunResult as one JSON object
  --input JSON|FILE   scripted answers: a JSON array, or a file holding one
  --file PATH         an extra file the script may load or open (repeatable)
  --no-project        run FILE alone: no lispwright.json, no other files of its folder
  --call c:NAME       call this command after loading the file
  --drawing D.dxf     run against this drawing
  --out-dxf OUT.dxf   write the drawing as the run left it
  --esc-check         press Esc at each prompt in turn and check that the command cleans up
  --timeout MS        wall-clock limit of a run (default 30000, or 1 ms per 1000 budget steps if more)
  --in-process        run on the CLI's own thread, not in a worker (debugging: no wall-clock limit)
  --report            after the output, list the dialogs shown, unanswered prompts and the drawing diff

Scripts run in a worker thread with the app's limits (steps, memory, wall clock); eval runs a
short expression on the CLI's thread under the same limits and uses a worker only when the result
could differ there. Exit status:
0 success; 1 a Lisp error, a limit reached (budget, timeout) or a failed check; 2 bad usage, an
unreadable file or an invalid request; 3 the runner crashed or failed internally.

Check: Check Text without running anything: reader errors, argument counts, unknown functions,
special forms used wrongly, the global variables each defun sets, unused locals, assignments to
protected symbols, DXF and ssget filter lists. Prints FILE:LINE:COL: warning|error: message [rule]
and exits 1 when there are errors. Rules are switched off in lispwright.json ({"check": {"rules":
{"unused-local": false}}}), found in the current folder or above it unless --config names one.

Repl: one interpreter and drawing kept between expressions, as at AutoCAD's command line (!var
shows a value). Reads expressions from standard input when it is not a terminal, printing each
value; prompts take the --input answers, then Enter.

Agent: the model endpoint comes from LISPWRIGHT_BASE_URL, LISPWRIGHT_MODEL and LISPWRIGHT_API_KEY
(or OPENAI_API_KEY); --base-url and --model override them, --max-rounds limits the code versions
(default 5), --json prints one JSON event per line (run results capped; --events FILE writes every
event in full), --out FILE.lsp writes the verified export and its FILE.verify.json when the session
verifies (an existing file is never replaced; a --out not ending in .lsp is the old --events),
--tests PATH gives the agent the saved test cases of *.test.lsp files (they run in its gate),
--idle-timeout stops waiting for a silent server (default 60 s), --memory DIR uses
that lispwright-memory folder, --answers gives replies to the agent's questions in order, --budget
sets the step budget of its runs. Exit 0 verified, 1 not verified, 2 bad usage, 3 the agent asked
a question that --answers did not answer.

Verify: exit 0 only when the export still verifies (the code unchanged, the case run again on the
drawing and judged by the verification rule), 1 when it does not, 2 when a file cannot be read.
`;

export type Command = 'run' | 'eval' | 'test' | 'agent' | 'verify' | 'check' | 'repl' | 'dap' | 'help';

export interface CliArgs {
  command: Command;
  /** file path (run) or expression text (eval) */
  target: string;
  /** test paths */
  paths: string[];
  budget?: number;
  json: boolean;
  input?: string;
  files: string[];
  call?: string;
  drawing?: string;
  outDxf?: string;
  escCheck: boolean;
  /** run on the CLI's thread instead of a worker */
  inProcess: boolean;
  /** the worker's wall-clock backstop in ms */
  timeoutMs?: number;
  /** run: the script alone, without its project folder */
  noProject?: boolean;
  /** run: print the run report (dialogs, unanswered prompts, diff) after the output */
  report?: boolean;
  /** agent: endpoint, model and the limit of code versions */
  baseUrl?: string;
  model?: string;
  maxRounds?: number;
  /** agent: the verified export (FILE.lsp) or, for any other name, every event in full */
  out?: string;
  /** agent: every event in full to this file */
  events?: string;
  /** agent: *.test.lsp files or folders whose cases run in the gate */
  tests: string[];
  idleTimeoutSec?: number;
  memory?: string;
  answers?: string;
  /** check: the lispwright.json to read instead of searching for one */
  config?: string;
}

const COMMANDS = ['run', 'eval', 'test', 'agent', 'check', 'repl', 'dap', 'verify'] as const satisfies ReadonlyArray<Exclude<Command, 'help'>>;

interface OptionSpec {
  takesValue: boolean;
  commands: Command[];
  apply: (a: CliArgs, v: string) => void;
}

const OPTIONS: Record<string, OptionSpec> = {
  '--json': { takesValue: false, commands: ['run', 'eval', 'test', 'agent', 'check', 'verify'], apply: (a) => (a.json = true) },
  '--config': { takesValue: true, commands: ['check'], apply: (a, v) => (a.config = v) },
  '--budget': {
    takesValue: true, commands: ['run', 'eval', 'test', 'agent', 'repl', 'verify'],
    apply: (a, v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0 || n > MAX_BUDGET) throw new UsageError(`--budget takes a whole number from 1 to ${MAX_BUDGET}`);
      a.budget = n;
    },
  },
  '--timeout': {
    takesValue: true, commands: ['run', 'eval', 'test', 'verify'],
    apply: (a, v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > MAX_TIMER_MS) throw new UsageError(`--timeout takes a whole number of milliseconds from 1 to ${MAX_TIMER_MS}`);
      a.timeoutMs = n;
    },
  },
  '--in-process': { takesValue: false, commands: ['run', 'eval', 'test', 'agent', 'verify'], apply: (a) => (a.inProcess = true) },
  '--input': { takesValue: true, commands: ['run', 'repl'], apply: (a, v) => (a.input = v) },
  '--file': { takesValue: true, commands: ['run', 'repl'], apply: (a, v) => a.files.push(v) },
  '--call': { takesValue: true, commands: ['run'], apply: (a, v) => (a.call = v) },
  '--drawing': { takesValue: true, commands: ['run', 'agent', 'repl', 'verify'], apply: (a, v) => (a.drawing = v) },
  '--out-dxf': { takesValue: true, commands: ['run'], apply: (a, v) => (a.outDxf = v) },
  '--esc-check': { takesValue: false, commands: ['run'], apply: (a) => (a.escCheck = true) },
  '--no-project': { takesValue: false, commands: ['run'], apply: (a) => (a.noProject = true) },
  '--report': { takesValue: false, commands: ['run'], apply: (a) => (a.report = true) },
  '--base-url': { takesValue: true, commands: ['agent'], apply: (a, v) => (a.baseUrl = v) },
  '--out': { takesValue: true, commands: ['agent'], apply: (a, v) => (a.out = v) },
  '--events': { takesValue: true, commands: ['agent'], apply: (a, v) => (a.events = v) },
  '--tests': { takesValue: true, commands: ['agent'], apply: (a, v) => a.tests.push(v) },
  '--memory': { takesValue: true, commands: ['agent'], apply: (a, v) => (a.memory = v) },
  '--answers': { takesValue: true, commands: ['agent'], apply: (a, v) => (a.answers = v) },
  '--idle-timeout': {
    takesValue: true, commands: ['agent'],
    apply: (a, v) => {
      const n = Number(v);
      if (!Number.isFinite(n) || n <= 0 || n > 3600) throw new UsageError('--idle-timeout takes a number of seconds (at most 3600)');
      a.idleTimeoutSec = n;
    },
  },
  '--model': { takesValue: true, commands: ['agent'], apply: (a, v) => (a.model = v) },
  '--max-rounds': {
    takesValue: true, commands: ['agent'],
    apply: (a, v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0) throw new UsageError('--max-rounds takes a positive whole number');
      a.maxRounds = n;
    },
  },
};

export function parseArgs(argv: string[]): CliArgs {
  const [cmd, ...rest] = argv;
  const out: CliArgs = { command: 'help', target: '', paths: [], json: false, files: [], tests: [], escCheck: false, inProcess: false };
  if (!cmd || cmd === 'help' || cmd === '--help' || cmd === '-h') return out;
  if (!(COMMANDS as readonly string[]).includes(cmd)) throw new UsageError(`unknown command: ${cmd}`);
  out.command = cmd as Command;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === '-' || !a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const spec = OPTIONS[a];
    if (!spec || !spec.commands.includes(cmd as Command)) throw new UsageError(`unknown option: ${a}`);
    let v = '';
    if (spec.takesValue) {
      const next = rest[++i];
      if (next === undefined) throw new UsageError(`${a} needs a value`);
      v = next;
    }
    spec.apply(out, v);
  }
  if (cmd === 'test' || cmd === 'check') {
    if (cmd === 'check' && positional.length === 0) throw new UsageError('check takes one or more FILES');
    out.paths = positional;
    return out;
  }
  if (cmd === 'repl' || cmd === 'dap') {
    if (positional.length) throw new UsageError(`${cmd} takes no file arguments`);
    return out;
  }
  if (positional.length !== 1) throw new UsageError(cmd === 'run' ? 'run takes one FILE (or - for stdin)' : cmd === 'verify' ? 'verify takes one exported FILE.lsp' : cmd === 'agent' ? 'agent takes one TASK string' : 'eval takes one expression string');
  out.target = positional[0] as string;
  return out;
}
