;; Read a CSV shipped with the request (name,x,y,height), skip the header and blank lines,
;; parse with a split helper, atof/atoi/distof, and place TEXT for each row. Bad rows are
;; reported with their line number.
(defun split (s ch / p out)
  (while (setq p (vl-string-position (ascii ch) s))
    (setq out (cons (substr s 1 p) out) s (substr s (+ 2 p))))
  (reverse (cons s out)))

(defun c:csvtext (/ f fn line n row bad made)
  (setq fn (findfile "data/labels.csv") n 0 made 0)
  (if (null fn) (progn (princ "\nlabels.csv not found") (exit)))
  (setq f (open fn "r"))
  (read-line f)
  (while (setq line (read-line f))
    (setq n (1+ n))
    (cond
      ((= "" (vl-string-trim " \t" line)))
      ((and (= 4 (length (setq row (split line ",")))) (distof (cadr row)) (distof (caddr row)))
       (entmake (list '(0 . "TEXT") '(8 . "A-ANNO-TEXT")
                      (list 10 (atof (cadr row)) (atof (caddr row)) 0.0)
                      (cons 40 (if (> (atof (cadddr row)) 0) (atof (cadddr row)) 250.0))
                      (cons 1 (strcase (car row)))))
       (setq made (1+ made)))
      (t (setq bad (cons n bad)))))
  (close f)
  (princ (strcat "\nPlaced " (itoa made) " label(s)"))
  (if bad (princ (strcat "; bad line(s): " (vl-princ-to-string (reverse bad)))))
  (princ)
  (list made (reverse bad) (vl-filename-base fn) (vl-filename-extension fn)))
