; OFFSET — OFFSET command reference, OFFSETDIST system variable; prompt text from the 2012 printed reference.
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(10 0) "") (setq ln (entlast))
  (command "_.ARC" "_C" '(0 0) '(5 0) '(0 5)) (setq ar (entlast))
  (command "_.CIRCLE" '(20 0) 3) (setq ci (entlast))
  (command "_.RECTANG" '(30 0) '(40 10)) (setq rc (entlast))
  (command "_.PLINE" '(50 0) '(60 0) "_A" '(60 10) "_L" '(50 10) "") (setq pl (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
(getvar "OFFSETDIST") ;=> -1.0
; the basic form: distance, object, side, Enter
(command "_.OFFSET" 2 ln '(5 5) "") ;=> nil
;>> "OFFSET Current settings: Erase source=No  Layer=Source  OFFSETGAPTYPE=0\nSpecify offset distance or [Through/Erase/Layer] <Through>: 2\nSelect object to offset or [Exit/Undo] <Exit>: \nSpecify point on side to offset or [Exit/Multiple/Undo] <Exit>: \nSelect object to offset or [Exit/Undo] <Exit>: \nCommand: "
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000280>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "28") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 0.0 2.0 0.0) (11 10.0 2.0 0.0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
; the distance is kept in OFFSETDIST and is the next default (Enter)
(progn (command "_.OFFSET" "" ln '(5 -5) "") (list (getvar "OFFSETDIST") (cdr (assoc 10 (entget (entlast)))))) ;=> (2.0 (0.0 -2.0 0.0))
; arcs and circles: concentric, outside or inside
(progn (command "_.OFFSET" 1 ar '(10 10) "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 40 50 51))) ;=> ((0.0 0.0 0.0) 6.0 0.0 1.5708)
(progn (command "_.OFFSET" 1 ci '(20 0) "") (cdr (assoc 40 (entget (entlast))))) ;=> 2.0
; an inner offset wider than the radius: "Cannot offset that object."
(progn (setvar "CMDECHO" 1) (setq m (entlast)) (command "_.OFFSET" 5 ci '(20 0) "") (setvar "CMDECHO" 0) (equal m (entlast))) ;=> T
;>> "OFFSET Current settings: Erase source=No  Layer=Source  OFFSETGAPTYPE=0\nSpecify offset distance or [Through/Erase/Layer] <1.0000>: 5\nSelect object to offset or [Exit/Undo] <Exit>: \nSpecify point on side to offset or [Exit/Multiple/Undo] <Exit>: \nCannot offset that object.\nSelect object to offset or [Exit/Undo] <Exit>: \nCommand: "
; a closed polyline: every side moves in, the corners meet again
(progn (command "_.OFFSET" 1 rc '(35 5) "") (mapcar 'cdr (vl-remove-if-not '(lambda (g) (member (car g) '(10 70))) (entget (entlast))))) ;=> (1 (31.0 1.0) (39.0 1.0) (39.0 9.0) (31.0 9.0))
; outside
(progn (command "_.OFFSET" 1 rc '(45 5) "") (mapcar 'cdr (vl-remove-if-not '(lambda (g) (= (car g) 10)) (entget (entlast))))) ;=> ((29.0 -1.0) (41.0 -1.0) (41.0 11.0) (29.0 11.0))
; bulges: an arc segment keeps its bulge, its radius shrinks or grows
(progn (command "_.OFFSET" 1 pl '(55 5) "") (mapcar 'cdr (vl-remove-if-not '(lambda (g) (member (car g) '(10 42))) (entget (entlast))))) ;=> ((50.0 1.0) 0.0 (60.0 1.0) 1.0 (60.0 9.0) 0.0 (50.0 9.0) 0.0)
; Through: the distance from the point; OFFSETDIST -1
(progn (command "_.OFFSET" "_T" ln '(3 7) "") (list (getvar "OFFSETDIST") (cdr (assoc 10 (entget (entlast)))))) ;=> (-1.0 (0.0 7.0 0.0))
; Multiple: the newest copy is offset again and again
(progn (command "_.OFFSET" 1 ln "_M" '(0 -5) '(0 -5) '(0 -5) "" "") (cdr (assoc 10 (entget (entlast))))) ;=> (0.0 -3.0 0.0)
; Layer=Current puts the copy on the current layer; Erase=Yes erases the source
(progn (command "_.-LAYER" "_M" "OFF1" "") (command "_.OFFSET" "_L" "_C" "_E" "_Y" 1 ci '(0 0) "") (setvar "CLAYER" "0") (list (cdr (assoc 8 (entget (entlast)))) (entget ci))) ;=> ("OFF1" nil)
(progn (command "_.OFFSET" "_L" "_S" "_E" "_N" 1 "") nil) ;=> nil
; Undo inside the command takes back the last offset
(progn (setq m (entlast)) (command "_.OFFSET" 1 ln '(0 5) "_U" "") (equal m (entlast))) ;=> T
; objects OFFSET cannot take: text
(progn (command "_.TEXT" '(0 -20) 1 0 "T") (setvar "CMDECHO" 1) (command "_.OFFSET" 1 (entlast) "") (setvar "CMDECHO" 0)) ;=> 0
;>> "OFFSET Current settings: Erase source=No  Layer=Source  OFFSETGAPTYPE=0\nSpecify offset distance or [Through/Erase/Layer] <1.0000>: 1\nSelect object to offset or [Exit/Undo] <Exit>: \nCannot offset that object.\nSelect object to offset or [Exit/Undo] <Exit>: \nCommand: "
; UNDO 1 takes back that last OFFSET, which made nothing: the TEXT and the Layer=Current circle stay
(progn (command "_.UNDO" 1) (list (cdr (assoc 0 (entget (entlast)))) (cdr (assoc 40 (entget m))))) ;=> ("TEXT" 4.0)
