/*
 * The workbench's own yes/no question (replace a file? discard changes?), themed and answered in
 * the page: `askConfirm` resolves true for the confirm button, false for Cancel, Escape or a click
 * outside. One question at a time; a second waits for the first. ConfirmDialog.tsx shows it.
 */
import { create } from 'zustand';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** the confirm button is the dangerous choice (shown as such) */
  danger?: boolean;
}

interface Pending extends ConfirmRequest {
  resolve(ok: boolean): void;
}

interface ConfirmState {
  current: Pending | null;
  queue: Pending[];
}

export const useConfirm = create<ConfirmState>()(() => ({ current: null, queue: [] }));

export function askConfirm(req: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const p: Pending = { ...req, resolve };
    useConfirm.setState((s) => (s.current ? { queue: [...s.queue, p] } : { current: p }));
  });
}

/** Answer the question on screen and show the next. */
export function answerConfirm(ok: boolean): void {
  const { current, queue } = useConfirm.getState();
  if (!current) return;
  useConfirm.setState({ current: queue[0] ?? null, queue: queue.slice(1) });
  current.resolve(ok);
}
