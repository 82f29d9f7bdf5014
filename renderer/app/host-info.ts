/*
 * What the renderer needs to know about the host it runs in: whether it can show native file
 * dialogs (browser mode cannot, so the renderer asks for a path itself) and where browser mode
 * writes files. `hostInfo()` is a newer HostApi call; older hosts (and tests) without it are
 * treated as desktop hosts with dialogs.
 */
import { host } from './host.js';

export interface HostInfoLike {
  mode: 'electron' | 'web';
  nativeDialogs: boolean;
  workspaceDir?: string;
}

let cached: HostInfoLike | null = null;

export async function hostInfo(): Promise<HostInfoLike> {
  if (cached) return cached;
  const h = host() as unknown as { hostInfo?: () => Promise<HostInfoLike> };
  cached = h.hostInfo ? await h.hostInfo().catch(() => null) : null;
  cached ??= { mode: 'electron', nativeDialogs: true };
  return cached;
}

/** Forget the cached info (tests switch hosts). */
export function resetHostInfo(): void {
  cached = null;
}

/**
 * A path for an open/save action: undefined when the host shows its own dialog, null when the
 * user cancelled the prompt, else the path typed.
 */
export async function pathFor(what: string, suggestion = ''): Promise<string | null | undefined> {
  const info = await hostInfo();
  if (info.nativeDialogs) return undefined;
  const dflt = suggestion && info.workspaceDir && !/[\\/]/.test(suggestion) ? `${info.workspaceDir.replace(/[\\/]$/, '')}/${suggestion}` : suggestion;
  const p = window.prompt(`${what}\n(a path on the machine running Lispwright)`, dflt);
  return p && p.trim() ? p.trim() : null;
}
