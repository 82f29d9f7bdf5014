/*
 * Answering the running script's questions ('run:ask' pushes): the live dialog and grread over
 * the drawing call `answerAsk`; a question from a run other than ours is answered "none" at
 * once, so it never hangs a run this page did not start.
 */
import type { ScriptedInput } from '../../interpreter/runner/contract.js';
import { host } from '../app/host.js';
import { useApp } from '../store/index.js';

export function subscribeAsks(): () => void {
  return host().on('run:ask', (p) => {
    const st = useApp.getState();
    if (!st.running || st.runId !== p.runId) {
      void host().answerAsk(p.runId, p.askId, null).catch(() => undefined);
      return;
    }
    st.receiveAsk(p);
    const onView = st.rightTab === 'after' || st.rightTab === 'before' || st.rightTab === 'overlay';
    if (p.ask.kind === 'grread') {
      if (!onView) st.setRightTab('after');
      flushGrread();
    } else grreadQueue.length = 0;
    // a pick is answered on the drawing view (it shows the drawing the run started on)
    if (p.ask.kind === 'pick' && !onView) st.setRightTab('before');
  });
}

/*
 * grread input that arrives while the previous answer is still on its way (the mouse keeps
 * moving, a click lands between two questions) waits here for the next question: clicks and
 * keys in order, pointer moves only the latest.
 */
const grreadQueue: ScriptedInput[] = [];

function flushGrread(): void {
  const p = useApp.getState().pendingAsk;
  if (!p || p.ask.kind !== 'grread' || grreadQueue.length === 0) return;
  const next = grreadQueue.shift() as ScriptedInput;
  void answerPending(next);
}

/** Mouse or key input for grread: answered now, or kept for the next question. */
export function grreadInput(answer: ScriptedInput): void {
  const st = useApp.getState();
  if (!st.grreadActive) return;
  const isMove = 'grread' in answer && answer.grread.move !== undefined;
  if (isMove) {
    const last = grreadQueue[grreadQueue.length - 1];
    if (last && 'grread' in last && last.grread.move !== undefined) grreadQueue.pop();
  }
  grreadQueue.push(answer);
  flushGrread();
}

/** Answer the pending question; `closeDialog`: the answer pressed a button, the dialog likely closes. */
export async function answerPending(answer: ScriptedInput | null, closeDialog = false): Promise<void> {
  const st = useApp.getState();
  const p = st.pendingAsk;
  if (!p) return;
  st.answered(closeDialog);
  try {
    await host().answerAsk(p.runId, p.askId, answer);
  } catch (e) {
    useApp.getState().notify('error', `The answer did not reach the run: ${(e as Error).message}`);
  }
}
