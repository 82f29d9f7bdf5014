;; BLKTAG: label every block reference with its effective name, above the top-left corner of its
;; bounding box (vla-GetBoundingBox with quoted out-symbols, then safearrays to lists).
(vl-load-com)
(defun c:blktag (/ doc ms lo hi ll ur n mt)
  (setq doc (vla-get-ActiveDocument (vlax-get-acad-object))
        ms  (vla-get-ModelSpace doc)
        n 0)
  (vlax-for obj ms
    (if (= (vla-get-ObjectName obj) "AcDbBlockReference")
      (progn
        (vla-GetBoundingBox obj 'lo 'hi)
        (setq ll (vlax-safearray->list lo) ur (vlax-safearray->list hi))
        (setq mt (vla-AddMText ms (vlax-3d-point (car ll) (+ (cadr ur) 100.0) 0.0) 0.0 (vla-get-EffectiveName obj)))
        (vla-put-Height mt 100.0)
        (vla-put-AttachmentPoint mt acAttachmentPointBottomLeft)
        (vla-put-Layer mt "A-ANNO-TEXT")
        (setq n (1+ n)))))
  (princ (strcat "\n" (itoa n) " label(s) placed."))
  (princ)
  n)
