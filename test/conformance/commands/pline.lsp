; PLINE (PLINE command reference; PLINETYPE 2 makes an LWPOLYLINE).
(setvar "OSMODE" 0) ;=> 0
(command "_.PLINE" '(0 0) '(10 0) '(10 5) "") ;=> nil
;>> "PLINE Specify start point: \nCurrent line-width is 0.0000\nSpecify next point or [Arc/Halfwidth/Length/Undo/Width]: \nSpecify next point or [Arc/Close/Halfwidth/Length/Undo/Width]: \nSpecify next point or [Arc/Close/Halfwidth/Length/Undo/Width]: \nCommand: "
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "LWPOLYLINE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbPolyline") (90 . 3) (70 . 0) (43 . 0.0) (38 . 0.0) (39 . 0.0) (10 0.0 0.0) (40 . 0.0) (41 . 0.0) (42 . 0.0) (91 . 0) (10 10.0 0.0) (40 . 0.0) (41 . 0.0) (42 . 0.0) (91 . 0) (10 10.0 5.0) (40 . 0.0) (41 . 0.0) (42 . 0.0) (91 . 0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
(defun verts (/ out) (foreach g (entget (entlast)) (if (member (car g) '(10 42)) (setq out (cons (cdr g) out)))) (reverse out)) ;=> VERTS
; Close, and a room outline with an arc segment tangent to the last line, back to lines with L
(progn (command "_.PLINE" '(0 0) '(10 0) "_A" '(10 10) "_L" '(0 10) "_C") (list (cdr (assoc 70 (entget (entlast)))) (verts))) ;=> (1 ((0.0 0.0) 0.0 (10.0 0.0) 1.0 (10.0 10.0) 0.0 (0.0 10.0) 0.0))
; arc options: CEnter, Angle, Radius, Second pt, Direction; CLose closes with an arc
(progn (command "_.PLINE" '(0 0) "_A" "_CE" '(5 0) '(10 0) "") (verts)) ;=> ((0.0 0.0) 1.0 (10.0 0.0) 0.0)
(progn (command "_.PLINE" '(0 0) "_A" "_A" 90 '(10 0) "") (verts)) ;=> ((0.0 0.0) 0.414214 (10.0 0.0) 0.0)
(progn (command "_.PLINE" '(0 0) "_A" "_S" '(5 5) '(10 0) "") (verts)) ;=> ((0.0 0.0) -1.0 (10.0 0.0) 0.0)
(progn (command "_.PLINE" '(0 0) "_A" "_D" 90 '(10 0) "") (verts)) ;=> ((0.0 0.0) -1.0 (10.0 0.0) 0.0)
(progn (command "_.PLINE" '(0 0) '(10 0) "_A" '(10 10) "_CL") (list (cdr (assoc 70 (entget (entlast)))) (verts))) ;=> (1 ((0.0 0.0) 0.0 (10.0 0.0) 1.0 (10.0 10.0) 0.414214))
; Width tapers one segment; later ones keep the ending width, which PLINEWID takes
(progn (command "_.PLINE" '(0 0) "_W" 1 2 '(10 0) '(20 0) "") (mapcar '(lambda (g) (cdr g)) (vl-remove-if-not '(lambda (g) (member (car g) '(40 41))) (entget (entlast))))) ;=> (1.0 2.0 2.0 2.0 2.0 2.0)
(getvar "PLINEWID") ;=> 2.0
; a uniform width is the constant width 43
(progn (command "_.PLINE" '(0 0) '(5 0) '(5 5) "") (cdr (assoc 43 (entget (entlast))))) ;=> 2.0
(progn (command "_.PLINE" '(0 0) "_H" 0 0 '(5 0) "") (list (cdr (assoc 43 (entget (entlast)))) (getvar "PLINEWID"))) ;=> (0.0 0.0)
; Undo, Length (along the last segment)
(progn (command "_.PLINE" '(0 0) '(5 0) '(5 5) "_U" "_L" 3 "") (verts)) ;=> ((0.0 0.0) 0.0 (5.0 0.0) 0.0 (8.0 0.0) 0.0)
; cancelled part way: what was drawn is kept
(progn (command "_.PLINE" '(0 0) '(1 0) '(1 1)) (command) (cdr (assoc 90 (entget (entlast))))) ;=> 3
; PLINETYPE 0: an old-style POLYLINE with VERTEX subentities and SEQEND
(progn (setvar "PLINETYPE" 0) (command "_.PLINE" '(0 0) '(4 0) '(4 3) "_C") (setvar "PLINETYPE" 2) (setq pl (entlast)) (list (cdr (assoc 0 (entget pl))) (cdr (assoc 70 (entget pl))) (cdr (assoc 10 (entget (entnext pl)))) (cdr (assoc 0 (entget (entnext (entnext (entnext (entnext pl))))))))) ;=> ("POLYLINE" 1 (0.0 0.0 0.0) "SEQEND")
