;; CLEANZONE: erase everything inside a window the drafter picks except the walls (A-WALL is
;; locked for the operation, so ERASE leaves them and says so), then report what went.
;; Uses the Window option of Select objects, as scripts pass it: "_W" p1 p2.
(defun c:cleanzone (/ p1 p2 inside before after)
  (setvar "CMDECHO" 1)
  (setq p1 (getpoint "\nFirst corner: "))
  (setq p2 (getcorner p1 "\nOther corner: "))
  (setq inside (ssget "_W" p1 p2))
  (setq before (sslength (ssget "X")))
  (command "_.-LAYER" "_LO" "A-WALL" "")
  (command "_.ERASE" "_W" p1 p2 "")
  (command "_.-LAYER" "_U" "A-WALL" "")
  (setq after (sslength (ssget "X")))
  (princ (strcat "\nErased " (itoa (- before after)) " of the " (itoa (if inside (sslength inside) 0))
                 " object(s) in the window (walls kept)."))
  (princ))
