;; LAYPURGE: delete every layer no object uses; vla-Delete refuses layer 0, the current layer and
;; layers in use, so each attempt goes through vl-catch-all-apply and the refusals are counted.
(vl-load-com)
(defun c:laypurge (/ doc gone kept r name)
  (setq doc (vla-get-ActiveDocument (vlax-get-acad-object)) kept 0)
  (vlax-for lay (vla-get-Layers doc)
    (setq name (vla-get-Name lay)
          r (vl-catch-all-apply 'vla-Delete (list lay)))
    (if (vl-catch-all-error-p r)
      (setq kept (1+ kept))
      (setq gone (cons name gone))))
  (princ (strcat "\nDeleted: " (vl-princ-to-string (reverse gone)) ", kept " (itoa kept)))
  (princ)
  (reverse gone))
