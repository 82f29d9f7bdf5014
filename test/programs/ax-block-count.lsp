;; BCOUNT: block references counted by effective name over the Blocks of the drawing (layouts and
;; anonymous blocks skipped), the table printed in name order.
(vl-load-com)
(defun c:bcount (/ doc names counts name c)
  (setq doc (vla-get-ActiveDocument (vlax-get-acad-object)))
  (vlax-for blk (vla-get-Blocks doc)
    (if (and (= (vla-get-IsLayout blk) :vlax-false) (= (vla-get-IsXRef blk) :vlax-false) (not (wcmatch (vla-get-Name blk) "`**")))
      (setq names (cons (vla-get-Name blk) names))))
  (vlax-for obj (vla-get-ModelSpace doc)
    (if (= (vla-get-ObjectName obj) "AcDbBlockReference")
      (progn
        (setq name (vla-get-EffectiveName obj))
        (if (setq c (assoc name counts))
          (setq counts (subst (cons name (1+ (cdr c))) c counts))
          (setq counts (cons (cons name 1) counts))))))
  (setq counts (mapcar '(lambda (n) (cons n (cond ((cdr (assoc n counts))) (0)))) (acad_strlsort names)))
  (foreach c counts (princ (strcat "\n" (car c) ": " (itoa (cdr c)))))
  (princ)
  counts)
