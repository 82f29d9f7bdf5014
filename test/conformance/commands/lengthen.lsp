; LENGTHEN — LENGTHEN command reference (options); prompt wording AutoCAD 2013 on (known-deviations.txt).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(10 0) "") (setq a (entlast))
  (command "_.ARC" "_C" '(0 0) '(5 0) '(0 5)) (setq ar (entlast))
  (command "_.PLINE" '(0 -5) '(10 -5) '(10 -10) "") (setq pl (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
; picking an object reports its length; DElta then lengthens the end nearer the pick
(command "_.LENGTHEN" a "_DE" 2 (list a '(9 0)) "") ;=> nil
;>> "LENGTHEN Select an object to measure or [DElta/Percent/Total/DYnamic] <Total>: \nCurrent length: 10.0000\nSelect an object to measure or [DElta/Percent/Total/DYnamic] <Total>: _DE\nEnter delta length or [Angle] <0.0000>: 2\nSelect an object to change or [Undo]: \nSelect an object to change or [Undo]: \nCommand: "
(mapcar '(lambda (c) (cdr (assoc c (entget a)))) '(10 11)) ;=> ((0.0 0.0 0.0) (12.0 0.0 0.0))
(setvar "CMDECHO" 0) ;=> 0
; a negative delta shortens; the start end when picked there
(progn (command "_.LENGTHEN" "_DE" -1 (list a '(1 0)) "") (cdr (assoc 10 (entget a)))) ;=> (1.0 0.0 0.0)
; Percent of the length, Total to a length
(progn (command "_.LENGTHEN" "_P" 50 (list a '(10 0)) "") (cdr (assoc 11 (entget a)))) ;=> (6.5 0.0 0.0)
(progn (command "_.LENGTHEN" "_T" 20 (list a '(5 0)) "") (mapcar '(lambda (c) (cdr (assoc c (entget a)))) '(10 11))) ;=> ((1.0 0.0 0.0) (21.0 0.0 0.0))
; arcs: a length along the circle, or an included angle
(progn (setvar "CMDECHO" 1) (command "_.LENGTHEN" ar "_T" "_A" 180 (list ar '(0.1 5)) "") (setvar "CMDECHO" 0) (mapcar '(lambda (c) (cdr (assoc c (entget ar)))) '(50 51))) ;=> (0.0 3.14159)
;>> "LENGTHEN Select an object to measure or [DElta/Percent/Total/DYnamic] <Total>: \nCurrent length: 7.8540, included angle: 90\nSelect an object to measure or [DElta/Percent/Total/DYnamic] <Total>: _T\nSpecify total length or [Angle] <20.0000>: _A\nSpecify total angle <57>: 180\nSelect an object to change or [Undo]: \nSelect an object to change or [Undo]: \nCommand: "
(progn (command "_.LENGTHEN" "_DE" "_A" -90 (list ar '(5 0.1)) "") (mapcar '(lambda (c) (cdr (assoc c (entget ar)))) '(50 51))) ;=> (1.5708 3.14159)
; a polyline: the last segment grows, or the path is cut back
(progn (command "_.LENGTHEN" "_DE" 5 (list pl '(10 -9)) "") (cdr (assoc 10 (reverse (entget pl))))) ;=> (10.0 -15.0)
(progn (command "_.LENGTHEN" "_T" 12 (list pl '(10 -9)) "") (mapcar 'cdr (vl-remove-if-not '(lambda (g) (= (car g) 10)) (entget pl)))) ;=> ((0.0 -5.0) (10.0 -5.0) (10.0 -7.0))
; closed objects cannot be lengthened
(progn (command "_.CIRCLE" '(50 0) 1) (setvar "CMDECHO" 1) (command "_.LENGTHEN" "_DE" 1 (list (entlast) '(51 0)) "") (setvar "CMDECHO" 0) (cdr (assoc 40 (entget (entlast))))) ;=> 1.0
;>> "LENGTHEN Select an object to measure or [DElta/Percent/Total/DYnamic] <Total>: _DE\nEnter delta length or [Angle] <5.0000>: 1\nSelect an object to change or [Undo]: \nClosed objects cannot be lengthened.\nSelect an object to change or [Undo]: \nCommand: "
; UNDO 3: the circle's LENGTHEN, the CIRCLE, then the Total 12
(progn (command "_.UNDO" 3) (mapcar 'cdr (vl-remove-if-not '(lambda (g) (= (car g) 10)) (entget pl)))) ;=> ((0.0 -5.0) (10.0 -5.0) (10.0 -15.0))
