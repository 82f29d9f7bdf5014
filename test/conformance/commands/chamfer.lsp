; CHAMFER — CHAMFER command reference, CHAMFERA/B/C/D, CHAMMODE and TRIMMODE system variables.
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(10 0) "") (setq a (entlast))
  (command "_.LINE" '(10 0) '(10 10) "") (setq b (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
(list (getvar "CHAMFERA") (getvar "CHAMFERB")) ;=> (0.5 0.5)
; the current distances (0.5 each), first line then second
(command "_.CHAMFER" (list a '(5 0)) (list b '(10 5))) ;=> nil
;>> "CHAMFER (TRIM mode) Current chamfer Dist1 = 0.5000, Dist2 = 0.5000\nSelect first line or [Undo/Polyline/Distance/Angle/Trim/mEthod/Multiple]: \nSelect second line or shift-select to apply corner or [Distance/Angle/Method]: \nCommand: "
(list (cdr (assoc 11 (entget a))) (cdr (assoc 10 (entget b))) (entget (entlast))) ;=> ((9.5 0.0 0.0) (10.0 0.5 0.0) ((-1 . <Entity name: 7ff700000250>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "25") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 9.5 0.0 0.0) (11 10.0 0.5 0.0) (210 0.0 0.0 1.0)))
(setvar "CMDECHO" 0) ;=> 0
; Distance sets CHAMFERA and CHAMFERB (the second defaults to the first); they apply in picking order
(progn (command "_.UNDO" 1) (command "_.CHAMFER" "_D" 1 3 (list a '(5 0)) (list b '(10 5))) (list (getvar "CHAMFERA") (getvar "CHAMFERB") (cdr (assoc 11 (entget a))) (cdr (assoc 10 (entget b))))) ;=> (1.0 3.0 (9.0 0.0 0.0) (10.0 3.0 0.0))
; Angle: a length on the first line and the angle from it (CHAMFERC, CHAMFERD; CHAMMODE 1)
(progn (command "_.UNDO" 1) (command "_.CHAMFER" "_A" 2 45 (list a '(5 0)) (list b '(10 5))) (list (getvar "CHAMMODE") (getvar "CHAMFERC") (getvar "CHAMFERD") (cdr (assoc 11 (entget a))) (cdr (assoc 10 (entget b))))) ;=> (1 2.0 45.0 (8.0 0.0 0.0) (10.0 2.0 0.0))
; mEthod switches back to the distances; the lines need not meet
(progn (command "_.UNDO" 1)
  (command "_.LINE" '(20 0) '(28 0) "") (setq c (entlast)) (command "_.LINE" '(30 2) '(30 10) "") (setq d (entlast))
  (command "_.CHAMFER" "_E" "_D" (list c '(25 0)) (list d '(30 5)))
  (list (getvar "CHAMMODE") (cdr (assoc 11 (entget c))) (cdr (assoc 10 (entget d))))) ;=> (0 (29.5 0.0 0.0) (30.0 0.5 0.0))
; distances longer than a line are refused
(progn (setvar "CMDECHO" 1) (setq m (entlast)) (command "_.CHAMFER" "_D" 20 20 (list c '(25 0)) (list d '(30 5))) (setvar "CMDECHO" 0) (equal m (entlast))) ;=> T
;>> "CHAMFER (TRIM mode) Current chamfer Dist1 = 0.5000, Dist2 = 0.5000\nSelect first line or [Undo/Polyline/Distance/Angle/Trim/mEthod/Multiple]: _D\nSpecify first chamfer distance <0.5000>: 20\nSpecify second chamfer distance <20.0000>: 20\nSelect first line or [Undo/Polyline/Distance/Angle/Trim/mEthod/Multiple]: \nSelect second line or shift-select to apply corner or [Distance/Angle/Method]: \nDistance is too large.\nCommand: "
; both distances 0: the lines just meet
(progn (command "_.CHAMFER" "_D" 0 0 (list c '(25 0)) (list d '(30 5))) (list (cdr (assoc 11 (entget c))) (cdr (assoc 10 (entget d))))) ;=> ((30.0 0.0 0.0) (30.0 0.0 0.0))
(progn (command "_.UNDO" 2) (cdr (assoc 11 (entget c)))) ;=> (29.5 0.0 0.0)
