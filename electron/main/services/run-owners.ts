/*
 * Which page started which run, for the pushes about one run (contract.ts RUN_EVENTS: a run's
 * questions and its streamed output): a transport records the caller of each `run` invoke while
 * it is under way, and sends those pushes to that caller only, so one page never sees another's
 * output or answers another's questions. Owners are whatever the transport names a page by (an
 * Electron WebContents, a browser-mode client id). A run id already owned keeps its first owner
 * (the host refuses the second run anyway).
 */
import { RUN_EVENTS, type HostEvents } from '../../shared/contract.js';

const RUN_EVENT_NAMES = new Set<string>(RUN_EVENTS);

export class RunOwners<Owner> {
  private readonly owners = new Map<string, Owner>();

  /** Run `invoke` (the transport's dispatch of `method`) with `owner` as the run's page while it lasts. */
  async track<T>(method: string, args: readonly unknown[], owner: Owner | undefined, invoke: () => Promise<T>): Promise<T> {
    const runId = args[1];
    if (method !== 'run' || typeof runId !== 'string' || owner === undefined || this.owners.has(runId)) return invoke();
    this.owners.set(runId, owner);
    try {
      return await invoke();
    } finally {
      this.owners.delete(runId);
    }
  }

  /** Where a push goes: `{ to: owner }` for a run event of a run a page started, else `'all'` (as before). */
  route<K extends keyof HostEvents>(event: K, payload: HostEvents[K]): { to: Owner } | 'all' {
    if (!RUN_EVENT_NAMES.has(event)) return 'all';
    const runId = (payload as { runId?: unknown }).runId;
    const owner = typeof runId === 'string' ? this.owners.get(runId) : undefined;
    return owner === undefined ? 'all' : { to: owner };
  }

  get size(): number {
    return this.owners.size;
  }
}
