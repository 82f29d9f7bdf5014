; CHPROP — CHPROP command reference (options); sub-prompt wording unconfirmed (known-deviations.txt).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.-LAYER" "_M" "DOORS" "_S" "0" "")
  (command "_.LINE" '(0 0) '(10 0) "") (setq ln (entlast))
  (command "_.CIRCLE" '(5 5) 2) (setq ci (entlast))
  (setvar "CMDECHO" 1) nil) ;=> nil
(command "_.CHPROP" ln ci "" "_LA" "DOORS" "_C" "1" "") ;=> nil
;>> "CHPROP Select objects: \n1 found\nSelect objects: \n1 found, 2 total\nSelect objects: \nEnter property to change [Color/LAyer/LType/ltScale/LWeight/Thickness/TRansparency/Material/Annotative]: _LA\nEnter new layer name <0>: DOORS\nEnter property to change [Color/LAyer/LType/ltScale/LWeight/Thickness/TRansparency/Material/Annotative]: _C\nNew color [Truecolor/COlorbook] <BYLAYER>: 1\nEnter property to change [Color/LAyer/LType/ltScale/LWeight/Thickness/TRansparency/Material/Annotative]: \nCommand: "
(entget ln) ;=> ((-1 . <Entity name: 7ff700000240>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "24") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "DOORS") (62 . 1) (100 . "AcDbLine") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
; BYLAYER values are written by leaving the group out; names of colours; linetype scale, lineweight, thickness
(progn (command "_.CHPROP" ln "" "_C" "bylayer" "_S" 2 "_LW" 0.3 "_T" 1.5 "") (mapcar '(lambda (c) (assoc c (entget ln))) '(62 48 370 39))) ;=> (nil (48 . 2.0) (370 . 30) (39 . 1.5))
(progn (command "_.CHPROP" ci "" "_C" "green" "_LT" "BYBLOCK" "") (mapcar '(lambda (c) (cdr (assoc c (entget ci)))) '(62 6))) ;=> (3 "ByBlock")
(progn (command "_.CHPROP" ci "" "_C" "_T" "255,0,0" "") (mapcar (quote (lambda (c) (cdr (assoc c (entget ci))))) (quote (62 420)))) ;=> (nil 16711680)
(progn (command "_.CHPROP" ci "" "_TR" 50 "") (cdr (assoc 440 (entget ci)))) ;=> 33554559
; an unknown layer or linetype is refused and nothing changes
(progn (setvar "CMDECHO" 1) (command "_.CHPROP" ln "" "_LA" "NOSUCH" "_LT" "NOSUCH" "") (setvar "CMDECHO" 0) (mapcar '(lambda (c) (cdr (assoc c (entget ln)))) '(8 6))) ;=> ("DOORS" nil)
;>> "CHPROP Select objects: \n1 found\nSelect objects: \nEnter property to change [Color/LAyer/LType/ltScale/LWeight/Thickness/TRansparency/Material/Annotative]: _LA\nEnter new layer name <DOORS>: NOSUCH\nLayer NOSUCH not found.\nEnter property to change [Color/LAyer/LType/ltScale/LWeight/Thickness/TRansparency/Material/Annotative]: _LT\nEnter new linetype name <ByLayer>: NOSUCH\nLinetype NOSUCH not found.  Use the LINETYPE command to load it.\nEnter property to change [Color/LAyer/LType/ltScale/LWeight/Thickness/TRansparency/Material/Annotative]: \nCommand: "
; objects on a locked layer are not changed
(progn (command "_.-LAYER" "_LO" "DOORS" "") (command "_.CHPROP" ln "" "_C" 5 "") (command "_.-LAYER" "_U" "DOORS" "") (assoc 62 (entget ln))) ;=> nil
; UNDO takes the changes back
(progn (command "_.CHPROP" ln "" "_LA" "0" "") (command "_.UNDO" 1) (cdr (assoc 8 (entget ln)))) ;=> "DOORS"
