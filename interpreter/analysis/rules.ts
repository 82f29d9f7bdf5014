/*
 * Check Text's rules: what each one looks for and how severe it is by default. A workspace turns
 * rules off or changes their severity in lispwright.json at its root:
 *   { "check": { "rules": { "unused-local": false, "global-variable": "error" } } }
 */
export const RULES = {
  syntax: { severity: 'error', about: 'the text does not read (unbalanced parentheses, an unterminated string, a misplaced dot)' },
  'arg-count': { severity: 'error', about: 'a call with too few or too many arguments, against the builtin or the defun it calls' },
  'unknown-function': { severity: 'warning', about: 'a call to a function that is neither a builtin nor defined in the files checked' },
  'not-simulated': { severity: 'warning', about: 'an ActiveX (vla-, vlax-, vlr-) function Lispwright does not simulate' },
  'special-form': { severity: 'error', about: 'if, setq, defun, lambda, cond, foreach, while, repeat or quote written the wrong way' },
  'global-variable': { severity: 'warning', about: 'a defun sets a variable it does not declare local (VLIDE\'s global variable report)' },
  'unused-local': { severity: 'warning', about: 'a local variable declared after / that the function never uses' },
  'protected-symbol': { severity: 'warning', about: 'an assignment to T, PI or PAUSE, a defun that redefines a builtin, or a parameter that hides one' },
  'dxf-list': { severity: 'error', about: 'a quoted DXF list for entmake / entmod with a malformed group pair' },
  'ssget-filter': { severity: 'error', about: 'an ssget filter list with an unknown group code or unbalanced -4 operators' },
} as const;

export type RuleId = keyof typeof RULES;
export type Severity = 'error' | 'warning';

/** Per rule: off, or the severity to report with. */
export type RuleSettings = Partial<Record<RuleId, Severity | false>>;

export const RULE_IDS = Object.keys(RULES) as RuleId[];

export const isRuleId = (s: string): s is RuleId => Object.prototype.hasOwnProperty.call(RULES, s);

/**
 * The rule settings in a lispwright.json text. Unknown rules and values are reported (not
 * ignored silently), so a typo in the config does not quietly switch nothing off.
 */
export function parseCheckConfig(text: string): { rules: RuleSettings; problems: string[] } {
  const problems: string[] = [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { rules: {}, problems: [`lispwright.json is not JSON: ${(e as Error).message}`] };
  }
  const rules: RuleSettings = {};
  const raw = (data as { check?: { rules?: unknown } })?.check?.rules;
  if (raw === undefined) return { rules, problems };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { rules, problems: ['check.rules in lispwright.json must be an object'] };
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (!isRuleId(k)) {
      problems.push(`lispwright.json: unknown rule "${k}" (rules: ${RULE_IDS.join(', ')})`);
      continue;
    }
    if (v === false || v === 'off') rules[k] = false;
    else if (v === true || v === 'on') rules[k] = RULES[k].severity;
    else if (v === 'error' || v === 'warning') rules[k] = v;
    else problems.push(`lispwright.json: rule "${k}" takes false, true, "warning" or "error"`);
  }
  return { rules, problems };
}

export function severityOf(rule: RuleId, settings: RuleSettings | undefined): Severity | false {
  const s = settings?.[rule];
  return s === undefined ? RULES[rule].severity : s;
}
