;; RENUM: renumber the room tags (TEXT on layer A-ROOM-NUMB, model space) row by row, top to
;; bottom and left to right, with a prefix and a start number the drafter gives. Each tag is
;; rewritten with CHANGE (Enter through the point, style, height and rotation prompts to the new
;; text), all inside one UNDO group; *error* closes the group and restores CMDECHO.
(defun renum-sort (ents)
  ;; rows: tags whose Y differ by less than half a metre are one row
  (vl-sort ents
    (function
      (lambda (a b / pa pb)
        (setq pa (cdr (assoc 10 (entget a)))
              pb (cdr (assoc 10 (entget b))))
        (if (equal (cadr pa) (cadr pb) 500.0)
          (< (car pa) (car pb))
          (> (cadr pa) (cadr pb)))))))

(defun c:renum (/ *error* oldecho ss ents pre n i)
  (defun *error* (msg)
    (command-s "_.UNDO" "_E")
    (setvar "CMDECHO" oldecho)
    (if (not (wcmatch (strcase msg) "*CANCEL*,*QUIT*"))
      (princ (strcat "\nError: " msg)))
    (princ))
  (setq oldecho (getvar "CMDECHO"))
  (setvar "CMDECHO" 0)
  (command "_.UNDO" "_BE")
  (if (setq ss (ssget "X" '((0 . "TEXT") (8 . "A-ROOM-NUMB") (410 . "Model"))))
    (progn
      (setq pre (getstring "\nPrefix <R>: "))
      (if (= pre "") (setq pre "R"))
      (initget 6)
      (setq n (getint "\nStart number <1>: "))
      (if (null n) (setq n 1))
      (setq i 0)
      (repeat (sslength ss)
        (setq ents (cons (ssname ss i) ents)
              i (1+ i)))
      (foreach e (renum-sort ents)
        (command "_.CHANGE" e "" "" "" "" "" "" (strcat pre (itoa n)))
        (setq n (1+ n)))
      (princ (strcat "\nRenumbered " (itoa (length ents)) " tag(s).")))
    (princ "\nNo room tags on A-ROOM-NUMB."))
  (command "_.UNDO" "_E")
  (setvar "CMDECHO" oldecho)
  (princ))

;; the scene: five tags placed out of order, middle-centre justified, on their own layer
(defun c:roomtags ()
  (setvar "CMDECHO" 0)
  (setvar "OSMODE" 0)
  (command "_.-LAYER" "_M" "A-ROOM-NUMB" "_C" "3" "" "")
  (foreach p '(((6000 3000) "?") ((1000 3000) "?") ((3500 3050) "?") ((1200 500) "?") ((5000 520) "?"))
    (command "_.TEXT" "_J" "_MC" (car p) 250 0 (cadr p)))
  (command "_.-LAYER" "_S" "0" "")
  (princ))
