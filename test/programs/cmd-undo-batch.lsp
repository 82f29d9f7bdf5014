;; REVCLOUDS (simplified): for every CIRCLE on OLD_LAYER, draw a revision box around it on a
;; REVISION layer and tag it with the revision number. All of it is one UNDO group; if anything
;; goes wrong (or the user presses Esc at the revision prompt), the *error* handler closes the
;; group and steps back with U, so the drawing is exactly as it was.
(defun c:revboxes (/ *error* ss i e c r rev n)
  (defun *error* (msg)
    (command-s "_.UNDO" "_END")
    (command-s "_.U")
    (setvar "CMDECHO" 1)
    (princ (strcat "\nRevision boxes undone: " msg))
    (princ))
  (setvar "CMDECHO" 0)
  (command "_.UNDO" "_BE")
  (command "_.-LAYER" "_M" "REVISION" "_C" "6" "" "")
  (setq ss (ssget "X" '((0 . "CIRCLE") (8 . "OLD_LAYER"))) n 0)
  (if ss
    (progn
      (setq i 0)
      (repeat (sslength ss)
        (setq e (entget (ssname ss i))
              c (cdr (assoc 10 e))
              r (* 1.25 (cdr (assoc 40 e))))
        (command "_.RECTANG" (list (- (car c) r) (- (cadr c) r)) (list (+ (car c) r) (+ (cadr c) r)))
        (setq n (1+ n) i (1+ i)))))
  (initget 1)
  (setq rev (getstring "\nRevision number: "))
  (setq i 0)
  (if ss
    (repeat (sslength ss)
      (setq c (cdr (assoc 10 (entget (ssname ss i)))))
      (command "_.TEXT" "_BL" (list (car c) (cadr c)) 150 0 (strcat "REV " rev))
      (setq i (1+ i))))
  (command "_.UNDO" "_E")
  (setvar "CMDECHO" 1)
  (princ (strcat "\n" (itoa n) " revision box(es) drawn."))
  (princ))
