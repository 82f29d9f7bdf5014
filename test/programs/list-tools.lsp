;; List processing the Lee Mac way: unique layer names, grouping, removing by predicate,
;; nth/member/vl-position lookups, and a mapcar over several lists.
(defun LM:unique (l) (if l (cons (car l) (LM:unique (vl-remove (car l) (cdr l))))))
(defun LM:groupbyfunction (lst fun / tmp1 tmp2 x1)
  (if (setq x1 (car lst))
    (progn
      (foreach x2 (cdr lst)
        (if (fun x1 x2) (setq tmp1 (cons x2 tmp1)) (setq tmp2 (cons x2 tmp2))))
      (cons (cons x1 (reverse tmp1)) (LM:groupbyfunction (reverse tmp2) fun)))))
(defun ss->list (ss / i out)
  (if ss (repeat (setq i (sslength ss)) (setq out (cons (ssname ss (setq i (1- i))) out))))
  out)

(defun c:listtools (/ ents layers groups circles radii big idx)
  (setq ents (mapcar 'entget (ss->list (ssget "X"))))
  (setq layers (LM:unique (mapcar '(lambda (e) (cdr (assoc 8 e))) ents)))
  (setq groups (LM:groupbyfunction (mapcar '(lambda (e) (cdr (assoc 0 e))) ents) '(lambda (a b) (= a b))))
  (setq groups (mapcar '(lambda (g) (cons (car g) (length g))) groups))
  (setq circles (vl-remove-if-not '(lambda (e) (= "CIRCLE" (cdr (assoc 0 e)))) ents))
  (setq radii (mapcar '(lambda (e) (cdr (assoc 40 e))) circles))
  (setq big (vl-remove-if '(lambda (r) (< r 200.0)) radii))
  (setq idx (vl-position "A-FURN" layers))
  (princ (strcat "\nLayers used: " (itoa (length layers))))
  (princ "\nTypes: ") (prin1 (vl-sort groups '(lambda (a b) (> (cdr a) (cdr b)))))
  (princ "\nRadii: ") (prin1 (mapcar '(lambda (r) (rtos r 2 0)) radii))
  (princ)
  (list (length layers) idx (apply 'max radii) (apply '+ (mapcar '* '(1 2 3) '(4 5 6))) big
        (vl-every '(lambda (e) (assoc 5 e)) ents) (vl-some '(lambda (l) (wcmatch l "X-*")) layers)
        (car (vl-member-if '(lambda (l) (wcmatch l "A-G*")) layers))))
