/*
 * The workbench's verification badge: whether the last run of this document verifies by the one
 * rule, and each condition in words (which hold, which do not and why), the calls outside the
 * drawing that the export dialog will ask about, and whether the text changed since that run.
 * A project run that loaded other files says so: the code hash covers every file it read.
 */
import { useApp } from '../store/index.js';
import { conditionWords, VerificationList } from '../verify/VerificationList.js';
import { findingText } from '../../interpreter/index.js';
import type { GateResult } from '../verify/export-gate.js';

export function VerificationBadge({ gate, loaded = [] }: { gate: GateResult; loaded?: readonly string[] }) {
  const activeId = useApp((s) => s.activeId);
  const last = useApp((s) => s.lastRun);
  const run = last && last.docId === activeId ? last.result : null;
  const v = run?.verification;
  if (!v) return <span className="lw-badge lw-badge-unverified" data-testid="verification-badge">not run</span>;
  const outside = v.conditions.find((c) => c.id === 'inside-drawing' && !c.held);
  const others = v.conditions.filter((c) => !c.held && c.id !== 'inside-drawing');
  const status = others.length ? 'failed' : outside ? 'confirm' : 'verified';
  const stale = !gate.ok && gate.reasons.some((r) => r.startsWith('The text has changed'));
  const word = status === 'verified' ? 'verified' : status === 'confirm' ? 'verified once confirmed' : `not verified (${v.conditions.length - others.length - (outside ? 1 : 0)} of ${v.conditions.length} hold)`;
  return (
    <details className="lw-verification" data-testid="verification-badge">
      <summary>
        <span className={`lw-badge lw-badge-${status === 'failed' ? 'failed' : 'verified'}`}>{word}</span>
        {stale && <span className="lw-stale"> — the text changed since this run</span>}
        {gate.ok && loaded.length > 0 && (
          <span className="verified-badge" data-testid="verified-badge" title={`Verified with ${loaded.join(', ')} (the code hash covers every file the run loaded)`}>
            {' '}✓ verified with {loaded.length + 1} files
          </span>
        )}
      </summary>
      <VerificationList conditions={conditionWords(v)} testId="verification-conditions" />
      {v.screening.length > 0 && (
        <div className="lw-screening" data-testid="screening">
          Acts outside the drawing (Export asks you to confirm): {v.screening.map(findingText).join('; ')}
        </div>
      )}
    </details>
  );
}
