; POINT and DONUT.
(setvar "OSMODE" 0) ;=> 0
(command "_.POINT" '(3 4)) ;=> nil
;>> "POINT Current point modes:  PDMODE=0  PDSIZE=0.0000\nSpecify a point: \nCommand: "
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "POINT") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbPoint") (10 3.0 4.0 0.0) (210 0.0 0.0 1.0) (50 . 0.0))
(progn (setvar "ELEVATION" 1.5) (command "_.POINT" "7,8") (setvar "ELEVATION" 0.0) (cdr (assoc 10 (entget (entlast))))) ;=> (7.0 8.0 1.5)
; DONUT: diameters become the defaults; centres until Enter; two half-circle segments, constant width
(command "_.DONUT" 1 2 '(0 0) '(5 5) "") ;=> nil
;>> "DONUT Specify inside diameter of donut <0.5000>: 1\nSpecify outside diameter of donut <1.0000>: 2\nSpecify center of donut or <exit>: \nSpecify center of donut or <exit>: \nSpecify center of donut or <exit>: \nCommand: "
(list (getvar "DONUTID") (getvar "DONUTOD")) ;=> (1.0 2.0)
(vl-remove-if-not '(lambda (g) (member (car g) '(70 43 10 42))) (entget (entlast))) ;=> ((70 . 1) (43 . 0.5) (10 4.25 5.0) (42 . 1.0) (10 5.75 5.0) (42 . 1.0))
(progn (setvar "CMDECHO" 0) (command "_.DONUT" "" "" '(0 0) "") (cdr (assoc 43 (entget (entlast))))) ;=> 0.5
