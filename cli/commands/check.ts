import type { CliArgs } from '../args.js';
export async function checkCommand(_args: CliArgs): Promise<number> {
  throw new Error('TODO');
}
