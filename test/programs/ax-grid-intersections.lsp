;; GRIDX: mark where the grid lines cross the walls: vla-IntersectWith between each X-GRID line
;; and each wall object, a POINT at every hit (on layer A-ANNO-DIMS); the walls' own extension
;; is not wanted (acExtendNone) but the grid lines are extended (acExtendThisEntity).
(vl-load-com)
(defun gx:hits (a b mode / v pts)
  (setq v (vlax-variant-value (vla-IntersectWith a b mode)))
  (if (>= (vlax-safearray-get-u-bound v 1) 0)
    (progn
      (setq v (vlax-safearray->list v))
      (while v (setq pts (cons (list (car v) (cadr v) (caddr v)) pts) v (cdddr v)))
      (reverse pts))))
(defun c:gridx (/ doc ms grid walls pts p)
  (setq doc (vla-get-ActiveDocument (vlax-get-acad-object)) ms (vla-get-ModelSpace doc))
  (vlax-for obj ms
    (cond ((= (strcase (vla-get-Layer obj)) "X-GRID") (setq grid (cons obj grid)))
          ((and (= (strcase (vla-get-Layer obj)) "A-WALL") (= (vla-get-ObjectName obj) "AcDbPolyline")) (setq walls (cons obj walls)))))
  (foreach g grid
    (foreach w walls
      (foreach h (gx:hits g w acExtendThisEntity)
        (setq pts (cons h pts)))))
  (foreach h pts
    (setq p (vla-AddPoint ms (vlax-3d-point h)))
    (vla-put-Layer p "A-ANNO-DIMS"))
  (princ (strcat "\n" (itoa (length pts)) " intersection(s) marked."))
  (princ)
  (length pts))
