; -ARRAY (and ARRAY from a program, taken as -ARRAY) — -ARRAY command reference (prompt text).
(setvar "OSMODE" 0) ;=> 0
(progn (command "_.CIRCLE" '(0 0) 0.5) (setq c (entlast)) (setvar "CMDECHO" 1) nil) ;=> nil
; rectangular: rows along Y, columns along X, copies made row by row
(command "_.-ARRAY" c "" "_R" 2 3 4 5) ;=> nil
;>> "-ARRAY Select objects: \n1 found\nSelect objects: \nEnter the type of array [Rectangular/Polar] <R>: _R\nEnter the number of rows (---) <1>: 2\nEnter the number of columns (|||) <1>: 3\nEnter the distance between rows or specify unit cell (---): 4\nSpecify the distance between columns (|||): 5\nCommand: "
(progn (setq pts nil e c) (while (setq e (entnext e)) (setq pts (cons (cdr (assoc 10 (entget e))) pts))) (reverse pts)) ;=> ((5.0 0.0 0.0) (10.0 0.0 0.0) (0.0 4.0 0.0) (5.0 4.0 0.0) (10.0 4.0 0.0))
(setvar "CMDECHO" 0) ;=> 0
; negative distances go down and to the left; one row needs only the column distance
(progn (setq m (entlast)) (command "ARRAY" c "" "_R" 1 3 -2) (list (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 10 (entget (entnext m)))))) ;=> ((-4.0 0.0 0.0) (-2.0 0.0 0.0))
; a unit cell: two corners give both distances
(progn (command "_.-ARRAY" c "" "_R" 2 2 '(0 0) '(7 3)) (cdr (assoc 10 (entget (entlast))))) ;=> (7.0 3.0 0.0)
; the type is remembered: Enter repeats Rectangular
(progn (command "_.-ARRAY" c "" "" 2 1 6) (cdr (assoc 10 (entget (entlast))))) ;=> (0.0 6.0 0.0)
(progn (setvar "CMDECHO" 1) (command "_.-ARRAY" c "" "_R" 1 1) (setvar "CMDECHO" 0)) ;=> 0
;>> "-ARRAY Select objects: \n1 found\nSelect objects: \nEnter the type of array [Rectangular/Polar] <R>: _R\nEnter the number of rows (---) <1>: 1\nEnter the number of columns (|||) <1>: 1\nOne-element array, nothing to do.\nCommand: "
; SNAPANG turns the rows
(progn (setvar "SNAPANG" (/ pi 2)) (command "_.-ARRAY" c "" "_R" 1 2 3) (setvar "SNAPANG" 0) (cdr (assoc 10 (entget (entlast))))) ;=> (0.0 3.0 0.0)
; polar: items round the centre, the fill angle (360: spread over the full turn)
(progn (command "_.LINE" '(10 0) '(12 0) "") (setq ln (entlast)) (setvar "CMDECHO" 1) (command "_.-ARRAY" ln "" "_P" '(0 0) 4 360 "_Y") (setvar "CMDECHO" 0) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 11))) ;=> ((0.0 -10.0 0.0) (0.0 -12.0 0.0))
;>> "-ARRAY Select objects: \n1 found\nSelect objects: \nEnter the type of array [Rectangular/Polar] <R>: _P\nSpecify center point of array or [Base]: \nEnter the number of items in the array: 4\nSpecify the angle to fill (+=ccw, -=cw) <360>: 360\nRotate arrayed objects? <Y>: _Y\nCommand: "
; a fill of 90 puts the last of 3 items at 90 degrees; not rotated, the items are only moved
(progn (command "_.-ARRAY" ln "" "_P" '(0 0) 3 90 "_N") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 11))) ;=> ((0.0 10.0 0.0) (2.0 10.0 0.0))
; Enter for the number of items: the angle between items decides how many
(progn (setq m (entlast)) (command "_.-ARRAY" ln "" "_P" '(0 0) "" 180 45 "") (setq k 0 e m) (while (setq e (entnext e)) (setq k (1+ k))) k) ;=> 4
; UNDO removes the whole array
(progn (setq m (entlast)) (command "_.-ARRAY" c "" "_R" 3 3 1 1) (command "_.UNDO" 1) (equal m (entlast))) ;=> T
