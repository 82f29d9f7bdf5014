; BREAK — BREAK command reference (the pick point is the first break point; a circle loses the part
; counter-clockwise from the first point to the second).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(10 0) "") (setq a (entlast))
  (command "_.CIRCLE" '(20 0) 5) (setq ci (entlast))
  (command "_.RECTANG" '(30 0) '(40 10)) (setq rc (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
(command "_.BREAK" (list a '(3 0)) '(6 0)) ;=> nil
;>> "BREAK Select object: \nSpecify second break point or [First point]: \nCommand: "
(list (mapcar '(lambda (c) (cdr (assoc c (entget a)))) '(10 11)) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(0 10 11))) ;=> (((0.0 0.0 0.0) (3.0 0.0 0.0)) ("LINE" (6.0 0.0 0.0) (10.0 0.0 0.0)))
(setvar "CMDECHO" 0) ;=> 0
; First point; a second point beyond the end takes the end off (points are projected onto the object)
(progn (command "_.BREAK" a "_F" '(1 1) '(-5 0)) (mapcar '(lambda (c) (cdr (assoc c (entget a)))) '(10 11))) ;=> ((1.0 0.0 0.0) (3.0 0.0 0.0))
; the same point twice ("@") splits the object there
(progn (setq s (entlast)) (command "_.BREAK" (list s '(8 0)) "@") (list (mapcar '(lambda (c) (cdr (assoc c (entget s)))) '(10 11)) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 11)))) ;=> (((6.0 0.0 0.0) (8.0 0.0 0.0)) ((8.0 0.0 0.0) (10.0 0.0 0.0)))
; a circle becomes the arc from the second point counter-clockwise to the first
(progn (command "_.BREAK" (list ci '(25 0)) '(20 5)) (list (entget ci) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(0 50 51)))) ;=> (nil ("ARC" 1.5708 0.0))
; a closed polyline opens between the points
(progn (command "_.BREAK" (list rc '(35 0)) '(40 5)) (mapcar 'cdr (vl-remove-if-not '(lambda (g) (member (car g) '(70 10))) (entget rc)))) ;=> (0 (40.0 5.0) (40.0 10.0) (30.0 10.0) (30.0 0.0) (35.0 0.0))
(progn (command "_.UNDO" 1) (cdr (assoc 70 (entget rc)))) ;=> 1
