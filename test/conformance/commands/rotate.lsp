; ROTATE — ROTATE command reference; "Current positive angle" line and Reference prompts AutoCAD 2006 on.
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(1 0) '(3 0) "") (setq ln (entlast))
  (command "_.ARC" '(5 0) '(4 1) '(3 0)) (setq ar (entlast))
  (command "_.TEXT" '(0 2) 0.5 0 "ROT") (setq tx (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
(command "_.ROTATE" ln "" '(0 0) 90) ;=> nil
;>> "ROTATE Current positive angle in UCS:  ANGDIR=counterclockwise  ANGBASE=0\nSelect objects: \n1 found\nSelect objects: \nSpecify base point: \nSpecify rotation angle or [Copy/Reference] <0>: 90\nCommand: "
(entget ln) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 0.0 1.0 0.0) (11 0.0 3.0 0.0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
; ANGDIR 1: a typed angle is clockwise; the message says so
(progn (setvar "ANGDIR" 1) (setvar "CMDECHO" 1) (command "_.ROTATE" ln "" '(0 0) 90) (setvar "CMDECHO" 0) (setvar "ANGDIR" 0) (cdr (assoc 11 (entget ln)))) ;=> (3.0 0.0 0.0)
;>> "ROTATE Current positive angle in UCS:  ANGDIR=clockwise  ANGBASE=0\nSelect objects: \n1 found\nSelect objects: \nSpecify base point: \nSpecify rotation angle or [Copy/Reference] <90>: 90\nCommand: "
; a point gives the angle from the base point; Enter repeats the last angle
(progn (command "_.ROTATE" ln "" '(0 0) '(0 5)) (cdr (assoc 11 (entget ln)))) ;=> (0.0 3.0 0.0)
(progn (command "_.ROTATE" ln "" '(0 0) "") (cdr (assoc 11 (entget ln)))) ;=> (-3.0 0.0 0.0)
; arcs turn their end angles, text its rotation 50
(progn (command "_.ROTATE" ar tx "" '(0 0) 45) (list (cdr (assoc 50 (entget ar))) (cdr (assoc 51 (entget ar))) (cdr (assoc 50 (entget tx))) (cdr (assoc 10 (entget tx))))) ;=> (0.785398 3.92699 0.785398 (-1.41421 1.41421 0.0))
; Reference: from the reference angle to the new angle (typed, or by points)
(progn (command "_.ROTATE" tx "" '(0 0) "_R" 45 0) (cdr (assoc 50 (entget tx)))) ;=> 0.0
(progn (command "_.ROTATE" ln "" '(0 0) "_R" '(0 0) '(-3 0) "_P" '(0 0) '(0 -1)) (cdr (assoc 11 (entget ln)))) ;=> (0.0 -3.0 0.0)
; Copy: the original stays, a rotated copy comes after entlast
(progn (setvar "CMDECHO" 1) (command "_.ROTATE" ln "" '(0 0) "_C" 180) (setvar "CMDECHO" 0) (list (cdr (assoc 11 (entget ln))) (cdr (assoc 11 (entget (entlast)))))) ;=> ((0.0 -3.0 0.0) (0.0 3.0 0.0))
;>> "ROTATE Current positive angle in UCS:  ANGDIR=counterclockwise  ANGBASE=0\nSelect objects: \n1 found\nSelect objects: \nSpecify base point: \nSpecify rotation angle or [Copy/Reference] <90>: _C\nRotating a copy of the selected objects.\nSpecify rotation angle or [Copy/Reference] <90>: 180\nCommand: "
(progn (command "_.UNDO" 1) (list (cdr (assoc 11 (entget (entlast)))) (cdr (assoc 11 (entget ln))))) ;=> ((0.0 0.0 0.0) (0.0 -3.0 0.0))
