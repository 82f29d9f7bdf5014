;; Strip MTEXT formatting codes (\P paragraphs, \f fonts, {} groups, \\ escapes) to plain text
;; character by character, convert the note into single-line TEXT entities, and show unit
;; conversions used in the note's header (cvunit), plus read/eval of a stored setting string.
(defun strip-mtext (s / chars out c nxt)
  (setq chars (vl-string->list s))
  (while chars
    (setq c (car chars) chars (cdr chars))
    (cond
      ((= c 92) ; backslash
       (setq nxt (car chars) chars (cdr chars))
       (cond ((member nxt '(80 112)) (setq out (cons 10 out)))            ; \P
             ((member nxt '(92 123 125)) (setq out (cons nxt out)))       ; \\ \{ \}
             ((member nxt '(102 70 72 104 67 99 84 116 81 113 87 119 65 97))
              (while (and chars (/= (car chars) 59)) (setq chars (cdr chars))) ; up to ;
              (setq chars (cdr chars)))
             (t nil)))
      ((member c '(123 125)) nil)
      (t (setq out (cons c out)))))
  (vl-list->string (reverse out)))

(defun c:mtx2txt (/ ss ed txt lines y h n p cfg)
  (setq ss (ssget "X" '((0 . "MTEXT"))) ed (entget (ssname ss 0)))
  (setq txt (strip-mtext (cdr (assoc 1 ed))) h (cdr (assoc 40 ed)) y (caddr (assoc 10 ed)) n 0)
  (setq lines nil)
  (while (setq p (vl-string-position 10 txt))
    (setq lines (cons (substr txt 1 p) lines) txt (substr txt (+ p 2))))
  (setq lines (reverse (cons txt lines)))
  (foreach l lines
    (entmake (list '(0 . "TEXT") (cons 8 (cdr (assoc 8 ed))) (list 10 (cadr (assoc 10 ed)) (- y (* n 1.5 h)) 0.0)
                   (cons 40 h) (cons 1 l)))
    (setq n (1+ n)))
  (entdel (ssname ss 0))
  (setq cfg (eval (read "(list (cons \"scale\" 50) (cons \"units\" \"mm\"))")))
  (princ (strcat "\n" (itoa n) " line(s)"))
  (princ)
  (list lines (strip-mtext "{\\fArial|b1;Bold} \\\\ back\\Pnext") (cvunit 1 "inch" "mm") (cvunit 90 "degree" "radian")
        (cdr (assoc "scale" cfg)) (chr 65) (ascii "Z")))
