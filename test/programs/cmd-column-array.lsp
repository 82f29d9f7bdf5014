;; COLUMNS: a structural column grid — one column (a square RECTANG on S-COLS) arrayed in rows
;; and columns with -ARRAY at the bay spacing, then a ring of anchor bolts (small circles)
;; arrayed round the first column's centre with a polar array. Reports the counts.
(defun c:columns (/ nx ny bx by size c0 bolt)
  (setvar "CMDECHO" 0)
  (setvar "OSMODE" 0)
  (setq nx (getint "\nColumns along X: ") ny (getint "\nColumns along Y: ")
        bx (getdist "\nBay X: ") by (getdist "\nBay Y: ") size 400.0)
  (command "_.-LAYER" "_M" "S-COLS" "_C" "5" "" "")
  (command "_.RECTANG" (list (- (/ size 2)) (- (/ size 2))) (list (/ size 2) (/ size 2)))
  (setq c0 (entlast))
  (command "_.-ARRAY" c0 "" "_R" ny nx by bx)
  (command "_.-LAYER" "_M" "S-BOLT" "")
  (command "_.CIRCLE" (list 150.0 0.0) 12.0)
  (setq bolt (entlast))
  (command "_.-ARRAY" bolt "" "_P" '(0.0 0.0) 4 360 "_Y")
  (princ (strcat "\n" (itoa (sslength (ssget "X" '((8 . "S-COLS"))))) " columns, "
                 (itoa (sslength (ssget "X" '((8 . "S-BOLT"))))) " bolts."))
  (princ))
