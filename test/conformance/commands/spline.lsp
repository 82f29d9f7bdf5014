; SPLINE through fit points (SPLINE command reference, Method=Fit).
(setvar "OSMODE" 0) ;=> 0
(command "_.SPLINE" '(0 0) '(5 5) '(10 0) '(15 5) "") ;=> nil
;>> "SPLINE Current settings: Method=Fit   Knots=Chord\nSpecify first point or [Method/Knots/Object]: \nEnter next point or [start Tangency/toLerance]: \nEnter next point or [end Tangency/toLerance/Undo]: \nEnter next point or [end Tangency/toLerance/Undo/Close]: \nEnter next point or [end Tangency/toLerance/Undo/Close]: \nCommand: "
(setvar "CMDECHO" 0) ;=> 0
(mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(0 70 71 72 73 74)) ;=> ("SPLINE" 8 3 10 6 4)
; the fit points are kept as given
(vl-remove-if-not '(lambda (g) (= (car g) 11)) (entget (entlast))) ;=> ((11 0.0 0.0 0.0) (11 5.0 5.0 0.0) (11 10.0 0.0 0.0) (11 15.0 5.0 0.0))
; Undo drops the last point; Close closes (flag 1)
(progn (command "_.SPLINE" '(0 0) '(5 5) '(9 9) "_U" '(10 0) "") (cdr (assoc 74 (entget (entlast))))) ;=> 3
(progn (command "_.SPLINE" '(0 0) '(5 5) '(10 0) "_C") (cdr (assoc 70 (entget (entlast))))) ;=> 9
