/*
 * The agent settings, in both modes: provider preset, base URL, model, temperature, round limit,
 * idle timeout, Test connection with its result, and the key: its status (never the key itself),
 * an entry box, and key custody. When the base URL's origin is not one the key may go to (or is
 * plain http on another machine), the panel says so and offers the one confirmation that lets the
 * requests go there (the desktop app asks once more in a native dialog).
 */
import { useEffect, useState } from 'react';
import type { ConnectionResult, HostApi, ProviderSettings, Settings } from '../../electron/shared/contract.js';
import { PRESET_NAMES, PROVIDER_PRESETS, type ProviderPreset } from '../../electron/shared/provider-presets.js';
import { PanelHead } from './PanelHead.js';

export type SettingsHost = Pick<HostApi, 'getSettings' | 'setSettings' | 'setApiKey' | 'testConnection' | 'confirmProviderOrigin'>;

type Draft = Pick<ProviderSettings, 'preset' | 'baseUrl' | 'model' | 'temperature' | 'maxRounds' | 'idleTimeoutSec'>;

const draftOf = (p: ProviderSettings): Draft => ({ preset: p.preset, baseUrl: p.baseUrl, model: p.model, temperature: p.temperature, maxRounds: p.maxRounds, idleTimeoutSec: p.idleTimeoutSec });

const SOURCE: Record<string, string> = { stored: 'entered in Lispwright', environment: 'from the environment (LISPWRIGHT_API_KEY or OPENAI_API_KEY)', none: 'none' };

export function AgentSettings({ host, onClose }: { host: SettingsHost; onClose(): void }) {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [key, setKey] = useState('');
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'error' | 'info' } | null>(null);
  const [test, setTest] = useState<ConnectionResult | null>(null);
  const [busy, setBusy] = useState(false);

  const take = (s: Settings) => {
    setSettings(s);
    setDraft(draftOf(s.provider));
  };
  useEffect(() => {
    host.getSettings().then(take, (e: Error) => setStatus({ text: `Could not read the settings: ${e.message}`, tone: 'error' }));
  }, [host]);

  if (!settings || !draft) return <div className="lw-settings">{status ? <p className="lw-notice lw-notice-error">{status.text}</p> : 'Loading the agent settings…'}</div>;

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    setStatus(null);
    try {
      await what();
    } catch (e) {
      setStatus({ text: (e as Error).message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(settings.provider));
  const save = () =>
    run(async () => {
      take(await host.setSettings({ provider: draft }));
      setTest(null);
      setStatus({ text: 'Saved.', tone: 'ok' });
    });
  const choosePreset = (preset: ProviderPreset) => {
    const p = PROVIDER_PRESETS[preset];
    setDraft({ ...draft, preset, baseUrl: p.baseUrl || draft.baseUrl, model: p.model || draft.model });
  };
  const k = settings.provider.key;
  const problem = k?.problem;
  const preset = PROVIDER_PRESETS[draft.preset];
  const num = (v: string, dflt: number) => (v.trim() === '' || Number.isNaN(Number(v)) ? dflt : Number(v));

  return (
    <form
      className="lw-settings"
      aria-label="agent settings"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <PanelHead title="Agent settings" onClose={onClose} />
      <label>
        Provider
        <select aria-label="provider preset" value={draft.preset} onChange={(e) => choosePreset(e.target.value as ProviderPreset)}>
          {PRESET_NAMES.map((p) => (
            <option key={p} value={p}>
              {PROVIDER_PRESETS[p].label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Base URL
        <input aria-label="base URL" value={draft.baseUrl} placeholder="https://host/v1" onChange={(e) => setDraft({ ...draft, baseUrl: e.target.value.trim() })} />
      </label>
      <label>
        Model
        <input aria-label="model" value={draft.model} placeholder={preset.model || 'model name'} onChange={(e) => setDraft({ ...draft, model: e.target.value })} />
      </label>
      <div className="lw-settings-row">
        <label>
          Temperature
          <input aria-label="temperature" type="number" min={0} max={2} step={0.1} value={draft.temperature} onChange={(e) => setDraft({ ...draft, temperature: num(e.target.value, draft.temperature) })} />
        </label>
        <label>
          Round limit
          <input aria-label="round limit" type="number" min={1} max={100} step={1} value={draft.maxRounds} onChange={(e) => setDraft({ ...draft, maxRounds: Math.round(num(e.target.value, draft.maxRounds)) })} />
        </label>
        <label>
          Idle timeout (s)
          <input aria-label="idle timeout" type="number" min={5} max={3600} step={5} value={draft.idleTimeoutSec} onChange={(e) => setDraft({ ...draft, idleTimeoutSec: Math.round(num(e.target.value, draft.idleTimeoutSec)) })} />
        </label>
      </div>
      <div className="lw-offer">
        <button type="submit" disabled={busy || !dirty}>
          Save
        </button>
        <button
          type="button"
          disabled={busy || dirty}
          title={dirty ? 'Save first: the test uses the saved settings' : 'List the models and make one chat request with a tool'}
          onClick={() => void run(async () => setTest(await host.testConnection()))}
        >
          Test connection
        </button>
      </div>
      {test && (
        <p className={`lw-notice ${test.ok ? 'lw-notice-ok' : 'lw-notice-error'}`} data-testid="connection-result" role="status">
          {test.ok ? '✓ ' : '✗ '}
          {test.message}
        </p>
      )}

      <fieldset className="lw-key">
        <legend>API key</legend>
        <p data-testid="key-status">
          {settings.provider.hasApiKey ? `A key is set, ${SOURCE[k?.source ?? 'stored']}.` : preset.needsKey ? `No key is set; ${preset.label} needs one.` : 'No key is set (local servers need none).'}
          {k && k.boundOrigins.length > 0 && <> It may be sent to {k.boundOrigins.join(', ')}.</>}
        </p>
        {problem && (
          <div className="lw-custody" role="alert" data-testid="custody-warning">
            <p>{problem.message}</p>
            <button type="button" disabled={busy || dirty} onClick={() => void run(async () => take(await host.confirmProviderOrigin(problem.origin)))}>
              {problem.kind === 'insecure-http' ? `Use ${problem.origin} over plain http` : `Send the key to ${problem.origin}`}
            </button>
          </div>
        )}
        <div className="lw-settings-row">
          <input
            aria-label="new API key"
            type="password"
            autoComplete="off"
            value={key}
            placeholder={`a key for ${k?.origin ?? 'this server'}`}
            onChange={(e) => setKey(e.target.value)}
          />
          <button
            type="button"
            disabled={busy || dirty || !key.trim()}
            title={dirty ? 'Save the base URL first: the key is bound to it' : 'The key is kept by the host and sent only to this base URL’s server'}
            onClick={() =>
              void run(async () => {
                await host.setApiKey(key);
                setKey('');
                take(await host.getSettings());
                setStatus({ text: 'Key saved for this server.', tone: 'ok' });
              })
            }
          >
            Save key
          </button>
          {settings.provider.hasApiKey && k?.source === 'stored' && (
            <button type="button" disabled={busy} onClick={() => void run(async () => (await host.setApiKey(null), take(await host.getSettings())))}>
              Remove key
            </button>
          )}
        </div>
      </fieldset>
      {status && (
        <p className={`lw-notice lw-notice-${status.tone}`} role="status">
          {status.text}
        </p>
      )}
    </form>
  );
}
