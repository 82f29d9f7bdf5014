;; XDOORS: explode every door block (QAFLAGS 1 so the whole set goes at once, as programs set
;; it) and put the pieces on A-DOOR-DETAIL — the pieces are what follows a marker entity, found
;; with entnext — then explode the room outlines (polylines on A-WALL) into lines. QAFLAGS is
;; put back. Reports how many pieces were re-layered.
(defun c:xdoors (/ *error* qa ss marker e n walls)
  (defun *error* (msg) (if qa (setvar "QAFLAGS" qa)) (princ (strcat "\nXDOORS: " msg)) (princ))
  (setvar "CMDECHO" 0)
  (setq qa (getvar "QAFLAGS"))
  (command "_.-LAYER" "_M" "A-DOOR-DETAIL" "_C" "30" "" "")
  (setvar "CLAYER" "0")
  (if (setq ss (ssget "X" '((0 . "INSERT") (2 . "DOOR-900"))))
    (progn
      (setq marker (entlast))
      (setvar "QAFLAGS" 1)
      (command "_.EXPLODE" ss "")
      (setvar "QAFLAGS" qa)
      (setq n 0 e marker)
      (while (setq e (entnext e))
        (command "_.CHPROP" e "" "_LA" "A-DOOR-DETAIL" "")
        (setq n (1+ n)))))
  (if (setq walls (ssget "X" '((0 . "LWPOLYLINE") (8 . "A-WALL"))))
    (progn (setvar "QAFLAGS" 1) (command "_.EXPLODE" walls "") (setvar "QAFLAGS" qa)))
  (princ (strcat "\n" (itoa (if n n 0)) " door piece(s) moved to A-DOOR-DETAIL."))
  (princ))
