;; RECTX: a closed rectangle from two picked corners, made with vla-AddLightWeightPolyline from a
;; safearray of doubles wrapped in a variant, on the current layer, with a constant width.
(vl-load-com)
(defun c:rectx (/ p1 p2 pts sa pl)
  (if (and (setq p1 (getpoint "\nFirst corner: "))
           (setq p2 (getcorner p1 "\nOther corner: ")))
    (progn
      (setq pts (list (car p1) (cadr p1) (car p2) (cadr p1) (car p2) (cadr p2) (car p1) (cadr p2)))
      (setq sa (vlax-make-safearray vlax-vbDouble (cons 0 (1- (length pts)))))
      (vlax-safearray-fill sa pts)
      (setq pl (vla-AddLightWeightPolyline
                 (vla-get-ModelSpace (vla-get-ActiveDocument (vlax-get-acad-object)))
                 (vlax-make-variant sa (+ vlax-vbArray vlax-vbDouble))))
      (vla-put-Closed pl :vlax-true)
      (vla-put-ConstantWidth pl 10.0)
      (princ (strcat "\nRectangle " (vla-get-Handle pl) ", area " (rtos (vla-get-Area pl) 2 0)))
      (princ)
      (vla-get-Area pl))))
