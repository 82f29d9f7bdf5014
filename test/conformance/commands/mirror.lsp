; MIRROR — MIRROR command reference, MIRRTEXT system variable (0: text keeps its direction).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(1 1) '(4 2) "") (setq ln (entlast))
  (command "_.ARC" '(3 0) '(2 1) '(1 0)) (setq ar (entlast))
  (command "_.TEXT" '(1 3) 1 0 "ABC") (setq tx (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
; the default keeps the source and mirrors a copy
(command "_.MIRROR" ln "" '(0 0) '(0 1) "") ;=> nil
;>> "MIRROR Select objects: \n1 found\nSelect objects: \nSpecify first point of mirror line: \nSpecify second point of mirror line: \nErase source objects? [Yes/No] <No>: \nCommand: "
(list (cdr (assoc 10 (entget ln))) (entget (entlast))) ;=> ((1.0 1.0 0.0) ((-1 . <Entity name: 7ff700000260>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "26") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 -1.0 1.0 0.0) (11 -4.0 2.0 0.0) (210 0.0 0.0 1.0)))
(setvar "CMDECHO" 0) ;=> 0
; an arc mirrored runs the other way: its end angles swap
(progn (command "_.MIRROR" ar "" '(0 0) '(0 1) "_N") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 50 51))) ;=> ((-2.0 0.0 0.0) 0.0 3.14159)
; MIRRTEXT 0: the text reads forwards at the mirrored place (the box 1..3.67 goes to -3.67..-1)
(progn (command "_.MIRROR" tx "" '(0 0) '(0 1) "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 50 71))) ;=> ((-3.66667 3.0 0.0) 0.0 0)
; across a horizontal line it stays upright too
(progn (command "_.MIRROR" tx "" '(0 0) '(1 0) "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 50 71))) ;=> ((1.0 -4.0 0.0) 0.0 0)
; MIRRTEXT 1: the text is mirrored (backward, 71 = 2)
(progn (setvar "MIRRTEXT" 1) (command "_.MIRROR" tx "" '(0 0) '(0 1) "") (setvar "MIRRTEXT" 0) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 50 71))) ;=> ((-1.0 3.0 0.0) 0.0 2)
; Yes: the mirrored objects replace the sources (which are erased)
(progn (setq before ln) (command "_.MIRROR" ln "" '(10 0) '(10 1) "_Y") (list (entget before) (cdr (assoc 10 (entget (entlast)))))) ;=> (nil (19.0 1.0 0.0))
; the two points must differ
(progn (setvar "CMDECHO" 1) (command "_.MIRROR" ar "" '(0 0) '(0 0) '(1 1) "") (setvar "CMDECHO" 0) (cdr (assoc 10 (entget (entlast))))) ;=> (0.0 2.0 0.0)
;>> "MIRROR Select objects: \n1 found\nSelect objects: \nSpecify first point of mirror line: \nSpecify second point of mirror line: \nPoints must be distinct.\nSpecify second point of mirror line: \nErase source objects? [Yes/No] <No>: \nCommand: "
(progn (command "_.UNDO" 2) (list (cdr (assoc 10 (entget ln))) (cdr (assoc 10 (entget (entlast)))))) ;=> ((1.0 1.0 0.0) (-1.0 3.0 0.0))
