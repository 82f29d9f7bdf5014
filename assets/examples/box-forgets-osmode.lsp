;;; BOX (careless): turns object snaps off while asking for two corners, and turns
;;; them back on at the end, but its *error* handler forgets OSMODE: press Esc at a
;;; prompt and the drafter is left with snaps off.

(defun c:box (/ *error* old-osmode p1 p2)
  (defun *error* (msg) (princ (strcat "\n" msg)) (princ))
  (setq old-osmode (getvar "OSMODE"))
  (setvar "OSMODE" 0)
  (setq p1 (getpoint "\nFirst corner: "))
  (setq p2 (getcorner p1 "\nOther corner: "))
  (setvar "OSMODE" old-osmode)
  (princ))
