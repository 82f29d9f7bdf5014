/** Where file builtins find the run's sandboxed file system (ctx.services.fs). */
import type { Ctx } from '../../core/context.js';
import type { SandboxFs } from '../vfs.js';

export const fsOf = (ctx: Ctx): SandboxFs | undefined => {
  const fs = ctx.services['fs'] as Partial<SandboxFs> | undefined;
  return fs && typeof fs.open === 'function' ? (fs as SandboxFs) : undefined;
};
