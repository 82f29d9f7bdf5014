/*
 * The provider presets as the settings page and the host's settings schema use them: a view of
 * agent/provider-presets.ts (the one list), keyed by preset name.
 */
import { PROVIDERS } from '../../agent/provider-presets.js';
import type { ProviderSettings } from './contract.js';

export type ProviderPreset = ProviderSettings['preset'];

export interface PresetInfo {
  label: string;
  baseUrl: string;
  model: string;
  /** local servers accept any key (or none) */
  needsKey: boolean;
}

export const PROVIDER_PRESETS: Readonly<Record<ProviderPreset, PresetInfo>> = Object.fromEntries(
  PROVIDERS.map((p) => [p.id, { label: p.label, baseUrl: p.baseUrl, model: p.suggestedModel, needsKey: p.needsKey }]),
) as Record<ProviderPreset, PresetInfo>;

export const PRESET_NAMES = PROVIDERS.map((p) => p.id) as ProviderPreset[];
