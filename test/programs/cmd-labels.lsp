;; PTLABEL: surveyors' point labels. Every POINT in the drawing gets its elevation written to the
;; upper right of it, on a LABELS layer, with a style of fixed height made for the purpose
;; (so TEXT asks no height), rotated with the current UCS-free drawing.
(defun c:ptlabel (/ ss i p n)
  (setvar "CMDECHO" 0)
  (setvar "OSMODE" 0)
  (if (not (tblsearch "STYLE" "LABEL"))
    (entmake '((0 . "STYLE") (100 . "AcDbSymbolTableRecord") (100 . "AcDbTextStyleTableRecord")
               (2 . "LABEL") (70 . 0) (40 . 0.25) (41 . 0.9) (50 . 0.0) (71 . 0) (42 . 0.25) (3 . "romans.shx") (4 . ""))))
  (command "_.-LAYER" "_M" "LABELS" "")
  (setq ss (ssget "X" '((0 . "POINT"))) n 0)
  (if ss
    (progn
      (setq i 0)
      (repeat (sslength ss)
        (setq p (cdr (assoc 10 (entget (ssname ss i)))))
        (command "_.TEXT" "_S" "LABEL" "_BL" (list (+ (car p) 0.1) (+ (cadr p) 0.1)) 0 (rtos (caddr p) 2 2))
        (setq i (1+ i) n (1+ n)))))
  (princ (strcat "\nLabelled " (itoa n) " point(s)."))
  (princ))

;; make a few survey points first (the POINT command, with their elevations)
(defun c:survey (/ pts)
  (setvar "CMDECHO" 0)
  (setvar "OSMODE" 0)
  (setq pts '((0 0 10.5) (5 2 11.25) (9 7 12.0)))
  (foreach p pts (command "_.POINT" p))
  (c:ptlabel))
