;; PLVERT: number the vertices of a picked lightweight polyline with TEXT at each vertex
;; (Coordinates read with vlax-get, texts made with vla-AddText in the polyline's space).
(vl-load-com)
(defun c:plvert (/ sel obj pts space i x y txt)
  (if (and (setq sel (entsel "\nSelect a polyline: "))
           (= (cdr (assoc 0 (entget (car sel)))) "LWPOLYLINE"))
    (progn
      (setq obj (vlax-ename->vla-object (car sel))
            pts (vlax-get obj 'Coordinates)
            space (vla-get-ModelSpace (vla-get-ActiveDocument (vlax-get-acad-object)))
            i 0)
      (while pts
        (setq x (car pts) y (cadr pts) pts (cddr pts) i (1+ i))
        (setq txt (vla-AddText space (itoa i) (vlax-3d-point x y 0.0) 150.0))
        (vla-put-Layer txt (vla-get-Layer obj)))
      (princ (strcat "\n" (itoa i) " vertices numbered."))
      (princ)
      i)
    (progn (princ "\nThat is not a lightweight polyline.") (princ) nil)))
