/*
 * The verification rule's conditions in words, one line each: which hold and which do not, and
 * why. Shared by the workbench badge, the agent's tool and final cards.
 */
export interface ConditionWords {
  label: string;
  held: boolean;
  problems: string[];
}

export function VerificationList({ conditions, testId }: { conditions: readonly ConditionWords[]; testId?: string }) {
  return (
    <ul className="lw-conditions" {...(testId ? { 'data-testid': testId } : {})}>
      {conditions.map((c) => (
        <li key={c.label} className={c.held ? 'lw-held' : 'lw-failed'}>
          <span aria-hidden="true">{c.held ? '✓' : '✗'}</span> {c.label}
          {!c.held && c.problems.length > 0 && (
            <ul>
              {c.problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The runner's conditions as words (the agent's Verification carries them already). */
export const conditionWords = (v: { conditions: ReadonlyArray<{ label: string; held: boolean; problems: ReadonlyArray<{ message: string }> }> }): ConditionWords[] =>
  v.conditions.map((c) => ({ label: c.label, held: c.held, problems: c.problems.map((p) => p.message) }));
