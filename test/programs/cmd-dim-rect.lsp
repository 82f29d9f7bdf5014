;; DIMRECT: dimensions the overall width and height of a rectangle the drafter picks (a closed
;; four-vertex LWPOLYLINE): DIMLINEAR under the bottom edge and right of the right edge, at two
;; text heights off, on layer A-ANNO-DIMS, with DIMSCALE set from the drafter's scale. Prints
;; both measurements.
(defun c:dimrect (/ old e d pts xs ys x0 x1 y0 y1 off w h)
  (setq old (mapcar 'getvar '("CMDECHO" "OSMODE" "CLAYER" "DIMSCALE")))
  (setvar "CMDECHO" 0)
  (setvar "OSMODE" 0)
  (setq e (car (entsel "\nSelect a rectangle: ")))
  (setq d (entget e))
  (if (and (= (cdr (assoc 0 d)) "LWPOLYLINE") (= 1 (logand 1 (cdr (assoc 70 d)))))
    (progn
      (initget 6)
      (setvar "DIMSCALE" (getreal "\nDrawing scale 1: "))
      (setq pts (mapcar 'cdr (vl-remove-if-not '(lambda (g) (= (car g) 10)) d))
            xs (mapcar 'car pts) ys (mapcar 'cadr pts)
            x0 (apply 'min xs) x1 (apply 'max xs) y0 (apply 'min ys) y1 (apply 'max ys)
            off (* 2 (getvar "DIMTXT") (getvar "DIMSCALE")))
      (command "_.-LAYER" "_M" "A-ANNO-DIMS" "")
      (command "_.DIMLINEAR" (list x0 y0) (list x1 y0) (list (/ (+ x0 x1) 2) (- y0 off)))
      (setq w (cdr (assoc 42 (entget (entlast)))))
      (command "_.DIMLINEAR" (list x1 y0) (list x1 y1) (list (+ x1 off) (/ (+ y0 y1) 2)))
      (setq h (cdr (assoc 42 (entget (entlast)))))
      (princ (strcat "\nWidth " (rtos w 2 0) ", height " (rtos h 2 0) ".")))
    (princ "\nThat is not a closed polyline."))
  (mapcar 'setvar '("CMDECHO" "OSMODE" "CLAYER" "DIMSCALE") old)
  (princ))
