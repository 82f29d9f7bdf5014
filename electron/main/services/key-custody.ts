/*
 * Key custody: the API key goes only where the user sent it.
 *   - A key entered in the app is bound to the origin of the base URL it was entered for. Changing
 *     the base URL to another origin does not take the key along: requests there are refused until
 *     the user confirms that origin for this key (or enters a new key).
 *   - A key from the environment (LISPWRIGHT_API_KEY / OPENAI_API_KEY) may go to the origin of
 *     LISPWRIGHT_BASE_URL, or, without one, to the built-in hosted presets; anywhere else only after
 *     the user confirms.
 *   - Plain http is allowed only to loopback addresses; another http origin needs a confirmation
 *     too (prompts carry the user's drawing and code, and the key would travel in clear text).
 * Confirmations live in a small JSON file under the user-data folder (origins and a short
 * fingerprint of the key, never the key), out of reach of the settings patch. Every request that
 * may carry the key asks `credentialsFor(baseUrl)` with the URL it is about to use.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { KeyStatus } from '../../shared/contract.js';
import { writeFileAtomic } from './atomic-write.js';
import type { SecretStore } from './secret-store.js';

export class CustodyError extends Error {
  constructor(
    message: string,
    readonly problem: NonNullable<KeyStatus['problem']>,
  ) {
    super(message);
    this.name = 'CustodyError';
  }
}

interface CustodyRecord {
  /** key fingerprint -> origins it may be sent to */
  keys: Record<string, string[]>;
  /** plain-http origins the user allowed */
  insecure: string[];
}

/** "https://api.openai.com" for a base URL, or null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** localhost, 127.0.0.0/8 and ::1. */
export function isLoopback(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

const fingerprint = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);
const MAX_ORIGINS = 50;

export interface CustodyOptions {
  /** where confirmations are kept; omitted: memory only (tests) */
  file?: string;
  /** origins an environment key may go to without asking */
  envOrigins: string[];
  /** the base URL in the settings at start-up: a stored key from before custody existed is bound to it */
  initialBaseUrl?: () => Promise<string>;
}

export class KeyCustody {
  private record: CustodyRecord | undefined;
  private loading: Promise<CustodyRecord> | undefined;

  constructor(
    private readonly secrets: SecretStore,
    private readonly opts: CustodyOptions,
  ) {}

  private async load(): Promise<CustodyRecord> {
    if (this.record) return this.record;
    this.loading ??= (async () => {
      let rec: CustodyRecord = { keys: {}, insecure: [] };
      if (this.opts.file) {
        try {
          const raw = JSON.parse(await fs.readFile(this.opts.file, 'utf8')) as Partial<CustodyRecord>;
          const keys: Record<string, string[]> = {};
          for (const [k, v] of Object.entries(raw.keys ?? {})) if (/^[0-9a-f]{16}$/.test(k) && Array.isArray(v)) keys[k] = v.filter((o) => typeof o === 'string' && originOf(o) === o);
          rec = { keys, insecure: Array.isArray(raw.insecure) ? raw.insecure.filter((o) => typeof o === 'string' && originOf(o) === o) : [] };
        } catch {
          // missing or unreadable: nothing confirmed
        }
      }
      // a key stored before custody existed belongs to the base URL it was used with
      const key = await this.secrets.getApiKey();
      if (key && (await this.secrets.keySource()) === 'stored' && !rec.keys[fingerprint(key)] && this.opts.initialBaseUrl) {
        const o = originOf(await this.opts.initialBaseUrl());
        if (o) rec.keys[fingerprint(key)] = [o];
      }
      this.record = rec;
      return rec;
    })();
    return this.loading;
  }

  private async save(): Promise<void> {
    if (this.opts.file && this.record) await writeFileAtomic(this.opts.file, JSON.stringify(this.record, null, 1) + '\n');
  }

  /** Where the current key may go, and what (if anything) stops a request to `baseUrl`. */
  async status(baseUrl: string): Promise<KeyStatus> {
    const rec = await this.load();
    const key = await this.secrets.getApiKey();
    const source = key ? await this.secrets.keySource() : 'none';
    const origin = originOf(baseUrl);
    const bound = key ? this.allowedOrigins(rec, key, source) : [];
    const status: KeyStatus = { source, boundOrigins: bound, origin };
    if (!origin) return status;
    if (origin.startsWith('http:') && !isLoopback(origin) && !rec.insecure.includes(origin)) {
      status.problem = { kind: 'insecure-http', origin, message: `${origin} is plain http on another machine: requests (and the API key) would travel unencrypted. Confirm this server to use it.` };
    } else if (key && !bound.includes(origin)) {
      const where = bound.join(', ') || 'another server';
      const head = source === 'environment' ? `The API key from the environment is meant for ${where}` : `The API key was entered for ${where}`;
      status.problem = { kind: 'key-origin', origin, message: `${head}, not ${origin}. Confirm sending it to ${origin}, or enter a new key for it.` };
    }
    return status;
  }

  private allowedOrigins(rec: CustodyRecord, key: string, source: KeyStatus['source']): string[] {
    const confirmed = rec.keys[fingerprint(key)] ?? [];
    return [...new Set(source === 'environment' ? [...this.opts.envOrigins, ...confirmed] : confirmed)];
  }

  /**
   * The key to send with a request to `baseUrl` (null: none is set). Throws CustodyError when the
   * request may not be made: plain http to another machine, or a key bound to another origin.
   */
  async credentialsFor(baseUrl: string): Promise<string | null> {
    const s = await this.status(baseUrl);
    if (s.problem) throw new CustodyError(s.problem.message, s.problem);
    return this.secrets.getApiKey();
  }

  /** A key entered for `baseUrl`: it is bound to that origin only (null removes the key). */
  async setKey(key: string | null, baseUrl: string): Promise<void> {
    const rec = await this.load();
    await this.secrets.setApiKey(key);
    const stored = await this.secrets.getApiKey();
    const origin = originOf(baseUrl);
    if (stored && origin) {
      rec.keys[fingerprint(stored)] = [origin];
      await this.save();
    }
  }

  /** The user confirmed `origin`: the current key may go there, and plain http to it is allowed. */
  async confirm(origin: string): Promise<void> {
    if (typeof origin !== 'string' || originOf(origin) !== origin) throw new Error('confirm an origin such as https://host:port');
    const rec = await this.load();
    const key = await this.secrets.getApiKey();
    if (key) {
      const fp = fingerprint(key);
      rec.keys[fp] = [...new Set([...(rec.keys[fp] ?? []), origin])].slice(-MAX_ORIGINS);
    }
    if (origin.startsWith('http:') && !isLoopback(origin) && !rec.insecure.includes(origin)) rec.insecure = [...rec.insecure, origin].slice(-MAX_ORIGINS);
    await this.save();
  }
}

/** The origins an environment key may go to: LISPWRIGHT_BASE_URL's, or without it the hosted presets'. */
export function environmentKeyOrigins(env: Record<string, string | undefined>, hostedPresetUrls: readonly string[]): string[] {
  const configured = env.LISPWRIGHT_BASE_URL ? originOf(env.LISPWRIGHT_BASE_URL) : null;
  if (configured) return [configured];
  return hostedPresetUrls.map(originOf).filter((o): o is string => o !== null);
}
