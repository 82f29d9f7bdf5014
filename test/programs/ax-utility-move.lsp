;; MOVEIT: pick an object and a destination with Document.Utility (GetEntity fills two quoted
;; symbols, GetPoint returns a variant), then Move it; Esc or a miss ends quietly.
(vl-load-com)
(defun c:moveit (/ util obj base dest r)
  (setq util (vla-get-Utility (vla-get-ActiveDocument (vlax-get-acad-object))))
  (setq r (vl-catch-all-apply 'vla-GetEntity (list util 'obj 'pick "\nSelect object to move: ")))
  (if (vl-catch-all-error-p r)
    (progn (princ "\nNothing selected.") (princ) nil)
    (progn
      (setq base (vlax-get obj 'StartPoint)
            dest (vlax-safearray->list (vlax-variant-value (vla-GetPoint util (vlax-3d-point base) "\nMove start point to: "))))
      (vla-Move obj (vlax-3d-point base) (vlax-3d-point dest))
      (princ (strcat "\nMoved " (vla-get-ObjectName obj) " " (vla-get-Handle obj)))
      (princ)
      (vlax-get obj 'EndPoint))))
