;; Place POINTs and small CIRCLEs on a polar array around a picked centre, using polar and
;; angtof/angtos; the circles go on a layer made on the fly via CLAYER.
(defun c:parray (/ cen rad cnt step ang k pts)
  (setq cen (getpoint "\nCentre point: "))
  (setq rad (getdist cen "\nRadius: "))
  (initget 7)
  (setq cnt (getint "\nNumber of items: "))
  (setq step (/ (* 2 pi) cnt) k 0)
  (if (not (tblsearch "LAYER" "X-ARRAY"))
    (command "_.-LAYER" "_M" "X-ARRAY" "_C" "4" "" ""))
  (setvar "CLAYER" "X-ARRAY")
  (repeat cnt
    (setq ang (* k step))
    (setq pts (cons (polar cen ang rad) pts))
    (entmake (list '(0 . "CIRCLE") (cons 10 (car pts)) '(40 . 50.0)))
    (princ (strcat "\nItem " (itoa (1+ k)) " at " (angtos ang 0 2) " deg: "
                   (rtos (car (car pts)) 2 1) "," (rtos (cadr (car pts)) 2 1)))
    (setq k (1+ k)))
  (entmake (list '(0 . "POINT") (cons 10 cen)))
  (princ)
  (length pts))
