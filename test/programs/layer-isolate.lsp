;; Isolate the layer of a picked object: freeze every other layer (not the current one),
;; remember what was frozen so LAYUNISO can put it back. Style of the classic "LAYISO" clones.
(defun c:layiso (/ *error* oldecho sel lay rec name flags frozen)
  (defun *error* (msg)
    (if oldecho (setvar "CMDECHO" oldecho))
    (if (not (wcmatch (strcase msg) "*CANCEL*,*QUIT*"))
      (princ (strcat "\nError: " msg)))
    (princ))
  (setq oldecho (getvar "CMDECHO"))
  (setvar "CMDECHO" 0)
  (if (setq sel (entsel "\nSelect object on layer to isolate: "))
    (progn
      (setq lay (cdr (assoc 8 (entget (car sel)))))
      (setvar "CLAYER" lay)
      (setq rec (tblnext "LAYER" T) frozen nil)
      (while rec
        (setq name (cdr (assoc 2 rec)) flags (cdr (assoc 70 rec)))
        (if (and (/= (strcase name) (strcase lay)) (zerop (logand flags 1)))
          (progn
            (setq rec (entget (tblobjname "LAYER" name)))
            (entmod (subst (cons 70 (logior flags 1)) (assoc 70 rec) rec))
            (setq frozen (cons name frozen))))
        (setq rec (tblnext "LAYER")))
      (setq *layiso-frozen* (reverse frozen))
      (princ (strcat "\nLayer " lay " isolated, " (itoa (length frozen)) " layer(s) frozen."))))
  (setvar "CMDECHO" oldecho)
  (princ))

(defun c:layuniso (/ n rec)
  (setq n 0)
  (foreach name *layiso-frozen*
    (setq rec (entget (tblobjname "LAYER" name)))
    (entmod (subst (cons 70 (logand (cdr (assoc 70 rec)) (~ 1))) (assoc 70 rec) rec))
    (setq n (1+ n)))
  (setq *layiso-frozen* nil)
  (princ (strcat "\n" (itoa n) " layer(s) thawed."))
  (princ))
