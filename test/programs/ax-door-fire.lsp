;; FIREUP (ActiveX): every DOOR-900 reference whose FIRE attribute reads EI30 is upgraded to EI60,
;; through GetAttributes; references are found by their effective name, as dynamic blocks need.
(vl-load-com)
(defun c:fireupx (/ ss i br n att)
  (setq n 0)
  (if (setq ss (ssget "_X" '((0 . "INSERT") (66 . 1))))
    (progn
      (setq i 0)
      (repeat (sslength ss)
        (setq br (vlax-ename->vla-object (ssname ss i)) i (1+ i))
        (if (= (strcase (vla-get-EffectiveName br)) "DOOR-900")
          (foreach att (vlax-invoke br 'GetAttributes)
            (if (and (= (strcase (vla-get-TagString att)) "FIRE") (= (vla-get-TextString att) "EI30"))
              (progn (vla-put-TextString att "EI60") (setq n (1+ n)))))))))
  (princ (strcat "\nUpgraded " (itoa n) " door(s)"))
  (princ)
  n)
