;; defun-q and s::startup style appending, dotted-pair settings lists, and a layer state
;; save/restore via an assoc list of (name . flags).
(defun-q my-startup () (setq *started* 1))
(setq my-startup (append my-startup '((setq *started* (1+ *started*)))))
(defun-q-list-set 'extra (defun-q-list-ref 'my-startup))

(defun save-layer-state (/ rec out)
  (setq rec (tblnext "LAYER" T))
  (while rec
    (setq out (cons (cons (cdr (assoc 2 rec)) (cdr (assoc 70 rec))) out) rec (tblnext "LAYER")))
  (reverse out))

(defun restore-layer-state (state / n ed)
  (setq n 0)
  (foreach p state
    (setq ed (entget (tblobjname "LAYER" (car p))))
    (if (/= (cdr (assoc 70 ed)) (cdr p))
      (progn (entmod (subst (cons 70 (cdr p)) (assoc 70 ed) ed)) (setq n (1+ n)))))
  n)

(defun c:laystate (/ st ed n locked)
  (my-startup)
  (extra)
  (setq st (save-layer-state))
  ;; lock every layer that starts with A-
  (foreach p st
    (if (wcmatch (car p) "A-*")
      (progn (setq ed (entget (tblobjname "LAYER" (car p))))
             (entmod (subst (cons 70 (logior 4 (cdr p))) (assoc 70 ed) ed)))))
  (setq locked (length (vl-remove-if-not '(lambda (p) (= 4 (logand 4 (cdr (assoc 70 (tblsearch "LAYER" (car p))))))) st)))
  (setq n (restore-layer-state st))
  (princ (strcat "\nLocked " (itoa locked) ", restored " (itoa n)))
  (princ)
  (list *started* (car my-startup) locked n (cdr (assoc "X-GRID" st))))
