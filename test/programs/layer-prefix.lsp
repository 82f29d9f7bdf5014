;; LAYPREFIX — renames layers to the office standard by entmod of their table records; the
;; objects on them and the current layer follow the new names (AutoCAD keeps references).
(defun lp:rename (old new / rec)
  (if (and (setq rec (tblobjname "LAYER" old)) (not (tblsearch "LAYER" new)))
    (progn (setq rec (entget rec)) (entmod (subst (cons 2 new) (assoc 2 rec) rec)))))

(defun c:layprefix (/ pairs done)
  (setvar 'clayer "OLD_LAYER")
  (setq pairs '(("OLD_LAYER" . "Z-OLD") ("X-GRID" . "S-GRID") ("NOSUCH" . "N-SUCH")))
  (setq done (vl-remove nil (mapcar '(lambda (p) (if (lp:rename (car p) (cdr p)) (cdr p))) pairs)))
  (list done (getvar 'clayer)
        (sslength (ssget "X" '((8 . "Z-OLD"))))
        (ssget "X" '((8 . "OLD_LAYER")))))
(princ)
