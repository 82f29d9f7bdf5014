; JOIN — JOIN command reference (rules per object type); report wording unconfirmed (known-deviations.txt).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(4 0) "") (setq a (entlast))
  (command "_.LINE" '(6 0) '(10 0) "") (setq b (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
; collinear lines: one line from the extreme points (gaps allowed); the source keeps its handle
(command "_.JOIN" a b "") ;=> nil
;>> "JOIN Select source object or multiple objects to join at once: \n1 found\nSelect source object or multiple objects to join at once: \n1 found, 2 total\nSelect source object or multiple objects to join at once: \n2 lines joined into 1 line\nCommand: "
(list (entget a) (entget b)) ;=> (((-1 . <Entity name: 7ff700000230>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0) (210 0.0 0.0 1.0)) nil)
(setvar "CMDECHO" 0) ;=> 0
; a single source, then "Select objects to join:"
(progn (command "_.LINE" '(12 0) '(15 0) "") (setq c (entlast)) (command "_.JOIN" a "" c "") (cdr (assoc 11 (entget a)))) ;=> (15.0 0.0 0.0)
; arcs on one circle: one arc counter-clockwise from the source; a full turn is a circle
(progn (command "_.ARC" "_C" '(0 20) '(5 20) '(0 25)) (setq r1 (entlast)) (command "_.ARC" "_C" '(0 20) '(-5 20) '(0 15)) (setq r2 (entlast)) (command "_.JOIN" r1 r2 "") (mapcar '(lambda (g) (cdr (assoc g (entget r1)))) '(0 50 51))) ;=> ("ARC" 0.0 4.71239)
(progn (command "_.ARC" "_C" '(0 20) '(0 15) '(5 20)) (setq r3 (entlast)) (command "_.JOIN" r1 r3 "") (list (entget r1) (cdr (assoc 0 (entget (entlast)))) (cdr (assoc 40 (entget (entlast)))))) ;=> (nil "CIRCLE" 5.0)
; lines and arcs end to end: one polyline (closed when its ends meet), with the first object's properties
(progn
  (command "_.-LAYER" "_M" "OUTLINE" "") (command "_.LINE" '(30 0) '(40 0) "") (setq p1 (entlast))
  (setvar "CLAYER" "0") (command "_.LINE" '(40 0) '(40 10) "") (setq p2 (entlast))
  (command "_.ARC" '(40 10) '(35 15) '(30 10)) (setq p3 (entlast))
  (command "_.LINE" '(30 10) '(30 0) "") (setq p4 (entlast))
  (setvar "CMDECHO" 1) (command "_.JOIN" p1 p2 p3 p4 "") (setvar "CMDECHO" 0)
  (mapcar 'cdr (vl-remove-if-not '(lambda (g) (member (car g) '(8 70 10 42))) (entget (entlast))))) ;=> ("OUTLINE" 1 (30.0 0.0) 0.0 (40.0 0.0) 0.0 (40.0 10.0) 1.0 (30.0 10.0) 0.0)
;>> "JOIN Select source object or multiple objects to join at once: \n1 found\nSelect source object or multiple objects to join at once: \n1 found, 2 total\nSelect source object or multiple objects to join at once: \n1 found, 3 total\nSelect source object or multiple objects to join at once: \n1 found, 4 total\nSelect source object or multiple objects to join at once: \n4 objects joined into 1 polyline\nCommand: "
; what does not touch is left out
(progn (command "_.LINE" '(0 50) '(5 50) "") (setq q1 (entlast)) (command "_.LINE" '(5 50) '(5 55) "") (setq q2 (entlast)) (command "_.LINE" '(20 70) '(30 80) "") (setq q3 (entlast)) (setvar "CMDECHO" 1) (command "_.JOIN" q1 q2 q3 "") (setvar "CMDECHO" 0) (list (cdr (assoc 0 (entget q3))) (cdr (assoc 90 (entget (entlast)))))) ;=> ("LINE" 3)
;>> "JOIN Select source object or multiple objects to join at once: \n1 found\nSelect source object or multiple objects to join at once: \n1 found, 2 total\nSelect source object or multiple objects to join at once: \n1 found, 3 total\nSelect source object or multiple objects to join at once: \n2 lines joined into 1 polyline\n1 object discarded from the operation\nCommand: "
(progn (command "_.UNDO" 1) (mapcar '(lambda (e) (cdr (assoc 0 (entget e)))) (list q1 q2 q3))) ;=> ("LINE" "LINE" "LINE")
