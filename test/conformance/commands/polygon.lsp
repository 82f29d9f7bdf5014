; POLYGON (POLYGON command reference): a closed LWPOLYLINE, POLYSIDES the side count default.
(setvar "OSMODE" 0) ;=> 0
(command "_.POLYGON" 4 '(0 0) "_I" 1) ;=> nil
;>> "POLYGON Enter number of sides <4>: 4\nSpecify center of polygon or [Edge]: \nEnter an option [Inscribed in circle/Circumscribed about circle] <I>: _I\nSpecify radius of circle: 1\nCommand: "
(setvar "CMDECHO" 0) ;=> 0
(defun pts (/ out) (foreach g (entget (entlast)) (if (= (car g) 10) (setq out (cons (mapcar '(lambda (x) (/ (fix (+ (* x 1000) (if (minusp x) -0.5 0.5))) 1000.0)) (cdr g)) out)))) (reverse out)) ;=> PTS
; a typed radius puts the bottom edge level
(pts) ;=> ((-0.707 -0.707) (0.707 -0.707) (0.707 0.707) (-0.707 0.707))
; circumscribed: the edges touch the circle
(progn (command "_.POLYGON" 4 '(0 0) "_C" 1) (pts)) ;=> ((-1.0 -1.0) (1.0 -1.0) (1.0 1.0) (-1.0 1.0))
(getvar "POLYSIDES") ;=> 4
; a radius given by a point puts a vertex there (inscribed); Enter keeps the side count
(progn (command "_.POLYGON" 6 '(0 0) "" '(2 0)) (list (getvar "POLYSIDES") (cdr (assoc 90 (entget (entlast)))) (car (pts)))) ;=> (6 6 (2.0 0.0))
(progn (command "_.POLYGON" "" "_E" '(0 0) '(2 0)) (list (cdr (assoc 90 (entget (entlast)))) (cadr (pts)) (caddr (pts)))) ;=> (6 (2.0 0.0) (3.0 1.732))
; too few sides is refused
(progn (command "_.POLYGON" 2 3 '(0 0) "" 1) (cdr (assoc 90 (entget (entlast))))) ;=> 3
;>> "Requires an integer between 3 and 1024.\n"
; the width is PLINEWID
(progn (setvar "PLINEWID" 0.25) (command "_.POLYGON" 3 '(0 0) "" 1) (setvar "PLINEWID" 0.0) (cdr (assoc 43 (entget (entlast))))) ;=> 0.25
