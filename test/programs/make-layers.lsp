;; Make a standard set of layers from an association list (name colour linetype), skipping
;; those that exist, then set the first one current. entmake of LAYER table records.
(setq *std-layers*
  '(("E-LITE" 2 "CONTINUOUS")
    ("E-POWR" 1 "CONTINUOUS")
    ("A-WALL" 7 "CONTINUOUS")
    ("E-ANNO" 3 "CONTINUOUS")))

(defun mk-layer (name color ltype)
  (if (tblsearch "LAYER" name)
    nil
    (entmake (list '(0 . "LAYER")
                   '(100 . "AcDbSymbolTableRecord")
                   '(100 . "AcDbLayerTableRecord")
                   (cons 2 name)
                   '(70 . 0)
                   (cons 62 color)
                   (cons 6 ltype)))))

(defun c:mklayers (/ made skipped)
  (setq made 0 skipped 0)
  (foreach spec *std-layers*
    (if (apply 'mk-layer spec)
      (setq made (1+ made))
      (setq skipped (1+ skipped))))
  (setvar "CLAYER" (caar *std-layers*))
  (princ (strcat "\nCreated " (itoa made) ", already there " (itoa skipped) "."))
  (princ (strcat "\nCurrent layer: " (getvar "CLAYER")))
  (list made skipped (cdr (assoc 62 (tblsearch "LAYER" "E-POWR")))))
