;; Change the colour of every entity on a layer pattern to a given ACI, through entmod.
;; Adds group 62 where the entity is BYLAYER (no 62 in its list).
(defun recolor-ent (ename aci / ed)
  (setq ed (entget ename))
  (if (assoc 62 ed)
    (setq ed (subst (cons 62 aci) (assoc 62 ed) ed))
    (setq ed (append ed (list (cons 62 aci)))))
  (entmod ed)
  (entupd ename))

(defun c:recolor (/ ss i n aci)
  (initget 7)
  (setq aci (getint "\nNew colour number: "))
  (setq ss (ssget "_X" '((8 . "A-WALL,A-DOOR"))) n 0)
  (if ss
    (repeat (setq i (sslength ss))
      (recolor-ent (ssname ss (setq i (1- i))) aci)
      (setq n (1+ n))))
  (princ (strcat "\n" (itoa n) " object(s) changed to colour " (itoa aci) "."))
  n)
