/*
 * OpenAI-compatible endpoints the agent settings offer as presets. Shared so the settings UI can
 * show the same base URLs the host fills in when the preset changes. Model names are only
 * suggestions; every field stays editable.
 */
import type { ProviderSettings } from './contract.js';

export type ProviderPreset = ProviderSettings['preset'];

export interface PresetInfo {
  label: string;
  baseUrl: string;
  model: string;
  /** local servers accept any key (or none) */
  needsKey: boolean;
}

export const PROVIDER_PRESETS: Readonly<Record<ProviderPreset, PresetInfo>> = {
  openai: { label: 'OpenAI', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4.1-mini', needsKey: true },
  deepseek: { label: 'DeepSeek', baseUrl: 'https://api.deepseek.com', model: 'deepseek-v4-flash', needsKey: true },
  ollama: { label: 'Ollama (local)', baseUrl: 'http://localhost:11434/v1', model: 'qwen2.5-coder:7b', needsKey: false },
  lmstudio: { label: 'LM Studio (local)', baseUrl: 'http://localhost:1234/v1', model: '', needsKey: false },
  vllm: { label: 'vLLM (local)', baseUrl: 'http://localhost:8000/v1', model: '', needsKey: false },
  custom: { label: 'Custom', baseUrl: '', model: '', needsKey: false },
};

export const PRESET_NAMES = Object.keys(PROVIDER_PRESETS) as ProviderPreset[];
