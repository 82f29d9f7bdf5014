;; Scripted input: initget keywords with getkword, a default kept in a global, getpoint with
;; a base point, getreal with initget bits; draws a LINE or a CIRCLE accordingly.
(if (null *kw-shape*) (setq *kw-shape* "Circle"))
(defun c:shape (/ kw p1 p2 r ent)
  (initget "Line Circle eXit")
  (setq kw (getkword (strcat "\nShape [Line/Circle/eXit] <" *kw-shape* ">: ")))
  (if (null kw) (setq kw *kw-shape*))
  (setq *kw-shape* kw)
  (cond
    ((= kw "Line")
     (setq p1 (getpoint "\nStart: ") p2 (getpoint p1 "\nEnd: "))
     (setq ent (entmakex (list '(0 . "LINE") '(8 . "A-WALL") (cons 10 p1) (cons 11 p2)))))
    ((= kw "Circle")
     (setq p1 (getpoint "\nCentre: "))
     (initget 7)
     (setq r (getreal "\nRadius: "))
     (setq ent (entmakex (list '(0 . "CIRCLE") (cons 10 p1) (cons 40 r)))))
    (t (princ "\nNothing drawn.")))
  (if ent (cdr (assoc 0 (entget ent)))))
