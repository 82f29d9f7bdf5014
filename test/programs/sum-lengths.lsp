;; Total LINE length per layer with an assoc-list accumulator; report sorted by layer name,
;; lengths formatted with the drawing's LUNITS/LUPREC (rtos with no mode).
(defun add-to (key val alist / old)
  (if (setq old (assoc key alist))
    (subst (cons key (+ (cdr old) val)) old alist)
    (cons (cons key val) alist)))

(defun c:linesum (/ ss i e ed totals grand)
  (setq ss (ssget "X" '((0 . "LINE"))) i -1 grand 0.0)
  (while (setq e (ssname ss (setq i (1+ i))))
    (setq ed (entget e))
    (setq totals (add-to (cdr (assoc 8 ed)) (distance (cdr (assoc 10 ed)) (cdr (assoc 11 ed))) totals)))
  (setq totals (vl-sort totals (function (lambda (a b) (< (car a) (car b))))))
  (foreach p totals
    (princ (strcat "\n" (car p) ": " (rtos (cdr p) 2 2) " (" (itoa (fix (/ (cdr p) 1000.0))) " m)"))
    (setq grand (+ grand (cdr p))))
  (princ (strcat "\nTotal: " (rtos grand 2 1)))
  (princ)
  (mapcar 'car totals))
