; COPY — COPY command reference, COPYMODE system variable.
(setvar "OSMODE" 0) ;=> 0
(progn (command "_.CIRCLE" '(0 0) 1) (setq c (entlast)) (setvar "CMDECHO" 1) nil) ;=> nil
; COPYMODE 0: Multiple — the prompt repeats until Enter; each copy comes after entlast
(command "_.COPY" c "" '(0 0) '(5 0) '(10 0) "") ;=> nil
;>> "COPY Select objects: \n1 found\nSelect objects: \nCurrent settings:  Copy mode = Multiple\nSpecify base point or [Displacement/mOde] <Displacement>: \nSpecify second point or [Array] <use first point as displacement>: \nSpecify second point or [Array/Exit/Undo] <Exit>: \nSpecify second point or [Array/Exit/Undo] <Exit>: \nCommand: "
(progn (setq n 0 e c) (while (setq e (entnext e)) (setq n (1+ n))) (list n (cdr (assoc 10 (entget (entlast)))))) ;=> (2 (10.0 0.0 0.0))
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000250>) (0 . "CIRCLE") (330 . <Entity name: 7ff700000110>) (5 . "25") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbCircle") (10 10.0 0.0 0.0) (40 . 1.0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
; a command left waiting for a second point continues in the next call
(progn (command "_.COPY" c "" '(0 0) '(0 5)) (list (getvar "CMDACTIVE") (getvar "CMDNAMES"))) ;=> (1 "COPY")
(progn (command '(0 10) "") (list (getvar "CMDACTIVE") (cdr (assoc 10 (entget (entlast)))))) ;=> (0 (0.0 10.0 0.0))
; Enter at the first second point: the base point is the displacement, one copy
(progn (command "_.COPY" c "" "3,3" "") (cdr (assoc 10 (entget (entlast))))) ;=> (3.0 3.0 0.0)
; COPYMODE 1: one copy, the command ends
(progn (setvar "COPYMODE" 1) (setvar "CMDECHO" 1) (command "_.COPY" c "" '(0 0) '(-5 0)) (setvar "CMDECHO" 0) (list (getvar "CMDACTIVE") (cdr (assoc 10 (entget (entlast)))))) ;=> (0 (-5.0 0.0 0.0))
;>> "COPY Select objects: \n1 found\nSelect objects: \nCurrent settings:  Copy mode = Single\nSpecify base point or [Displacement/mOde/Multiple] <Displacement>: \nSpecify second point or [Array] <use first point as displacement>: \nCommand: "
; mOde switches and sets COPYMODE; Multiple overrides Single for this command
(progn (command "_.COPY" c "" "_O" "_M" '(0 0) '(0 -5) '(0 -10) "") (list (getvar "COPYMODE") (cdr (assoc 10 (entget (entlast)))))) ;=> (0 (0.0 -10.0 0.0))
; Undo takes back the last copy, Array copies along the displacement (Fit: the last item there)
(progn (command "_.COPY" c "" '(0 0) '(1 1) '(2 2) "_U" "") (cdr (assoc 10 (entget (entlast))))) ;=> (1.0 1.0 0.0)
(progn (setq m (entlast)) (command "_.COPY" c "" '(0 0) "_A" 4 '(2 0) "") (setq k 0 e m) (while (setq e (entnext e)) (setq k (1+ k))) (list k (cdr (assoc 10 (entget (entlast)))))) ;=> (3 (6.0 0.0 0.0))
(progn (command "_.COPY" c "" '(0 0) "_A" 3 "_F" '(20 20) "") (cdr (assoc 10 (entget (entlast))))) ;=> (20.0 20.0 0.0)
; Displacement option
(progn (command "_.COPY" c "" "_D" '(7 7)) (cdr (assoc 10 (entget (entlast))))) ;=> (7.0 7.0 0.0)
; UNDO removes the copies: they are not in the drawing any more
(progn (setq before (entlast)) (command "_.COPY" c "" '(0 0) '(50 50) "") (setq made (entlast)) (command "_.UNDO" 1) (list (equal (entlast) before) (entget made))) ;=> (T nil)
