;; Old-style global *error* swap: save the previous handler, install our own, restore it at the
;; end and in the handler. The command stops with (exit) when the user picks nothing useful, and
;; divides by zero on a zero-length line to show the handler's report.
(defun my-err (msg)
  (setvar "OSMODE" *old-osmode*)
  (setq *error* *old-error*)
  (if (/= msg "quit / exit abort") (princ (strcat "\nMYCMD failed: " msg)) (princ "\nMYCMD stopped."))
  (princ))

(defun c:slope (/ e ed p1 p2)
  (setq *old-error* *error* *error* my-err *old-osmode* (getvar "OSMODE"))
  (setvar "OSMODE" 0)
  (setq e (car (entsel "\nPick a line: ")))
  (if (or (null e) (/= "LINE" (cdr (assoc 0 (setq ed (entget e)))))) (exit))
  (setq p1 (cdr (assoc 10 ed)) p2 (cdr (assoc 11 ed)))
  (princ (strcat "\nSlope: " (rtos (/ (- (cadr p2) (cadr p1)) (- (car p2) (car p1))) 2 4)))
  (setvar "OSMODE" *old-osmode*)
  (setq *error* *old-error*)
  (princ))
