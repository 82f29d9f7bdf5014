; MATCHPROP — MATCHPROP command reference ("Current active settings" line and destination prompt).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.-LAYER" "_M" "HATCHES" "_S" "0" "")
  (entmake '((0 . "CIRCLE") (8 . "HATCHES") (62 . 4) (6 . "Continuous") (370 . 50) (48 . 2.0) (39 . 3.0) (10 0 0 0) (40 . 1.0)))
  (setq src (entlast))
  (command "_.LINE" '(0 0) '(10 0) "") (setq ln (entlast))
  (command "_.TEXT" '(0 5) 1 0 "A") (setq t1 (entlast))
  (command "_.TEXT" '(0 8) 2.5 0 "B") (setq t2 (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
(command "_.MATCHPROP" src ln "") ;=> nil
;>> "MATCHPROP Select source object: \nCurrent active settings: Color Layer Ltype Ltscale Lineweight Transparency Thickness PlotStyle Dim Text Hatch Polyline Viewport Table Material Multileader Center object\nSelect destination object(s) or [Settings]: \n1 found\nSelect destination object(s) or [Settings]: \nCommand: "
(entget ln) ;=> ((-1 . <Entity name: 7ff700000250>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "25") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "HATCHES") (6 . "Continuous") (62 . 4) (370 . 50) (48 . 2.0) (100 . "AcDbLine") (39 . 3.0) (10 0.0 0.0 0.0) (11 10.0 0.0 0.0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
; between texts the style and height go too
(progn (command "_.MATCHPROP" t1 t2 "") (mapcar '(lambda (c) (cdr (assoc c (entget t2)))) '(8 40 7))) ;=> ("0" 1.0 "Standard")
; BYLAYER on the source clears the destination's overrides
(progn (command "_.MATCHPROP" t1 ln "") (mapcar '(lambda (c) (assoc c (entget ln))) '(8 62 6 370 48 39))) ;=> ((8 . "0") nil nil nil nil nil)
(progn (command "_.UNDO" 1) (cdr (assoc 62 (entget ln)))) ;=> 4
