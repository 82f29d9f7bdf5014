; ARC: the common variants (ARC command reference). Arcs run counterclockwise from 50 to 51.
(setvar "OSMODE" 0) ;=> 0
(command "_.ARC" '(10 0) '(0 10) '(-10 0)) ;=> nil
;>> "ARC Specify start point of arc or [Center]: \nSpecify second point of arc or [Center/End]: \nSpecify end point of arc: \nCommand: "
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "ARC") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbCircle") (10 0.0 0.0 0.0) (40 . 10.0) (210 0.0 0.0 1.0) (100 . "AcDbArc") (50 . 0.0) (51 . 3.14159))
(setvar "CMDECHO" 0) ;=> 0
(defun arc-data () (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 40 50 51))) ;=> ARC-DATA
; three points the other way round: the same arc (it is stored counterclockwise)
(progn (command "_.ARC" '(-10 0) '(0 10) '(10 0)) (arc-data)) ;=> ((0.0 0.0 0.0) 10.0 0.0 3.14159)
; start, center, end; start, center, included angle; start, center, chord length
(progn (command "_.ARC" '(5 0) "_C" '(0 0) '(0 5)) (arc-data)) ;=> ((0.0 0.0 0.0) 5.0 0.0 1.5708)
(progn (command "_.ARC" '(5 0) "_C" '(0 0) "_A" 90) (arc-data)) ;=> ((0.0 0.0 0.0) 5.0 0.0 1.5708)
(progn (command "_.ARC" '(5 0) "_C" '(0 0) "_A" -90) (arc-data)) ;=> ((0.0 0.0 0.0) 5.0 4.71239 0.0)
(progn (command "_.ARC" '(5 0) "_C" '(0 0) "_L" 5) (arc-data)) ;=> ((0.0 0.0 0.0) 5.0 0.0 1.0472)
; center first
(progn (command "_.ARC" "_C" '(0 0) '(0 5) '(-5 0)) (arc-data)) ;=> ((0.0 0.0 0.0) 5.0 1.5708 3.14159)
; start, end, then radius / included angle / center
(progn (command "_.ARC" '(5 0) "_E" '(0 5) "_R" 5) (arc-data)) ;=> ((0.0 0.0 0.0) 5.0 0.0 1.5708)
(progn (command "_.ARC" '(5 0) "_E" '(-5 0) "_A" 180) (arc-data)) ;=> ((0.0 0.0 0.0) 5.0 0.0 3.14159)
(progn (command "_.ARC" '(5 0) "_E" '(0 5) '(0 0)) (arc-data)) ;=> ((0.0 0.0 0.0) 5.0 0.0 1.5708)
; Enter at the first prompt continues tangent from the last line
(progn (command "_.LINE" '(0 0) '(10 0) "") (command "_.ARC" "" '(10 10)) (arc-data)) ;=> ((10.0 5.0 0.0) 5.0 4.71239 1.5708)
