;; RLINE — draw lines with a rubber band: grread tracks the pointer, grdraw shows the band
;; (redraw clears the previous one), a pick fixes the line and starts the next one, Enter or a
;; right click ends. The status line shows the length as the pointer moves.
(defun c:rline (/ from g pt n)
  (setq from (getpoint "\nFirst point: ") n 0)
  (princ "\nNext point (Enter to end): ")
  (while (and from (setq g (grread t 15 0)) (not (member (car g) '(2 25))))
    (setq pt (cadr g))
    (cond
      ((= 5 (car g))
       (redraw)
       (grdraw from pt 1 1)
       (grtext -1 (strcat "Length " (rtos (distance from pt) 2 2))))
      ((= 3 (car g))
       (redraw)
       (entmake (list '(0 . "LINE") (cons 10 from) (cons 11 pt)))
       (setq from pt n (1+ n)))))
  (redraw)
  (grtext)
  (princ (strcat "\n" (itoa n) " line(s)."))
  (princ))
