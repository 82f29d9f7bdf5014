/*
 * The false "verified" results issue 11 lists, as cases the agent's gate and Export Verified must
 * both refuse, each with the reason it must give. The session drawing is the floor plan (four LINEs
 * on OLD_LAYER); the request is "make the lines on OLD_LAYER red".
 */
import type { ScriptedInput } from '../../interpreter/runner/contract.js';
import type { ExpectedEffect } from '../../interpreter/runner/effect.js';

export const RED_TASK = 'make the lines on OLD_LAYER red';
export const RED_EFFECT: ExpectedEffect = { modified: [{ filter: [[0, 'LINE'], [8, 'OLD_LAYER']], groups: { '62': 1 } }], sysvars: 'unchanged' };

/** c:recolor with a body; `body` works on `e` (each LINE's entget list) */
const recolor = (body: string) => `(defun c:recolor ( / ss i e)
  (if (setq ss (ssget "X" '((0 . "LINE") (8 . "OLD_LAYER"))))
    (repeat (setq i (sslength ss))
      (setq e (entget (ssname ss (setq i (1- i)))))
      ${body}))
  (princ))`;

const setColour = (n: number) => `(entmod (if (assoc 62 e) (subst (cons 62 ${n}) (assoc 62 e) e) (append e (list (cons 62 ${n})))))`;

/** What the request asks, done right: the control that must verify. */
export const RED_OK = recolor(setColour(1));

export interface FalseVerifiedCase {
  name: string;
  code: string;
  call?: string;
  inputs?: ScriptedInput[];
  /** undefined: the case declares no effect */
  effect?: ExpectedEffect;
  /** the reason the refusal must give */
  reason: RegExp;
}

export const FALSE_VERIFIED: FalseVerifiedCase[] = [
  { name: 'a command that is only defined, never called', code: recolor(`(entmod (subst (cons 62 1) (assoc 62 e) e)) (no-such-function)`), effect: RED_EFFECT, reason: /c:recolor \(defined at \S+:1\) was never called/ },
  { name: 'code that deletes the lines', code: recolor('(entdel (cdr (assoc -1 e)))'), call: 'c:recolor', effect: RED_EFFECT, reason: /4 LINE on OLD_LAYER were deleted, expected modified/ },
  { name: 'code that colours them blue', code: recolor(setColour(5)), call: 'c:recolor', effect: RED_EFFECT, reason: /4 LINE on OLD_LAYER: colour is 5, expected 1/ },
  { name: 'code that only prints "now red"', code: '(defun c:recolor () (princ "\\nnow red") (princ))', call: 'c:recolor', effect: RED_EFFECT, reason: /3 LINE on OLD_LAYER were not changed, expected modified/ },
  { name: 'a command Lispwright does not simulate', code: '(defun c:recolor () (command "_.-VIEW" "_Save" "RED") (princ))', call: 'c:recolor', effect: {}, reason: /the command -VIEW at \S+:1 is not simulated/ },
  {
    name: 'an ssget answered with Enter because the inputs ran out',
    code: '(defun c:recolor ( / ss) (if (setq ss (ssget)) (no-such-function ss)) (princ))',
    call: 'c:recolor',
    effect: {},
    reason: /the prompt "Select objects:" at \S+:1 went unanswered/,
  },
  { name: 'an empty code block', code: '', effect: {}, reason: /the text holds no code/ },
  { name: 'a code block that is only a comment', code: ';; make the lines red\n', effect: {}, reason: /the text holds no code/ },
  {
    name: 'startapp, NETLOAD and vl-file-delete inside vl-catch-all-apply',
    code: `(defun c:recolor ()
  (vl-catch-all-apply 'startapp '("notepad.exe"))
  (vl-catch-all-apply 'vl-file-delete '("C:/temp/old.dwg"))
  (vl-catch-all-apply 'command '("_.NETLOAD" "C:/x/tool.dll"))
  (princ))`,
    call: 'c:recolor',
    effect: {},
    reason: /startapp at \S+:2 .*acts outside the drawing/,
  },
  { name: 'a session run that declares no expected effect', code: RED_OK, call: 'c:recolor', reason: /no expected effect was declared/ },
];
