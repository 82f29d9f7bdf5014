/*
 * The running script's dialog, shown for real when it has no scripted answer: a modal over the
 * workbench. Each change or press goes to the run (answerPending); the run's actions answer with
 * the dialog's new state. Esc or the close box press Cancel; Stop on the run bar ends the run.
 */
import { answerPending } from '../commands/ask.js';
import { stopRun } from '../commands/run.js';
import { useApp } from '../store/index.js';
import { DialogFrame } from './DialogFrame.js';

export function LiveDialog() {
  const live = useApp((s) => s.liveDialog);
  if (!live) return null;
  return (
    <div className="dcl-modal" data-depth={live.view.depth}>
      <div className="dcl-modal-box">
        <DialogFrame view={live.view} busy={live.busy} onAnswer={(answer, closes) => void answerPending({ dialog: answer }, closes)} />
        <div className="dcl-modal-note">
          The script is waiting for this dialog ({live.view.name}, {live.view.file}).
          <button type="button" onClick={() => void stopRun()}>Stop the run</button>
        </div>
      </div>
    </div>
  );
}
