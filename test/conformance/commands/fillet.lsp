; FILLET — FILLET command reference, FILLETRAD and TRIMMODE system variables, initcommandversion (version 1 keywords).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(8 0) "") (setq a (entlast))
  (command "_.LINE" '(10 2) '(10 10) "") (setq b (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
; radius 0: the lines are trimmed or extended to meet at the corner
(command "_.FILLET" (list a '(4 0)) (list b '(10 6))) ;=> nil
;>> "FILLET Current settings: Mode = TRIM, Radius = 0.0000\nSelect first object or [uNdo/Polyline/Radius/Trim/mUltiple]: \nSelect second object or shift-select to apply corner or [Radius]: \nCommand: "
(list (cdr (assoc 11 (entget a))) (cdr (assoc 10 (entget b)))) ;=> ((10.0 0.0 0.0) (10.0 0.0 0.0))
(setvar "CMDECHO" 0) ;=> 0
; Radius sets FILLETRAD and asks for the first object again: the arc is tangent to both lines
(progn (command "_.FILLET" "_R" 2 (list a '(4 0)) (list b '(10 6))) (list (getvar "FILLETRAD") (cdr (assoc 11 (entget a))) (cdr (assoc 10 (entget b))) (entget (entlast)))) ;=> (2.0 (8.0 0.0 0.0) (10.0 2.0 0.0) ((-1 . <Entity name: 7ff700000250>) (0 . "ARC") (330 . <Entity name: 7ff700000110>) (5 . "25") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbCircle") (10 8.0 2.0 0.0) (40 . 2.0) (210 0.0 0.0 1.0) (100 . "AcDbArc") (50 . 4.71239) (51 . 0.0)))
; the idiom of two calls: radius, then the lines
(progn (command "_.UNDO" 1) (command "_.FILLET" "_R" 3) (command "_.FILLET" (list a '(4 0)) (list b '(10 6))) (cdr (assoc 40 (entget (entlast))))) ;=> 3.0
; the picked side of each line is kept
(progn
  (command "_.LINE" '(20 -5) '(20 5) "") (setq c (entlast))
  (command "_.LINE" '(15 0) '(25 0) "") (setq d (entlast))
  (command "_.FILLET" "_R" 0 (list c '(20 3)) (list d '(23 0)))
  (list (entget c) (mapcar '(lambda (g) (cdr (assoc g (entget d)))) '(10 11)))) ;=> (((-1 . <Entity name: 7ff700000270>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "27") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 20.0 0.0 0.0) (11 20.0 5.0 0.0) (210 0.0 0.0 1.0)) ((20.0 0.0 0.0) (25.0 0.0 0.0)))
; No trim: the lines stay, only the arc is added
(progn
  (command "_.LINE" '(30 0) '(40 0) "") (setq e (entlast)) (command "_.LINE" '(40 0) '(40 10) "") (setq f (entlast))
  (command "_.FILLET" "_T" "_N" "_R" 1 (list e '(35 0)) (list f '(40 5)))
  (list (getvar "TRIMMODE") (cdr (assoc 11 (entget e))) (cdr (assoc 0 (entget (entlast)))) (cdr (assoc 10 (entget (entlast)))))) ;=> (0 (40.0 0.0 0.0) "ARC" (39.0 1.0 0.0))
(setvar "TRIMMODE" 1) ;=> 1
; a radius too large for the lines is refused
(progn (setvar "CMDECHO" 1) (setq m (entlast)) (command "_.FILLET" "_R" 50 (list e '(35 0)) (list f '(40 5))) (setvar "CMDECHO" 0) (equal m (entlast))) ;=> T
;>> "FILLET Current settings: Mode = TRIM, Radius = 1.0000\nSelect first object or [uNdo/Polyline/Radius/Trim/mUltiple]: _R\nSpecify fillet radius <1.0000>: 50\nSelect first object or [uNdo/Polyline/Radius/Trim/mUltiple]: \nSelect second object or shift-select to apply corner or [Radius]: \nRadius is too large\nCommand: "
; mUltiple repeats until Enter; the arc takes the lines' layer when they share one
(progn
  (command "_.-LAYER" "_M" "EDGE" "") (command "_.LINE" '(50 0) '(60 0) "") (setq g (entlast)) (command "_.LINE" '(60 0) '(60 10) "") (setq h (entlast))
  (command "_.LINE" '(60 10) '(50 10) "") (setq k (entlast)) (setvar "CLAYER" "0")
  (command "_.FILLET" "_R" 1 "_U" (list g '(55 0)) (list h '(60 5)) (list h '(60 5)) (list k '(55 10)) "")
  (list (cdr (assoc 8 (entget (entlast)))) (cdr (assoc 10 (entget h))) (cdr (assoc 11 (entget h))))) ;=> ("EDGE" (60.0 1.0 0.0) (60.0 9.0 0.0))
(progn (command "_.UNDO" 1) (cdr (assoc 11 (entget g)))) ;=> (60.0 0.0 0.0)
