;; TXTUP: all TEXT and MTEXT on annotation layers to upper case (MTEXT formatting codes kept),
;; through vla-get/put-TextString; objects on locked layers are skipped with a message.
(vl-load-com)
(defun c:txtup (/ doc n skipped txt)
  (setq doc (vla-get-ActiveDocument (vlax-get-acad-object)) n 0 skipped 0)
  (vlax-for obj (vla-get-ModelSpace doc)
    (if (and (wcmatch (vla-get-ObjectName obj) "AcDbText,AcDbMText")
             (wcmatch (strcase (vla-get-Layer obj)) "A-ANNO-*,TITLE"))
      (progn
        (setq txt (vla-get-TextString obj))
        (if (/= txt (strcase txt))
          (if (vl-catch-all-error-p (vl-catch-all-apply 'vla-put-TextString (list obj (strcase txt))))
            (setq skipped (1+ skipped))
            (setq n (1+ n)))))))
  (princ (strcat "\n" (itoa n) " text(s) changed, " (itoa skipped) " on locked layers."))
  (princ)
  (list n skipped))
