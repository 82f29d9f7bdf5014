;; TITLES — writes a sheet title on every paper-space layout and reports how many objects each
;; layout holds, using CTAB and (410 . name) filters as sheet-set tools do.
(defun tt:count (lay / ss)
  (if (setq ss (ssget "X" (list (cons 410 lay)))) (sslength ss) 0))

(defun c:titles (/ old n report)
  (setq old (getvar "CTAB") n 1 report nil)
  (foreach lay (layoutlist)
    (setvar "CTAB" lay)
    (entmake (list '(0 . "TEXT") '(8 . "TITLE") '(10 1.0 0.5 0.0) '(40 . 0.25)
                   (cons 1 (strcat "SHEET " (itoa n) " - " (strcase lay)))))
    (setq report (cons (cons lay (tt:count lay)) report) n (1+ n)))
  (setvar "CTAB" old)
  (princ (strcat "\nBack in " (getvar "CTAB") ", TILEMODE " (itoa (getvar "TILEMODE"))))
  (reverse report))
(princ)
