; PEDIT — PEDIT command reference, PEDITACCEPT system variable; conversion prompts unconfirmed (known-deviations.txt).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(10 0) "") (setq a (entlast))
  (command "_.LINE" '(10 0) '(10 10) "") (setq b (entlast))
  (command "_.ARC" '(10 10) '(5 15) '(0 10)) (setq c (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
; a line: "turn it into one?" (PEDITACCEPT 0), then Join the touching line and arc, then Enter
(command "_.PEDIT" a "_Y" "_J" b c "" "") ;=> nil
;>> "PEDIT Select polyline or [Multiple]: \nObject selected is not a polyline\nDo you want to turn it into one? <Y> _Y\nEnter an option [Close/Join/Width/Edit vertex/Fit/Spline/Decurve/Ltype gen/Reverse/Undo]: _J\nSelect objects: \n1 found\nSelect objects: \n1 found, 2 total\nSelect objects: \n2 segments added to polyline\nEnter an option [Close/Join/Width/Edit vertex/Fit/Spline/Decurve/Ltype gen/Reverse/Undo]: \nCommand: "
(setq p (entlast)) ;=> <Entity name: 7ff700000260>
(entget p) ;=> ((-1 . <Entity name: 7ff700000260>) (0 . "LWPOLYLINE") (330 . <Entity name: 7ff700000110>) (5 . "26") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbPolyline") (90 . 4) (70 . 0) (43 . 0.0) (38 . 0.0) (39 . 0.0) (10 0.0 0.0) (40 . 0.0) (41 . 0.0) (42 . 0.0) (91 . 0) (10 10.0 0.0) (40 . 0.0) (41 . 0.0) (42 . 0.0) (91 . 0) (10 10.0 10.0) (40 . 0.0) (41 . 0.0) (42 . 1.0) (91 . 0) (10 0.0 10.0) (40 . 0.0) (41 . 0.0) (42 . 0.0) (91 . 0) (210 0.0 0.0 1.0))
(list (entget a) (entget b) (entget c)) ;=> (nil nil nil)
(setvar "CMDECHO" 0) ;=> 0
; Close, Width, Decurve
(progn (command "_.PEDIT" p "_C" "_W" 0.5 "") (mapcar '(lambda (c) (cdr (assoc c (entget p)))) '(70 43))) ;=> (1 0.5)
(progn (command "_.PEDIT" p "_D" "") (mapcar 'cdr (vl-remove-if-not '(lambda (g) (= (car g) 42)) (entget p)))) ;=> (0.0 0.0 0.0 0.0)
; Open, Ltype gen, Reverse; Undo takes back one option
(progn (command "_.PEDIT" p "_O" "_L" "_ON" "_R" "_U" "") (list (cdr (assoc 70 (entget p))) (cdr (assoc 10 (entget p))))) ;=> (128 (0.0 0.0))
; PEDITACCEPT 1: lines become polylines without the question
(progn (command "_.LINE" '(20 0) '(30 0) "") (setvar "PEDITACCEPT" 1) (setvar "CMDECHO" 1) (command "_.PEDIT" (entlast) "") (setvar "CMDECHO" 0) (cdr (assoc 0 (entget (entlast))))) ;=> "LWPOLYLINE"
;>> "PEDIT Select polyline or [Multiple]: \nEnter an option [Close/Join/Width/Edit vertex/Fit/Spline/Decurve/Ltype gen/Reverse/Undo]: \nCommand: "
; Multiple: several objects at once; Join with a fuzz distance joins them with each other
(progn (setvar "PEDITACCEPT" 0)
  (command "_.LINE" '(40 0) '(50 0) "") (setq l1 (entlast))
  (command "_.LINE" '(50.05 0) '(60 0) "") (setq l2 (entlast))
  (command "_.PEDIT" "_M" l1 l2 "" "_Y" "_J" 0.1 "")
  (list (cdr (assoc 0 (entget (entlast)))) (cdr (assoc 90 (entget (entlast)))) (entget l1) (entget l2))) ;=> ("LWPOLYLINE" 3 nil nil)
; "No" keeps the line a line and ends
(progn (command "_.LINE" '(0 -5) '(5 -5) "") (setq l3 (entlast)) (command "_.PEDIT" l3 "_N") (list (cdr (assoc 0 (entget l3))) (getvar "CMDACTIVE"))) ;=> ("LINE" 0)
; UNDO: each PEDIT is one step (the No, the LINE, then the Multiple join brings the lines back)
(progn (command "_.UNDO" 3) (list (cdr (assoc 0 (entget l1))) (cdr (assoc 0 (entget l2))))) ;=> ("LINE" "LINE")
