/*
 * The run's sandboxed files as the drawing layer sees them (ctx.services.fs, provided by the
 * runner's SandboxFs): commands that read a support file (-LINETYPE's .lin, -HATCH's .pat, INSERT
 * of a drawing file) or write one (WBLOCK) go through this, so nothing reaches the real disk and
 * what was written comes back in RunResult.files.
 */
import type { Ctx } from '../core/context.js';

export interface FilePort {
  /** the display path of a file found by name (absolute, or searched on the support path) */
  find(name: string): string | undefined;
  read(name: string): string | undefined;
  isFile(name: string): boolean;
  write(name: string, text: string): void;
  /** the full display path a name stands for (C:\Lispwright\... for relative names) */
  displayPath(name: string): string;
}

/** The run's file port, or undefined when the run has no sandbox (tests without a runner). */
export function filesOf(ctx: Ctx): FilePort | undefined {
  const fs = ctx.services['fs'] as Partial<FilePort> | undefined;
  return fs && typeof fs.find === 'function' && typeof fs.read === 'function' && typeof fs.write === 'function' ? (fs as FilePort) : undefined;
}
