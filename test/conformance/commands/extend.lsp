; EXTEND — EXTEND command reference, TRIMEXTENDMODE system variable.
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(10 -5) '(10 5) "") (setq wall (entlast))
  (command "_.LINE" '(0 0) '(6 0) "") (setq a (entlast))
  (command "_.ARC" "_C" '(0 0) '(3 0) '(0 3)) (setq ar (entlast))
  (command "_.PLINE" '(0 -3) '(4 -3) "") (setq pl (entlast))
  (setvar "TRIMEXTENDMODE" 0) (setvar "CMDECHO" 1) nil) ;=> nil
; the end nearer the pick runs on to the first boundary
(command "_.EXTEND" wall "" (list a '(5 0)) "") ;=> nil
;>> "EXTEND Current settings: Projection=UCS, Edge=None, Mode=Standard\nSelect boundary edges ...\nSelect objects or [mOde] <select all>: \n1 found\nSelect objects or [mOde] <select all>: \nSelect object to extend or shift-select to trim or [Boundary edges/Fence/Crossing/mOde/Project/Edge]: \nSelect object to extend or shift-select to trim or [Boundary edges/Fence/Crossing/mOde/Project/Edge/Undo]: \nCommand: "
(entget a) ;=> ((-1 . <Entity name: 7ff700000240>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "24") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
; an arc runs on along its circle (here to the line x = 2, the first it meets counter-clockwise)
(progn (command "_.LINE" '(2 -5) '(2 5) "") (setq x2 (entlast)) (command "_.EXTEND" x2 "" (list ar '(0.1 3)) "") (mapcar '(lambda (c) (cdr (assoc c (entget ar)))) '(50 51))) ;=> (0.0 5.44212)
; a polyline's last segment; Enter: every object is a boundary
(progn (command "_.EXTEND" "" (list pl '(3.9 -3)) "") (mapcar 'cdr (vl-remove-if-not '(lambda (g) (= (car g) 10)) (entget pl)))) ;=> ((0.0 -3.0) (10.0 -3.0))
; nothing in that direction
(progn (setvar "CMDECHO" 1) (command "_.EXTEND" wall "" (list a '(0.5 0)) "") (setvar "CMDECHO" 0) (cdr (assoc 10 (entget a)))) ;=> (0.0 0.0 0.0)
;>> "EXTEND Current settings: Projection=UCS, Edge=None, Mode=Standard\nSelect boundary edges ...\nSelect objects or [mOde] <select all>: \n1 found\nSelect objects or [mOde] <select all>: \nSelect object to extend or shift-select to trim or [Boundary edges/Fence/Crossing/mOde/Project/Edge]: \nNo edge in that direction.\nSelect object to extend or shift-select to trim or [Boundary edges/Fence/Crossing/mOde/Project/Edge]: \nCommand: "
; quick mode: every object is a boundary
(progn (setvar "TRIMEXTENDMODE" 1) (command "_.LINE" '(20 0) '(25 0) "") (setq b (entlast)) (command "_.LINE" '(30 -1) '(30 1) "") (command "_.EXTEND" (list b '(24 0)) "") (cdr (assoc 11 (entget b)))) ;=> (30.0 0.0 0.0)
(progn (command "_.UNDO" 1) (cdr (assoc 11 (entget b)))) ;=> (25.0 0.0 0.0)
