; EXPLODE — EXPLODE command reference (one object at a time from a script; attributes back to their definitions).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.-LAYER" "_M" "WALL" "_C" "1" "" "")
  (command "_.PLINE" '(0 0) "_W" 0.2 0.2 '(10 0) "_A" '(10 10) "_L" '(0 10) "")
  (setq pl (entlast))
  (setvar "CLAYER" "0")
  ; a block: a line on layer 0, a BYBLOCK circle, an attribute definition and a nested block
  (entmake '((0 . "BLOCK") (2 . "DOT") (10 0 0 0) (70 . 0)))
  (entmake '((0 . "POINT") (10 0 0 0)))
  (entmake '((0 . "ENDBLK")))
  (entmake '((0 . "BLOCK") (2 . "BOX") (10 1 1 0) (70 . 2)))
  (entmake '((0 . "LINE") (8 . "0") (10 1 1 0) (11 3 1 0)))
  (entmake '((0 . "CIRCLE") (62 . 0) (10 2 2 0) (40 . 0.5)))
  (entmake '((0 . "ATTDEF") (10 1 3 0) (40 . 0.2) (1 . "X") (3 . "Tag?") (2 . "T1") (70 . 0)))
  (entmake '((0 . "INSERT") (2 . "DOT") (10 3 3 0)))
  (entmake '((0 . "ENDBLK")))
  (entmake '((0 . "INSERT") (8 . "WALL") (2 . "BOX") (10 20 0 0) (41 . 2.0) (42 . 2.0) (43 . 2.0) (50 . 1.5707963267949) (66 . 1)))
  (entmake '((0 . "ATTRIB") (8 . "WALL") (10 20 0 0) (40 . 0.4) (1 . "VALUE") (2 . "T1") (70 . 0)))
  (entmake '((0 . "SEQEND")))
  (setq in (entlast))
  (entmake '((0 . "BLOCK") (2 . "RING") (10 0 0 0) (70 . 0)))
  (entmake '((0 . "CIRCLE") (10 1 1 0) (40 . 0.5)))
  (entmake '((0 . "ENDBLK")))
  (setvar "CMDECHO" 1) nil) ;=> nil
; a polyline: one line or arc per segment with the polyline's properties, widths dropped; from a
; script one object is exploded and the command ends (no closing "")
(progn (setq m (entlast)) (command "_.EXPLODE" pl)) ;=> nil
;>> "EXPLODE Select objects: \n1 found\nCommand: "
(progn (setq parts nil e m) (while (setq e (entnext e)) (if (member (cdr (assoc 0 (entget e))) '("LINE" "ARC")) (setq parts (cons e parts)))) (setq parts (reverse parts)) (list (entget pl) (length parts))) ;=> (nil 3)
(entget (car parts)) ;=> ((-1 . <Entity name: 7ff700000370>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "37") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "WALL") (100 . "AcDbLine") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0) (210 0.0 0.0 1.0))
(entget (cadr parts)) ;=> ((-1 . <Entity name: 7ff700000380>) (0 . "ARC") (330 . <Entity name: 7ff700000110>) (5 . "38") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "WALL") (100 . "AcDbCircle") (10 10.0 5.0 0.0) (40 . 5.0) (210 0.0 0.0 1.0) (100 . "AcDbArc") (50 . 4.71239) (51 . 1.5708))
(setvar "CMDECHO" 0) ;=> 0
; a block reference: its entities placed by the insertion (point, rotation, scale), keeping their own
; layer (0 stays 0) and colour (BYBLOCK stays), the ATTRIB gone and the ATTDEF back, the nested
; INSERT still an INSERT
(progn (setq m (entlast)) (command "_.EXPLODE" in) (setq parts nil e m) (while (setq e (entnext e)) (setq parts (cons (cdr (assoc 0 (entget e))) parts))) (list (entget in) (reverse parts))) ;=> (nil ("LINE" "CIRCLE" "ATTDEF" "INSERT"))
(progn (setq e (entnext m)) (mapcar '(lambda (c) (cdr (assoc c (entget e)))) '(8 10 11))) ;=> ("0" (20.0 0.0 0.0) (20.0 4.0 0.0))
(progn (setq e (entnext e)) (mapcar '(lambda (c) (cdr (assoc c (entget e)))) '(8 62 10 40))) ;=> ("0" 0 (18.0 2.0 0.0) 1.0)
(progn (setq e (entnext e)) (mapcar '(lambda (c) (cdr (assoc c (entget e)))) '(0 2 1 10 40 50))) ;=> ("ATTDEF" "T1" "X" (16.0 0.0 0.0) 0.4 1.5708)
(progn (setq e (entnext e)) (mapcar '(lambda (c) (cdr (assoc c (entget e)))) '(0 2 10 41 50))) ;=> ("INSERT" "DOT" (16.0 4.0 0.0) 2.0 1.5708)
; a non-uniform scale turns circles into ellipses
(progn (entmake '((0 . "INSERT") (2 . "RING") (10 40 0 0) (41 . 2.0) (42 . 1.0))) (setq m (entlast)) (command "_.EXPLODE" m) (mapcar '(lambda (c) (cdr (assoc c (entget (entnext m))))) '(0 10 11 40 41 42))) ;=> ("ELLIPSE" (42.0 1.0 0.0) (1.0 0.0 0.0) 0.5 0.0 6.28319)
; text cannot take one: the block reference stays
(progn (entmake '((0 . "INSERT") (2 . "BOX") (10 60 0 0) (41 . 2.0) (42 . 1.0))) (setq m (entlast)) (setvar "CMDECHO" 1) (command "_.EXPLODE" m) (setvar "CMDECHO" 0) (cdr (assoc 0 (entget m)))) ;=> "INSERT"
;>> "EXPLODE Select objects: \n1 found\n1 was not able to be exploded.\nCommand: "
; QAFLAGS bit 1: the whole selection is exploded
(progn (command "_.PLINE" '(0 0) '(1 0) '(1 1) "") (setq a (entlast)) (command "_.PLINE" '(5 0) '(6 0) "") (setq b (entlast)) (setvar "QAFLAGS" 1) (command "_.EXPLODE" a b "") (setvar "QAFLAGS" 0) (list (entget a) (entget b))) ;=> (nil nil)
; without it, only the first object of a set goes
(progn (command "_.PLINE" '(0 0) '(1 0) "") (setq a (entlast)) (command "_.PLINE" '(5 0) '(6 0) "") (setq b (entlast)) (command "_.EXPLODE" (ssadd b (ssadd a))) (list (null (entget a)) (null (entget b)))) ;=> (T nil)
; a circle cannot be exploded
(progn (command "_.CIRCLE" '(0 0) 1) (setvar "CMDECHO" 1) (command "_.EXPLODE" (entlast)) (setvar "CMDECHO" 0) (cdr (assoc 0 (entget (entlast))))) ;=> "CIRCLE"
;>> "EXPLODE Select objects: \n1 found\n1 was not able to be exploded.\nCommand: "
; UNDO 3: the circle goes, then the polyline comes back whole and its parts go
(progn (command "_.UNDO" 3) (list (cdr (assoc 0 (entget a))) (cdr (assoc 0 (entget (entlast)))))) ;=> ("LWPOLYLINE" "LWPOLYLINE")
