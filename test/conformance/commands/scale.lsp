; SCALE — SCALE command reference.
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.CIRCLE" '(2 0) 1) (setq c (entlast))
  (command "_.TEXT" '(0 0) 0.5 0 "S") (setq tx (entlast))
  (command "_.PLINE" '(0 0) "_W" 0.1 0.1 '(4 0) "") (setq pl (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
(command "_.SCALE" c "" '(0 0) 2) ;=> nil
;>> "SCALE Select objects: \n1 found\nSelect objects: \nSpecify base point: \nSpecify scale factor or [Copy/Reference] <1.0000>: 2\nCommand: "
(entget c) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "CIRCLE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbCircle") (10 4.0 0.0 0.0) (40 . 2.0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
; heights and widths scale too
(progn (command "_.SCALE" tx pl "" '(0 0) 3) (list (cdr (assoc 40 (entget tx))) (cdr (assoc 43 (entget pl))) (cdr (assoc 40 (entget pl))) (cdr (assoc 10 (reverse (entget pl)))))) ;=> (1.5 0.3 0.3 (12.0 0.0))
; a point gives the factor as its distance from the base point; Enter repeats the last factor
(progn (command "_.SCALE" c "" '(0 0) '(0 0.5)) (cdr (assoc 40 (entget c)))) ;=> 1.0
(progn (command "_.SCALE" c "" '(0 0) "") (list (cdr (assoc 10 (entget c))) (cdr (assoc 40 (entget c))))) ;=> ((1.0 0.0 0.0) 0.5)
; Reference: the new length over the reference length (typed, or by points)
(progn (command "_.SCALE" c "" '(0 0) "_R" 2 8) (cdr (assoc 40 (entget c)))) ;=> 2.0
(progn (command "_.SCALE" c "" '(0 0) "_R" '(0 0) '(2 0) "_P" '(0 0) '(0 1)) (cdr (assoc 40 (entget c)))) ;=> 1.0
; a zero or negative factor is refused and asked again
(progn (setvar "CMDECHO" 1) (command "_.SCALE" c "" '(0 0) 0 -2 1) (setvar "CMDECHO" 0) (cdr (assoc 40 (entget c)))) ;=> 1.0
;>> "SCALE Select objects: \n1 found\nSelect objects: \nSpecify base point: \nSpecify scale factor or [Copy/Reference] <0.5000>: 0\nValue must be positive and nonzero.\nSpecify scale factor or [Copy/Reference] <0.5000>: -2\nValue must be positive and nonzero.\nSpecify scale factor or [Copy/Reference] <0.5000>: 1\nCommand: "
; Copy keeps the original
(progn (command "_.SCALE" c "" '(0 0) "_C" 10) (list (cdr (assoc 40 (entget c))) (cdr (assoc 40 (entget (entlast)))))) ;=> (1.0 10.0)
(progn (command "_.UNDO" 2) (cdr (assoc 40 (entget c)))) ;=> 1.0
