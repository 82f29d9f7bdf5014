;;; BOX (careful): the same command with an *error* handler that puts OSMODE back.

(defun c:box (/ *error* old-osmode p1 p2)
  (defun *error* (msg)
    (if old-osmode (setvar "OSMODE" old-osmode))
    (if (not (wcmatch (strcase msg) "*BREAK*,*CANCEL*,*EXIT*"))
      (princ (strcat "\nError: " msg)))
    (princ))
  (setq old-osmode (getvar "OSMODE"))
  (setvar "OSMODE" 0)
  (setq p1 (getpoint "\nFirst corner: "))
  (setq p2 (getcorner p1 "\nOther corner: "))
  (setvar "OSMODE" old-osmode)
  (princ))
