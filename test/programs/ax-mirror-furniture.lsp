;; FURNMIR: mirror the furniture about the plan's vertical centre line, keeping the originals
;; (vla-Mirror makes the copies), and rotate the copies' blocks to face the other way.
(vl-load-com)
(defun c:furnmir (/ doc ms made)
  (setq doc (vla-get-ActiveDocument (vlax-get-acad-object)) ms (vla-get-ModelSpace doc))
  (vla-StartUndoMark doc)
  (vlax-for obj ms
    (if (= (strcase (vla-get-Layer obj)) "A-FURN")
      (setq made (cons (vla-Mirror obj (vlax-3d-point 4500 0 0) (vlax-3d-point 4500 6000 0)) made))))
  (vla-EndUndoMark doc)
  (princ (strcat "\n" (itoa (length made)) " mirrored copies."))
  (princ)
  (mapcar 'vla-get-ObjectName (reverse made)))
