; MOVE — MOVE command reference; prompt text corroborated by clones (commands.md).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(3 4) "") (setq ln (entlast))
  (command "_.PLINE" '(0 0) '(10 0) "_A" '(10 10) "") (setq pl (entlast))
  (command "_.TEXT" '(1 1) 0.5 0 "MOVE ME") (setq tx (entlast))
  (command "_.-LAYER" "_M" "LOCKED" "_LO" "LOCKED" "_S" "0" "")
  (entmake '((0 . "CIRCLE") (8 . "LOCKED") (10 0 0 0) (40 . 1.0))) (setq lk (entlast))
  (entmake '((0 . "BLOCK") (2 . "TAG") (10 0 0 0) (70 . 2)))
  (entmake '((0 . "LINE") (10 -1 0 0) (11 1 0 0)))
  (entmake '((0 . "ATTDEF") (10 0 1 0) (40 . 0.25) (1 . "A1") (3 . "Number") (2 . "NO") (70 . 0)))
  (entmake '((0 . "ENDBLK")))
  (entmake '((0 . "INSERT") (2 . "TAG") (10 5 5 0) (66 . 1)))
  (entmake '((0 . "ATTRIB") (10 5 6 0) (40 . 0.25) (1 . "17") (2 . "NO") (70 . 0)))
  (entmake '((0 . "SEQEND"))) (setq in (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
; the basic form and its transcript
(command "_.MOVE" ln "" '(0 0) '(10 10)) ;=> nil
;>> "MOVE Select objects: \n1 found\nSelect objects: \nSpecify base point or [Displacement] <Displacement>: \nSpecify second point or <use first point as displacement>: \nCommand: "
(entget ln) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 10.0 10.0 0.0) (11 13.0 14.0 0.0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
; Enter at the second point: the base point is the displacement
(progn (command "_.MOVE" ln "" '(-10 -10 0) "") (cdr (assoc 10 (entget ln)))) ;=> (0.0 0.0 0.0)
; Displacement (Enter at the base point): the typed point is the vector; the next default shows it
(progn (command "_.MOVE" ln "" "_D" "2,0") (cdr (assoc 11 (entget ln)))) ;=> (5.0 4.0 0.0)
(progn (setvar "CMDECHO" 1) (command "_.MOVE" ln "" "" "") (setvar "CMDECHO" 0) (cdr (assoc 11 (entget ln)))) ;=> (7.0 4.0 0.0)
;>> "MOVE Select objects: \n1 found\nSelect objects: \nSpecify base point or [Displacement] <Displacement>: \nSpecify displacement <2.0000, 0.0000, 0.0000>: \nCommand: "
; every vertex of a polyline; the bulge stays
(progn (command "_.MOVE" pl "" '(0 0) '(1 2)) (mapcar 'cdr (vl-remove-if-not '(lambda (g) (member (car g) '(10 42))) (entget pl)))) ;=> ((1.0 2.0) 0.0 (11.0 2.0) 1.0 (11.0 12.0) 0.0)
; left-justified text moves its insertion point; 11 stays (0,0,0) as AutoCAD keeps it
(progn (command "_.MOVE" tx "" '(0 0) '(2 0)) (list (cdr (assoc 10 (entget tx))) (cdr (assoc 11 (entget tx))))) ;=> ((3.0 1.0 0.0) (0.0 0.0 0.0))
; a block reference takes its attributes with it
(progn (command "_.MOVE" in "" '(0 0) '(1 1)) (list (cdr (assoc 10 (entget in))) (cdr (assoc 10 (entget (entnext in)))))) ;=> ((6.0 6.0 0.0) (6.0 7.0 0.0))
; objects on locked layers are refused at "Select objects:" and stay where they are
(progn (setvar "CMDECHO" 1) (command "_.MOVE" lk ln "" '(0 0) '(0 1)) (setvar "CMDECHO" 0) (list (cdr (assoc 10 (entget lk))) (cdr (assoc 10 (entget ln))))) ;=> ((0.0 0.0 0.0) (4.0 1.0 0.0))
;>> "MOVE Select objects: \n1 found\n1 was on a locked layer.\nSelect objects: \n1 found, 1 total\nSelect objects: \nSpecify base point or [Displacement] <Displacement>: \nSpecify second point or <use first point as displacement>: \nCommand: "
; the moved set is the Previous selection
(progn (command "_.MOVE" "_P" "" '(0 1) '(0 0)) (cdr (assoc 10 (entget ln)))) ;=> (4.0 0.0 0.0)
; a window selects, the move applies to all of them
(progn (command "_.MOVE" "_C" '(-20 -20) '(20 20) "" '(0 0) '(100 0)) (list (cdr (assoc 10 (entget ln))) (cdr (assoc 10 (entget tx))) (cdr (assoc 10 (entget lk))))) ;=> ((104.0 0.0 0.0) (103.0 1.0 0.0) (0.0 0.0 0.0))
; UNDO puts the drawing back exactly, U the step before
(progn (command "_.UNDO" 1) (list (cdr (assoc 10 (entget ln))) (cdr (assoc 10 (entget tx))))) ;=> ((4.0 0.0 0.0) (3.0 1.0 0.0))
(progn (command "_.U") (cdr (assoc 10 (entget ln)))) ;=> (4.0 1.0 0.0)
