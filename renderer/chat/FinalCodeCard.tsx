/*
 * How a session ended. Verified code is offered as a diff against the editor with Accept / Reject
 * (nothing changes the editor without the user) and Export Verified, with what was checked: the
 * command and inputs, the expected effect in words, each condition of the rule, the saved tests by
 * name, the calls outside the drawing, and any code in the final message that differs from the
 * delivered run (flagged, never verified). Otherwise the best version so far is shown with what
 * is still unresolved. An offer that a later one in the same conversation superseded (`stale`)
 * loses its Accept and Reject: accepting it would replace newer code.
 */
import { describeEffect, findingText } from '../../interpreter/index.js';
import type { ChatItem } from '../store/chat-slice.js';
import { conditionWords, VerificationList } from '../verify/VerificationList.js';
import { lineDiff } from './line-diff.js';

type StoppedItem = Extract<ChatItem, { kind: 'stopped' }>;

export interface FinalCodeCardProps {
  item: StoppedItem;
  editorText: string;
  onAccept(): void;
  onReject(): void;
  onExport(): void;
  exportStatus?: string;
  /** a later verified offer in the conversation superseded this one */
  stale?: boolean;
}

/** "2,430 tokens (2,300 prompt + 130 completion)" as the server reported them. */
function Usage({ e }: { e: StoppedItem['event'] }) {
  const u = e.usage;
  if (!u?.turnsReported) return null;
  const f = (n: number) => n.toLocaleString('en-US');
  return (
    <div className="lw-usage" data-testid="usage">
      {f(u.totalTokens)} tokens ({f(u.promptTokens)} prompt + {f(u.completionTokens)} completion){u.turnsReported < u.turns ? `; ${u.turns - u.turnsReported} of ${u.turns} turns did not report usage` : ''}
    </div>
  );
}

/** What the delivered run was checked for. */
function Checked({ e }: { e: StoppedItem['event'] }) {
  const c = e.case;
  const screening = e.run?.screening ?? [];
  return (
    <details className="lw-checked" data-testid="checked" open>
      <summary>What was checked</summary>
      {c && (
        <div className="lw-case">
          Command: {c.call ?? 'none (the file runs when loaded)'}; {c.inputs?.length ?? 0} scripted input(s); {c.assertions?.length ?? 0} assertion(s), on {c.drawingName}
        </div>
      )}
      {c?.expect?.effect && <div className="lw-effect" data-testid="final-effect">Expected effect: {describeEffect(c.expect.effect).join('; ')}</div>}
      {e.verification && <VerificationList conditions={conditionWords(e.verification)} />}
      {e.tests && e.tests.length > 0 && (
        <ul className="lw-tests" data-testid="final-tests">
          {e.tests.map((t) => (
            <li key={t.name} className={t.passed ? 'lw-held' : 'lw-failed'}>
              {t.passed ? '✓' : '✗'} saved test “{t.name}”{t.passed ? '' : `: ${t.problems.join('; ')}`}
            </li>
          ))}
        </ul>
      )}
      {screening.length > 0 && (
        <div className="lw-screening" data-testid="final-screening">
          ⚠ acts outside the drawing (Export asks you to confirm): {screening.map(findingText).join('; ')}
        </div>
      )}
    </details>
  );
}

export function FinalCodeCard({ item, editorText, onAccept, onReject, onExport, exportStatus, stale = false }: FinalCodeCardProps) {
  const e = item.event;
  if (!e.verified) {
    return (
      <div className={`lw-stopped lw-stopped-${e.reason}`} data-testid="stopped-card">
        <div className="lw-stopped-message">{e.message}</div>
        {e.best && (
          <details className="lw-best">
            <summary>Best version so far (not verified): {e.best.summary}</summary>
            <pre>{e.best.code}</pre>
          </details>
        )}
        {e.unresolved.length > 0 && (
          <ul className="lw-unresolved">
            {e.unresolved.map((u, i) => (
              <li key={i}>{u}</li>
            ))}
          </ul>
        )}
        <Usage e={e} />
      </div>
    );
  }
  const diff = lineDiff(editorText, e.code ?? '');
  const unchanged = diff.every((d) => d.kind === 'same');
  return (
    <div className="lw-stopped lw-stopped-verified" data-testid="final-code-card">
      <div className="lw-stopped-message">
        <span className="lw-badge lw-badge-verified">verified</span> {e.message}
      </div>
      {e.explanation && <div className="lw-explanation">{e.explanation}</div>}
      <Checked e={e} />
      {e.flagged && e.flagged.length > 0 && (
        <details className="lw-flagged" data-testid="flagged">
          <summary>⚠ The final message also holds code that differs from the delivered run: it is NOT verified</summary>
          {e.flagged.map((f, i) => (
            <pre key={i}>{f}</pre>
          ))}
        </details>
      )}
      <pre className="lw-diff" aria-label="changes to the editor">
        {diff.map((d, i) => (
          <div key={i} className={`lw-diff-${d.kind}`}>
            {d.kind === 'added' ? '+ ' : d.kind === 'removed' ? '- ' : '  '}
            {d.text}
          </div>
        ))}
      </pre>
      <div className="lw-offer">
        {item.offer === 'pending' && stale && <span className="lw-offer-state">Superseded by a later offer</span>}
        {item.offer === 'pending' && !stale && !unchanged && (
          <>
            <button type="button" onClick={onAccept}>
              Accept
            </button>
            <button type="button" onClick={onReject}>
              Reject
            </button>
          </>
        )}
        {item.offer === 'accepted' && <span className="lw-offer-state">Accepted into the editor</span>}
        {item.offer === 'rejected' && <span className="lw-offer-state">Rejected</span>}
        {unchanged && !stale && item.offer === 'pending' && <span className="lw-offer-state">The editor already holds this code</span>}
        <button type="button" onClick={onExport}>
          Export Verified…
        </button>
        {exportStatus && <span className="lw-export-status">{exportStatus}</span>}
      </div>
      <Usage e={e} />
    </div>
  );
}
