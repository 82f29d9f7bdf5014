;; TAGNUM — renumber room tags: every TEXT on a layer gets prefix + number, in the order the
;; dialog's radio column chooses (left to right, or top to bottom). The DCL file includes a
;; shared file of prototypes with @include.
(defun tagnum:sorted (ss how / l i)
  (repeat (setq i (sslength ss)) (setq l (cons (ssname ss (setq i (1- i))) l)))
  (vl-sort l
    (function (lambda (a b / pa pb)
      (setq pa (cdr (assoc 10 (entget a))) pb (cdr (assoc 10 (entget b))))
      (if (= how "bytop") (> (cadr pa) (cadr pb)) (< (car pa) (car pb)))))))

(defun c:tagnum (/ dch lay prefix start how ss n e)
  (setq dch (load_dialog "tagnum"))
  (if (not (new_dialog "tagnum" dch)) (progn (princ "\nNo dialog.") (exit)))
  (set_tile "layer" (getvar "CLAYER"))
  (action_tile "accept"
    (strcat "(setq lay (get_tile \"layer\") prefix (get_tile \"prefix\") start (atoi (get_tile \"start\")) how (get_tile \"order\"))"
            "(if (tblsearch \"LAYER\" lay) (done_dialog 1) (set_tile \"error\" (strcat \"No layer \" lay)))"))
  (if (and (= 1 (start_dialog)) (setq ss (ssget "X" (list '(0 . "TEXT") (cons 8 lay)))))
    (progn
      (setq n start)
      (foreach en (tagnum:sorted ss how)
        (setq e (entget en))
        (entmod (subst (cons 1 (strcat prefix (itoa n))) (assoc 1 e) e))
        (setq n (1+ n)))
      (princ (strcat "\nNumbered " (itoa (- n start)) " tag(s)."))))
  (unload_dialog dch)
  (princ))
