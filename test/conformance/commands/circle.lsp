; CIRCLE [pause]; CIRCLE command reference. CIRCLERAD is the radius default and follows each circle.
(setvar "OSMODE" 0) ;=> 0
(command "._circle" '(5 5) 2.5) ;=> nil
;>> "circle Specify center point for circle or [3P/2P/Ttr (tan tan radius)]: \nSpecify radius of circle or [Diameter]: 2.5\nCommand: "
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "CIRCLE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbCircle") (10 5.0 5.0 0.0) (40 . 2.5) (210 0.0 0.0 1.0))
(getvar "CIRCLERAD") ;=> 2.5
; the default shows once CIRCLERAD is set; Enter takes it; a stray "" after the call does nothing [commands.md §4]
(command "._circle" '(0 0) "" "") ;=> nil
;>> "circle Specify center point for circle or [3P/2P/Ttr (tan tan radius)]: \nSpecify radius of circle or [Diameter] <2.5000>: \nCommand: "
(setvar "CMDECHO" 0) ;=> 0
(cdr (assoc 40 (entget (entlast)))) ;=> 2.5
; radius as a typed string, as a point, Diameter
(progn (command "._circle" '(0 0) "1.25") (cdr (assoc 40 (entget (entlast))))) ;=> 1.25
(progn (command "._circle" '(0 0) '(3 4)) (cdr (assoc 40 (entget (entlast))))) ;=> 5.0
(progn (command "_.CIRCLE" "5,4" "_d" 2.75) (list (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 40 (entget (entlast)))))) ;=> ((5.0 4.0 0.0) 1.375)
; 2P: the points are the ends of a diameter; 3P: through three points
(progn (command "_.CIRCLE" "_2P" '(0 0) '(4 0)) (list (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 40 (entget (entlast)))))) ;=> ((2.0 0.0 0.0) 2.0)
(progn (command "_.CIRCLE" "_3P" '(0 0) '(2 0) '(1 1)) (list (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 40 (entget (entlast)))))) ;=> ((1.0 0.0 0.0) 1.0)
; Ttr between two lines, picked with (ename point) lists, and between a line and a circle; the
; tangent circle nearest the picks is made, and none when there is none of that radius
(progn
  (command "_.LINE" '(0 20) '(50 20) "") (setq l1 (entlast))
  (command "_.LINE" '(0 20) '(0 70) "") (setq l2 (entlast))
  (command "_.CIRCLE" "_T" (list l1 '(10 20)) (list l2 '(0 30)) 5)
  (list (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 40 (entget (entlast)))))) ;=> ((5.0 25.0 0.0) 5.0)
(progn (command "_.CIRCLE" '(30 35) 5) (setq c1 (entlast)) (command "_.CIRCLE" "_ttr" (list l1 '(30 20)) (list c1 '(30 30)) 5) (list (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 40 (entget (entlast)))))) ;=> ((30.0 25.0 0.0) 5.0)
; a zero or negative radius is refused and asked again
(progn (command "_.CIRCLE" '(0 0) 0 -2 3) (cdr (assoc 40 (entget (entlast))))) ;=> 3.0
;>> "Value must be positive and nonzero.\nValue must be positive and nonzero.\n"
(progn (setq last (entlast)) (command "_.CIRCLE" "_T" (list l1 '(30 20)) (list c1 '(30 40)) 0.5) (eq last (entlast))) ;=> T
;>> "Circle does not exist.\n"
