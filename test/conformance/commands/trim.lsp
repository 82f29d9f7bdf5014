; TRIM — TRIM command reference, TRIMEXTENDMODE system variable, About Passing Pick Points to AutoCAD Commands.
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(10 0) "") (setq a (entlast))
  (command "_.LINE" '(3 -2) '(3 2) "") (setq e1 (entlast))
  (command "_.LINE" '(7 -2) '(7 2) "") (setq e2 (entlast))
  (command "_.CIRCLE" '(20 0) 4) (setq ci (entlast))
  (command "_.LINE" '(14 0) '(26 0) "") (setq cl (entlast))
  (command "_.RECTANG" '(30 -2) '(40 2)) (setq rc (entlast))
  (command "_.LINE" '(35 -5) '(35 5) "") (setq rl (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
(getvar "TRIMEXTENDMODE") ;=> 1
; standard mode (TRIMEXTENDMODE 0): edges first, then (ename point) picks until Enter
(progn (setvar "TRIMEXTENDMODE" 0) (command "_.TRIM" e1 e2 "" (list a '(5 0)) "")) ;=> nil
;>> "TRIM Current settings: Projection=UCS, Edge=None, Mode=Standard\nSelect cutting edges ...\nSelect objects or [mOde] <select all>: \n1 found\nSelect objects or [mOde] <select all>: \n1 found, 2 total\nSelect objects or [mOde] <select all>: \nSelect object to trim or shift-select to extend or [cuTting edges/Fence/Crossing/mOde/Project/Edge/eRase]: \nSelect object to trim or shift-select to extend or [cuTting edges/Fence/Crossing/mOde/Project/Edge/eRase/Undo]: \nCommand: "
(list (entget a) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(0 10 11))) ;=> (((-1 . <Entity name: 7ff700000230>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 0.0 0.0 0.0) (11 3.0 0.0 0.0) (210 0.0 0.0 1.0)) ("LINE" (7.0 0.0 0.0) (10.0 0.0 0.0)))
(setvar "CMDECHO" 0) ;=> 0
; an end part: to the end of the line; Enter at the edge prompt makes every object an edge
(progn (command "_.TRIM" "" (list e1 '(3 1.5)) "") (mapcar '(lambda (c) (cdr (assoc c (entget e1)))) '(10 11))) ;=> ((3.0 -2.0 0.0) (3.0 0.0 0.0))
; a circle needs two cuts and becomes an ARC (the circle is erased); the line through it cuts it
(progn (command "_.TRIM" cl "" (list ci '(20 4)) "") (list (entget ci) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(0 10 40 50 51)))) ;=> (nil ("ARC" (20.0 0.0 0.0) 4.0 3.14159 0.0))
; a closed polyline opens
(progn (command "_.TRIM" rl "" (list rc '(37 2)) "") (mapcar 'cdr (vl-remove-if-not '(lambda (g) (member (car g) '(70 10))) (entget rc)))) ;=> (0 (35.0 2.0) (30.0 2.0) (30.0 -2.0) (35.0 -2.0))
; nothing cuts it: the message, the object stays
(progn (command "_.LINE" '(0 50) '(10 50) "") (setq lone (entlast)) (setvar "CMDECHO" 1) (command "_.TRIM" e1 "" (list lone '(5 50)) "") (setvar "CMDECHO" 0) (cdr (assoc 11 (entget lone)))) ;=> (10.0 50.0 0.0)
;>> "TRIM Current settings: Projection=UCS, Edge=None, Mode=Standard\nSelect cutting edges ...\nSelect objects or [mOde] <select all>: \n1 found\nSelect objects or [mOde] <select all>: \nSelect object to trim or shift-select to extend or [cuTting edges/Fence/Crossing/mOde/Project/Edge/eRase]: \nObject does not intersect an edge.\nSelect object to trim or shift-select to extend or [cuTting edges/Fence/Crossing/mOde/Project/Edge/eRase]: \nCommand: "
; Undo inside the command; eRase
(progn (command "_.TRIM" "" (list cl '(15 0)) "_U" "_R" lone "" "") (list (cdr (assoc 10 (entget cl))) (entget lone))) ;=> ((14.0 0.0 0.0) nil)
; a Fence trims every object it crosses, where it crosses
(progn
  (command "_.LINE" '(50 0) '(60 0) "") (setq f1 (entlast)) (command "_.LINE" '(50 2) '(60 2) "") (setq f2 (entlast))
  (command "_.LINE" '(55 -5) '(55 5) "") (setq fe (entlast))
  (command "_.TRIM" fe "" "_F" '(58 -1) '(58 3) "" "")
  (list (cdr (assoc 11 (entget f1))) (cdr (assoc 11 (entget f2))))) ;=> ((55.0 0.0 0.0) (55.0 2.0 0.0))
; quick mode (the default): every object is an edge; an object nothing cuts is erased
(progn (setvar "TRIMEXTENDMODE" 1) (setvar "CMDECHO" 1) (command "_.LINE" '(0 80) '(10 80) "") (setq q (entlast)) (command "_.TRIM" (list q '(5 80)) "") (setvar "CMDECHO" 0) (entget q)) ;=> nil
;>> "LINE Specify first point: \nSpecify next point or [Undo]: \nSpecify next point or [Undo]: \nCommand: TRIM Current settings: Projection=UCS, Edge=None, Mode=Quick\nSelect object to trim or shift-select to extend or [cuTting edges/Crossing/mOde/Project/eRase]: \nSelect object to trim or shift-select to extend or [cuTting edges/Crossing/mOde/Project/eRase/Undo]: \nCommand: "
(progn (command "_.UNDO" 1) (cdr (assoc 0 (entget q)))) ;=> "LINE"
