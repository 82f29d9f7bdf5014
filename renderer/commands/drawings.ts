/* Drawing commands: list and open samples, open a DXF, start a new empty drawing. */
import type { LoadedDrawing } from '../../electron/shared/contract.js';
import { host } from '../app/host.js';
import { pathFor } from '../app/host-info.js';
import { useApp } from '../store/index.js';

async function load(p: Promise<LoadedDrawing | null>, what: string): Promise<void> {
  const st = useApp.getState();
  st.setDrawingLoading(true);
  try {
    const d = await p;
    if (d) {
      // a new drawing replaces the previous run's views
      useApp.setState({ lastRun: null, selectedHandle: null, hiddenLayers: {} });
      st.setDrawing(d);
      st.notify('info', `Drawing ${d.name}: ${d.entityCount} entities`);
    } else st.setDrawingLoading(false);
  } catch (e) {
    st.setDrawingLoading(false);
    st.notify('error', `Could not open ${what}: ${(e as Error).message}`);
  }
}

export async function refreshSamples(): Promise<void> {
  try {
    useApp.getState().setSamples(await host().listSamples());
  } catch (e) {
    useApp.getState().notify('error', `Could not list samples: ${(e as Error).message}`);
  }
}

export const openSample = (name: string): Promise<void> => load(host().openSample(name), name);
export async function openDrawing(path?: string): Promise<void> {
  const p = path ?? (await pathFor('Open which DXF drawing?'));
  if (p === null) return;
  await load(host().openDrawing(p), p ?? 'the drawing');
}
export const newDrawing = (): Promise<void> => load(host().newDrawing(), 'a new drawing');
