;; LAYREP: a layer report the ActiveX way — every layer's state and how many model-space objects
;; sit on it, counted in one pass over ModelSpace. Writes the table to layers.csv too.
(vl-load-com)
(defun lr:flag (b) (if (= b :vlax-true) "Y" "-"))
(defun c:layrep (/ acad doc counts name n f row out)
  (setq acad (vlax-get-acad-object)
        doc  (vla-get-ActiveDocument acad))
  (vlax-for obj (vla-get-ModelSpace doc)
    (setq name (strcase (vla-get-Layer obj)))
    (if (setq n (assoc name counts))
      (setq counts (subst (cons name (1+ (cdr n))) n counts))
      (setq counts (cons (cons name 1) counts))))
  (setq f (open "layers.csv" "w"))
  (write-line "Layer,On,Frozen,Locked,Color,Linetype,Objects" f)
  (vlax-for lay (vla-get-Layers doc)
    (setq row (strcat (vla-get-Name lay) ","
                      (lr:flag (vla-get-LayerOn lay)) ","
                      (lr:flag (vla-get-Freeze lay)) ","
                      (lr:flag (vla-get-Lock lay)) ","
                      (itoa (vla-get-Color lay)) ","
                      (vla-get-Linetype lay) ","
                      (itoa (cond ((cdr (assoc (strcase (vla-get-Name lay)) counts))) (0)))))
    (write-line row f)
    (setq out (cons row out)))
  (close f)
  (princ (strcat "\n" (itoa (length out)) " layers written to layers.csv"))
  (princ)
  (reverse out))
