;; Length and area of every LWPOLYLINE, from its vertices and bulges (no vlax-curve).
;; Arc segment length = chord * angle / (2 sin(angle/2)) with angle = 4 atan(bulge).
(defun seg-len (p1 p2 b / c a)
  (setq c (distance p1 p2))
  (if (or (null b) (equal b 0.0 1e-12))
    c
    (progn (setq a (* 4.0 (atan (abs b)))) (/ (* c a) (* 2.0 (sin (/ a 2.0)))))))

(defun lw-verts (ed / out)
  (foreach g ed
    (cond ((= (car g) 10) (setq out (cons (list (cdr g) 0.0) out)))
          ((= (car g) 42) (setq out (cons (list (car (car out)) (cdr g)) (cdr out))))))
  (reverse out))

(defun lw-length (ed / vs closed tot i)
  (setq vs (lw-verts ed) closed (= 1 (logand 1 (cdr (assoc 70 ed)))) tot 0.0 i 0)
  (while (< i (1- (length vs)))
    (setq tot (+ tot (seg-len (car (nth i vs)) (car (nth (1+ i) vs)) (cadr (nth i vs)))) i (1+ i)))
  (if closed (setq tot (+ tot (seg-len (car (last vs)) (car (car vs)) (cadr (last vs))))))
  tot)

(defun lw-area (ed / pts a)
  ;; shoelace on the straight segments only
  (setq pts (mapcar 'car (lw-verts ed)) a 0.0)
  (mapcar '(lambda (p q) (setq a (+ a (- (* (car p) (cadr q)) (* (car q) (cadr p))))))
          pts (append (cdr pts) (list (car pts))))
  (abs (/ a 2.0)))

(defun c:plen (/ ss i ed res)
  (setq ss (ssget "X" '((0 . "LWPOLYLINE"))) i 0)
  (while (and ss (< i (sslength ss)))
    (setq ed (entget (ssname ss i)))
    (setq res (cons (list (cdr (assoc 8 ed)) (rtos (lw-length ed) 2 3) (rtos (lw-area ed) 2 2)) res))
    (princ (strcat "\n" (cdr (assoc 5 ed)) " " (cdr (assoc 8 ed)) ": L=" (rtos (lw-length ed) 2 3) " A=" (rtos (lw-area ed) 2 2)))
    (setq i (1+ i)))
  (princ)
  (reverse res))
