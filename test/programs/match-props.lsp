;; MATCHPROP-lite: pick a source object, then a selection; copy layer, colour and linetype
;; (groups 8, 62, 6; removing 62/6 when the source is BYLAYER). Uses entsel + interactive ssget.
(defun put-group (ed code val)
  (cond ((null val) (vl-remove-if '(lambda (g) (= (car g) code)) ed))
        ((assoc code ed) (subst (cons code val) (assoc code ed) ed))
        (t (append ed (list (cons code val))))))

(defun c:mprops (/ src sed ss i ed n)
  (while (not (setq src (entsel "\nSelect source object: ")))
    (princ "\nMissed, try again."))
  (setq sed (entget (car src)))
  (princ "\nSelect destination objects: ")
  (setq ss (ssget '((0 . "LINE,CIRCLE,ARC,LWPOLYLINE"))) i 0 n 0)
  (if ss
    (repeat (sslength ss)
      (setq ed (entget (ssname ss i)) i (1+ i))
      (setq ed (put-group ed 8 (cdr (assoc 8 sed))))
      (setq ed (put-group ed 62 (cdr (assoc 62 sed))))
      (setq ed (put-group ed 6 (cdr (assoc 6 sed))))
      (if (entmod ed) (setq n (1+ n)))))
  (princ (strcat "\n" (itoa n) " object(s) matched to layer " (cdr (assoc 8 sed))))
  (princ)
  n)
