; CHANGE — CHANGE command reference (change point and Properties); text sub-prompts unconfirmed (known-deviations.txt).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(10 0) "") (setq ln (entlast))
  (command "_.CIRCLE" '(5 5) 2) (setq ci (entlast))
  (command "_.TEXT" '(0 10) 1 0 "OLD") (setq tx (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
; a line's nearer endpoint goes to the change point
(command "_.CHANGE" ln "" '(12 3)) ;=> nil
;>> "CHANGE Select objects: \n1 found\nSelect objects: \nSpecify change point or [Properties]: \nCommand: "
(entget ln) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 0.0 0.0 0.0) (11 12.0 3.0 0.0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
; a circle's radius goes through the point
(progn (command "_.CHANGE" ci "" '(5 9)) (cdr (assoc 40 (entget ci)))) ;=> 4.0
; text: Enter keeps the place, then style, height, rotation and the new text (the idiom)
(progn (setvar "CMDECHO" 1) (command "_.CHANGE" tx "" "" "" "" "" "" "NEW") (setvar "CMDECHO" 0) (mapcar '(lambda (c) (cdr (assoc c (entget tx)))) '(1 10 40 50 7))) ;=> ("NEW" (0.0 10.0 0.0) 1.0 0.0 "Standard")
;>> "CHANGE Select objects: \n1 found\nSelect objects: \nSpecify change point or [Properties]: \nSpecify new text insertion point <no change>: \nEnter new text style <Standard>: \nSpecify new height <1.0000>: \nSpecify new rotation angle <0>: \nEnter new text <OLD>: NEW\nCommand: "
(progn (command "_.CHANGE" tx "" '(3 3) "" 2 45 "") (mapcar '(lambda (c) (cdr (assoc c (entget tx)))) '(1 10 40 50))) ;=> ("NEW" (3.0 3.0 0.0) 2.0 0.785398)
; Properties: as CHPROP, with Elev
(progn (command "_.CHANGE" ln ci "" "_P" "_C" 2 "_E" 4 "") (list (cdr (assoc 62 (entget ln))) (cdr (assoc 10 (entget ln))) (cdr (assoc 62 (entget ci))))) ;=> (2 (0.0 0.0 4.0) 2)
(progn (command "_.UNDO" 1) (list (assoc 62 (entget ln)) (cdr (assoc 10 (entget ln))))) ;=> (nil (0.0 0.0 0.0))
