/*
 * The product brief's example as a scripted model: inspect, a first attempt whose selection is
 * empty ((sslength nil) -> bad argument type: lselsetp nil), the repair with the nil check and
 * test data (assertions, and a run on an empty drawing), then the delivery.
 */
import type { ScriptedTurn } from '../support/scripted-openai-server.js';
import { deliver } from './helpers.js';

export const MOVE_TASK = 'move all lines on OLD_LAYER to NEW_LAYER';

/** The effect the request asks for, written before the code: every LINE on OLD_LAYER ends on NEW_LAYER. */
export const MOVE_EFFECT = { modified: [{ filter: [[0, 'LINE'], [8, 'OLD_LAYER']], groups: { '8': 'NEW_LAYER' } }], sysvars: 'unchanged' };

export const V1 = `(defun c:movelines ( / ss i ent)
  (setq ss (ssget "X" '((0 . "LINE") (8 . "OLD-LAYER"))))
  (setq i 0)
  (repeat (sslength ss)
    (setq ent (entget (ssname ss i)))
    (entmod (subst (cons 8 "NEW_LAYER") (assoc 8 ent) ent))
    (setq i (1+ i)))
  (princ (strcat "\\nMoved " (itoa i) " lines to NEW_LAYER."))
  (princ))`;

export const V2 = `(defun c:movelines ( / *error* ss i ent)
  (defun *error* (msg)
    (if (not (wcmatch (strcase msg) "*CANCEL*,*QUIT*,*EXIT*"))
      (princ (strcat "\\nError: " msg)))
    (princ))
  (setq ss (ssget "X" '((0 . "LINE") (8 . "OLD_LAYER"))))
  (if ss
    (progn
      (setq i 0)
      (repeat (sslength ss)
        (setq ent (entget (ssname ss i)))
        (entmod (subst (cons 8 "NEW_LAYER") (assoc 8 ent) ent))
        (setq i (1+ i)))
      (princ (strcat "\\nMoved " (itoa i) " lines from OLD_LAYER to NEW_LAYER.")))
    (princ "\\nNo lines on OLD_LAYER: nothing to move."))
  (princ))`;

export function moveLinesTurns(): ScriptedTurn[] {
  return [
    { text: 'First I look at the lines on OLD_LAYER.', toolCalls: [{ name: 'inspect_drawing', arguments: { type: 'LINE', layer: 'OLD_LAYER' } }] },
    { text: 'Plan: select the LINEs on OLD_LAYER with ssget "X" and change group 8 with entmod.', toolCalls: [{ name: 'run_lisp', arguments: { code: V1, call: 'c:movelines', expect_effect: MOVE_EFFECT } }] },
    {
      text: 'The selection was empty (I typed OLD-LAYER), so sslength got nil. I fix the layer name, add a nil check, and test both cases.',
      toolCalls: [
        { name: 'run_lisp', arguments: { code: V2, call: 'c:movelines', expect_effect: MOVE_EFFECT, assertions: ['(null (ssget "X" \'((0 . "LINE") (8 . "OLD_LAYER"))))', '(ssget "X" \'((0 . "LINE") (8 . "NEW_LAYER")))'] } },
        { name: 'run_lisp', arguments: { code: V2, call: 'c:movelines', drawing: 'empty', expect_effect: {} } },
      ],
    },
    { text: deliver(V2, 'Type MOVELINES. It moves every LINE on OLD_LAYER to NEW_LAYER and says how many; with no such lines it says so instead of failing.') },
  ];
}
