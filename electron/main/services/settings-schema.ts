/*
 * The settings schema: defaults and one validator per field. Loading keeps every valid field of
 * the file and replaces each invalid one with its default (a hand-edited typo must not wipe the
 * user's provider set-up); a patch from the renderer is all-or-nothing and names the bad field.
 * `hasApiKey` is never stored: it is computed from the SecretStore each time settings are read.
 */
import type { ProviderSettings, Settings } from '../../shared/contract.js';
import { PRESET_NAMES, PROVIDER_PRESETS, type ProviderPreset } from '../../shared/provider-presets.js';

/** What is written to settings.json: Settings without anything derived from the secret store. */
export type StoredSettings = Omit<Settings, 'provider'> & { provider: Omit<ProviderSettings, 'hasApiKey' | 'key'> };

export const MAX_RECENT_FILES = 10;

export const DEFAULT_SETTINGS: StoredSettings = {
  theme: 'dark',
  budget: 20_000_000,
  fontSize: 14,
  recentFiles: [],
  provider: {
    preset: 'openai',
    baseUrl: PROVIDER_PRESETS.openai.baseUrl,
    model: PROVIDER_PRESETS.openai.model,
    temperature: 0.2,
    maxRounds: 8,
    idleTimeoutSec: 60,
  },
};

type Check = (v: unknown) => boolean;
const isInt = (lo: number, hi: number): Check => (v) => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
const isNum = (lo: number, hi: number): Check => (v) => typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;
const isUrlOrEmpty: Check = (v) => {
  if (typeof v !== 'string') return false;
  if (v === '') return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

const TOP: Record<Exclude<keyof StoredSettings, 'provider'>, Check> = {
  theme: (v) => v === 'dark' || v === 'light',
  budget: isInt(1_000, 2_000_000_000),
  fontSize: isInt(8, 40),
  recentFiles: (v) => Array.isArray(v) && v.length <= 100 && v.every((x) => typeof x === 'string' && x.length > 0 && x.length < 4096),
};

const PROVIDER: Record<keyof StoredSettings['provider'], Check> = {
  preset: (v) => typeof v === 'string' && (PRESET_NAMES as string[]).includes(v),
  baseUrl: isUrlOrEmpty,
  model: (v) => typeof v === 'string' && v.length <= 200,
  temperature: isNum(0, 2),
  maxRounds: isInt(1, 100),
  idleTimeoutSec: isInt(5, 3600),
};

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Lenient: build valid settings from whatever the file held. */
export function normalizeStored(raw: unknown): StoredSettings {
  const src = isObj(raw) ? raw : {};
  const out = structuredClone(DEFAULT_SETTINGS) as StoredSettings & Record<string, unknown>;
  for (const [k, check] of Object.entries(TOP)) if (check(src[k])) out[k] = structuredClone(src[k]);
  const p = isObj(src.provider) ? src.provider : {};
  const prov = out.provider as Record<string, unknown>;
  for (const [k, check] of Object.entries(PROVIDER)) if (check(p[k])) prov[k] = p[k];
  out.recentFiles = out.recentFiles.slice(0, MAX_RECENT_FILES);
  return out;
}

export class SettingsError extends Error {}

/** Strict: apply a renderer patch, throwing on any unknown or invalid field. */
export function applyPatch(cur: StoredSettings, patch: unknown): StoredSettings {
  if (!isObj(patch)) throw new SettingsError('settings patch must be an object');
  const next = structuredClone(cur) as StoredSettings & Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'provider') continue;
    const check = (TOP as Record<string, Check>)[k];
    if (!check) throw new SettingsError(`unknown setting: ${k}`);
    if (!check(v)) throw new SettingsError(`invalid value for setting ${k}`);
    next[k] = structuredClone(v);
  }
  if (patch.provider !== undefined) {
    if (!isObj(patch.provider)) throw new SettingsError('provider settings must be an object');
    const pp = { ...patch.provider };
    delete pp.hasApiKey; // derived, ignored if the renderer echoes it back
    delete pp.key;
    const prov = next.provider as Record<string, unknown>;
    // Choosing a preset fills in its base URL and model unless the patch sets them too.
    if (pp.preset !== undefined && pp.preset !== cur.provider.preset && PROVIDER.preset(pp.preset)) {
      const preset = PROVIDER_PRESETS[pp.preset as ProviderPreset];
      if (pp.baseUrl === undefined) prov.baseUrl = preset.baseUrl;
      if (pp.model === undefined) prov.model = preset.model;
    }
    for (const [k, v] of Object.entries(pp)) {
      const check = (PROVIDER as Record<string, Check>)[k];
      if (!check) throw new SettingsError(`unknown provider setting: ${k}`);
      if (!check(v)) throw new SettingsError(`invalid value for provider setting ${k}`);
      prov[k] = v;
    }
  }
  next.recentFiles = next.recentFiles.slice(0, MAX_RECENT_FILES);
  return next;
}
