;; LINKLABEL — an associative label: an object reactor on a circle keeps a TEXT showing its
;; radius up to date when the circle is edited with entmod, and says so when it is erased.
(vl-load-com)
(defun ll:fmt (r) (strcat "R=" (rtos r 2 2)))

(defun ll:modified (owner reactor params / circle label)
  (setq circle (entget owner)
        label (vlr-data reactor))
  (if (and circle (entget label))
    (entmod (subst (cons 1 (ll:fmt (cdr (assoc 40 circle)))) (assoc 1 (entget label)) (entget label)))))

(defun ll:erased (owner reactor params / label)
  (setq label (vlr-data reactor))
  (entmod (subst '(1 . "(circle erased)") (assoc 1 (entget label)) (entget label))))

(defun c:linklabel (/ c txt first-label)
  (setq c (entmakex '((0 . "CIRCLE") (8 . "0") (10 10.0 10.0 0.0) (40 . 2.5))))
  (setq txt (entmakex (list '(0 . "TEXT") '(10 10.0 14.0 0.0) '(40 . 0.5) (cons 1 (ll:fmt 2.5)))))
  (vlr-object-reactor (list c) txt '((:vlr-modified . ll:modified) (:vlr-erased . ll:erased)))
  (entmod (subst '(40 . 4.0) (assoc 40 (entget c)) (entget c)))
  (setq first-label (cdr (assoc 1 (entget txt))))
  (entdel c)
  (list first-label (cdr (assoc 1 (entget txt)))))
(princ)
