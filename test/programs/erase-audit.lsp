;; ERASEAUDIT — a database reactor records every object appended or erased while a cleanup
;; command runs, so the command can print an audit trail of what it touched.
(vl-load-com)
(setq *ea-trail* nil)
(defun ea:note (kind ename / d)
  (setq d (entget ename))
  (setq *ea-trail* (cons (list kind (cdr (assoc 0 d)) (cdr (assoc 8 d))) *ea-trail*)))
(defun ea:appended (r p) (ea:note "added" (cadr p)))
(defun ea:erased (r p) (setq *ea-trail* (cons (list "erased" (type (cadr p))) *ea-trail*)))
(setq *ea-reactor* (vlr-acdb-reactor nil '((:vlr-objectAppended . ea:appended) (:vlr-objectErased . ea:erased))))

(defun c:cleanold (/ ss i n)
  (setq n 0)
  (if (setq ss (ssget "X" '((8 . "OLD_LAYER"))))
    (progn
      (setq i 0)
      (repeat (sslength ss) (entdel (ssname ss i)) (setq i (1+ i) n (1+ n)))))
  (entmake '((0 . "TEXT") (8 . "NOTES") (10 0.0 -500.0 0.0) (40 . 100.0) (1 . "OLD_LAYER purged")))
  (vlr-remove *ea-reactor*)
  (list n (length *ea-trail*) (last *ea-trail*) (car *ea-trail*)))
(princ)
