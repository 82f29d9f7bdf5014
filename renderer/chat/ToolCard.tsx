/*
 * One tool call as a card: tool name, a one-line result, a verification badge for runs (its title
 * says which conditions failed), the calls outside the drawing screening found, and the code
 * (collapsed). A run_lisp card with an attached run is a button: clicking it loads that run's
 * before/after, diff and plot into the main panels.
 */
import { findingText } from '../../interpreter/index.js';
import type { RunResult } from '../../interpreter/runner/contract.js';
import type { ChatItem } from '../store/chat-slice.js';

type ToolItem = Extract<ChatItem, { kind: 'tool' }>;

const BADGE: Record<string, string> = { verified: 'verified', ran: 'ran ok', failed: 'failed', unverified: 'not verified' };

/** The badge's title: the detail, then every failed condition in words. */
function badgeTitle(v: NonNullable<ToolItem['verification']>): string {
  const failed = (v.conditions ?? []).filter((c) => !c.held).map((c) => `✗ ${c.label}: ${c.problems.join('; ')}`);
  return [v.detail, ...failed].join('\n');
}

export function ToolCard({ item, onShowRun }: { item: ToolItem; onShowRun(r: RunResult): void }) {
  const clickable = item.run !== undefined;
  const open = () => item.run && onShowRun(item.run);
  return (
    <div
      className={`lw-tool-card lw-tool-${item.status}${clickable ? ' lw-clickable' : ''}`}
      data-testid={`tool-card-${item.id}`}
      {...(clickable ? { role: 'button', tabIndex: 0, onClick: open, onKeyDown: (e: { key: string }) => (e.key === 'Enter' || e.key === ' ') && open(), title: 'Show this run in the drawing panels' } : {})}
    >
      <div className="lw-tool-head">
        <span className="lw-tool-name">{item.origin === 'gate' ? `${item.name} (verification gate)` : item.name}</span>
        <span className={`lw-tool-status lw-status-${item.status}`}>{item.status === 'running' ? 'running…' : item.status === 'ok' ? 'ok' : 'failed'}</span>
        {item.verification && (
          <span className={`lw-badge lw-badge-${item.verification.status}`} title={badgeTitle(item.verification)}>
            {BADGE[item.verification.status]}
          </span>
        )}
      </div>
      {item.summary && <div className="lw-tool-summary">{item.summary}</div>}
      {item.run?.screening && item.run.screening.length > 0 && (
        <div className="lw-screening" data-testid="tool-screening">
          ⚠ acts outside the drawing: {item.run.screening.map(findingText).join('; ')}
        </div>
      )}
      {item.code !== undefined ? (
        <details className="lw-tool-code" onClick={(e) => e.stopPropagation()}>
          <summary>code ({item.code.split('\n').length} lines)</summary>
          <pre>{item.code}</pre>
        </details>
      ) : (
        item.argsText && <pre className="lw-tool-args">{item.argsText}</pre>
      )}
    </div>
  );
}
