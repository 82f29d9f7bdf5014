;; SHIFTFURN: move every furniture block by a displacement and turn each about its own insertion
;; point (the client rotated the layout). Uses MOVE with the whole selection set and "_non"
;; overrides before the points (running snaps stay on), then ROTATE per block; all in one UNDO
;; group so a single U takes the change back.
(defun c:shiftfurn (/ *error* ss dx dy ang i e ip n)
  (defun *error* (msg) (command "_.UNDO" "_End") (princ (strcat "\nSHIFTFURN: " msg)) (princ))
  (setvar "CMDECHO" 0)
  (setq dx (getreal "\nShift X: ") dy (getreal "\nShift Y: ") ang (getreal "\nTurn each block by (degrees): "))
  (if (not (setq ss (ssget "X" '((0 . "INSERT") (8 . "A-FURN"))))) (progn (princ "\nNo furniture.") (exit)))
  (command "_.UNDO" "_Begin")
  (command "_.MOVE" ss "" "_non" '(0 0) "_non" (list dx dy))
  (setq i 0 n 0)
  (repeat (sslength ss)
    (setq e (ssname ss i) ip (cdr (assoc 10 (entget e))))
    (command "_.ROTATE" e "" "_non" ip ang)
    (setq i (1+ i) n (1+ n)))
  (command "_.UNDO" "_End")
  (princ (strcat "\n" (itoa n) " furniture block(s) moved and turned."))
  (princ))
