/*
 * One entry point for invokes arriving over a transport (IPC or HTTP): only the contract's
 * method names, arguments as an array, and errors turned into plain messages (a stack trace or a
 * host path inside an Error object never crosses to the renderer).
 */
import { INVOKE_METHODS, type HostInvokes, type InvokeMethod } from '../../shared/contract.js';

const METHODS = new Set<string>(INVOKE_METHODS);

export const isInvokeMethod = (m: unknown): m is InvokeMethod => typeof m === 'string' && METHODS.has(m);

export class InvokeError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function dispatchInvoke(core: HostInvokes, method: unknown, args: unknown): Promise<unknown> {
  if (!isInvokeMethod(method)) throw new InvokeError(`unknown method: ${String(method).slice(0, 60)}`, 404);
  if (!Array.isArray(args)) throw new InvokeError('arguments must be an array', 400);
  const fn = core[method] as (...a: unknown[]) => Promise<unknown>;
  return fn.apply(core, args);
}

/** The message a renderer sees for a failed invoke. */
export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));
