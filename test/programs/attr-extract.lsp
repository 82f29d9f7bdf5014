;; Walk every INSERT with attributes: entnext from the INSERT through its ATTRIBs to the SEQEND,
;; collecting (tag . value) pairs; write a CSV with one row per insert.
(defun get-attribs (ins / e ed out)
  (setq e (entnext ins))
  (while (and e (= "ATTRIB" (cdr (assoc 0 (setq ed (entget e))))))
    (setq out (cons (cons (cdr (assoc 2 ed)) (cdr (assoc 1 ed))) out))
    (setq e (entnext e)))
  (list (reverse out) (if e (cdr (assoc 0 (entget e))))))

(defun c:attx (/ ss i ins f row res rows)
  (setq ss (ssget "X" '((0 . "INSERT") (66 . 1))) i 0 rows 0)
  (setq f (open "attribs.csv" "w"))
  (write-line "HANDLE,BLOCK,ATTRIBUTES,END" f)
  (if ss
    (while (< i (sslength ss))
      (setq ins (ssname ss i) res (get-attribs ins))
      (setq row (strcat (cdr (assoc 5 (entget ins))) ","
                        (cdr (assoc 2 (entget ins))) ","
                        (apply 'strcat (mapcar '(lambda (p) (strcat (car p) "=" (cdr p) ";")) (car res)))
                        "," (vl-princ-to-string (cadr res))))
      (write-line row f)
      (setq rows (1+ rows) i (1+ i))))
  (close f)
  (princ (strcat "\n" (itoa rows) " row(s) written."))
  (princ))
