;; PLCLOSE: close every open lightweight polyline on the wall layer and report each one's area
;; (vla-put-Closed / vla-get-Area); closed ones are only measured.
(vl-load-com)
(defun c:plclose (/ doc closed areas)
  (setq doc (vla-get-ActiveDocument (vlax-get-acad-object)) closed 0)
  (vla-StartUndoMark doc)
  (vlax-for obj (vla-get-ModelSpace doc)
    (if (and (= (vla-get-ObjectName obj) "AcDbPolyline") (= (strcase (vla-get-Layer obj)) "A-WALL"))
      (progn
        (if (= (vla-get-Closed obj) :vlax-false) (progn (vla-put-Closed obj :vlax-true) (setq closed (1+ closed))))
        (setq areas (cons (/ (vla-get-Area obj) 1e6) areas)))))
  (vla-EndUndoMark doc)
  (princ (strcat "\nClosed " (itoa closed) "; areas (m2): " (vl-princ-to-string (reverse areas))))
  (princ)
  (reverse areas))
