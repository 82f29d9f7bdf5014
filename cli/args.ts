/** Command-line parsing for `lispwright`. One place that knows every option. */
export class UsageError extends Error {}

export const USAGE = `Usage:
  lispwright run FILE.lsp|- [--budget N] [--json]
  lispwright eval "EXPR ..." [--budget N] [--json]
  lispwright agent "TASK" [--drawing D.dxf] [--base-url URL] [--model M] [--max-rounds N] [--json]

Options:
  --budget N   step budget (default 20000000)
  --json       print one JSON object with the result instead of plain output
               (agent: one JSON line per event)

Agent: the model endpoint comes from LISPWRIGHT_BASE_URL, LISPWRIGHT_MODEL and
LISPWRIGHT_API_KEY (or OPENAI_API_KEY); --base-url and --model override them.
Exit status 0 when verified code was delivered, 1 otherwise.
`;

export interface CliArgs {
  command: 'run' | 'eval' | 'agent' | 'help';
  /** file path (run) or expression text (eval) */
  target: string;
  budget?: number;
  json: boolean;
  /** options not known here, kept for subcommands that add their own */
  extra: Map<string, string[]>;
}

const VALUE_OPTIONS = new Set(['--budget', '--drawing', '--base-url', '--model', '--max-rounds']);
const FLAG_OPTIONS = new Set(['--json']);

export function parseArgs(argv: string[], valueOptions = VALUE_OPTIONS, flagOptions = FLAG_OPTIONS): CliArgs {
  const [cmd, ...rest] = argv;
  if (!cmd || cmd === 'help' || cmd === '--help' || cmd === '-h') return { command: 'help', target: '', json: false, extra: new Map() };
  if (cmd !== 'run' && cmd !== 'eval' && cmd !== 'agent') throw new UsageError(`unknown command: ${cmd}`);
  const out: CliArgs = { command: cmd, target: '', json: false, extra: new Map() };
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === '-' || !a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    if (flagOptions.has(a)) {
      if (a === '--json') out.json = true;
      else out.extra.set(a, [...(out.extra.get(a) ?? []), 'true']);
      continue;
    }
    if (valueOptions.has(a)) {
      const v = rest[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value`);
      if (a === '--budget') {
        const n = Number(v);
        if (!Number.isInteger(n) || n <= 0) throw new UsageError('--budget takes a positive whole number');
        out.budget = n;
      } else out.extra.set(a, [...(out.extra.get(a) ?? []), v]);
      continue;
    }
    throw new UsageError(`unknown option: ${a}`);
  }
  if (positional.length !== 1) throw new UsageError(cmd === 'run' ? 'run takes one FILE (or - for stdin)' : cmd === 'agent' ? 'agent takes one TASK string' : 'eval takes one expression string');
  out.target = positional[0] as string;
  return out;
}
