; -HATCH and HATCH [MAC:HATCH-Command-2] [-HATCH reference, List of Prompts] [MAC:HATCH-DXF]; the pattern
; definitions are acad.pat's (ANSI31 at scale 1: 53 45 degrees, 45 -0.0883883, 46 0.0883883 [Autodesk HATCH entget example])
(setvar "OSMODE" 0) ;=> 0
(progn (setvar "CMDECHO" 0) (command "_.RECTANG" '(0 0) '(10 8)) (setq room (entlast)) (command "_.CIRCLE" '(5 4) 1) (setq col (entlast)) (setvar "CMDECHO" 1)) ;=> 1
; an internal point: the rectangle is the boundary (a polyline path, 92 = 7), the circle an island (16 + 4)
(command "_.-HATCH" "_P" "ANSI31" 1 0 '(1 1) "") ;=> nil
;>> "-HATCH Current hatch pattern:  ANSI31\nSpecify internal point or [Properties/Select objects/draW boundary/remove Boundaries/Advanced/DRaw order/Origin/ANnotative/hatch COlor/LAyer/Transparency]: _P\nEnter a pattern name or [?/Solid/User defined/Gradient] <ANSI31>: ANSI31\nSpecify a scale for the pattern <1.0000>: 1\nSpecify an angle for the pattern <0>: 0\nSpecify internal point or [Properties/Select objects/draW boundary/remove Boundaries/Advanced/DRaw order/Origin/ANnotative/hatch COlor/LAyer/Transparency]: \nSelecting everything...\nSelecting everything visible...\nAnalyzing the selected data...\nAnalyzing internal islands...\nPick internal point or [Select objects/remove Boundaries]: \nCommand: "
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000250>) (0 . "HATCH") (330 . <Entity name: 7ff700000110>) (5 . "25") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbHatch") (10 0.0 0.0 0.0) (210 0.0 0.0 1.0) (2 . "ANSI31") (70 . 0) (71 . 1) (91 . 2) (92 . 7) (72 . 0) (73 . 1) (93 . 4) (10 0.0 0.0) (10 10.0 0.0) (10 10.0 8.0) (10 0.0 8.0) (97 . 1) (330 . <Entity name: 7ff700000230>) (92 . 20) (93 . 1) (72 . 2) (10 5.0 4.0) (40 . 1.0) (50 . 0.0) (51 . 360.0) (73 . 1) (97 . 1) (330 . <Entity name: 7ff700000240>) (75 . 1) (76 . 1) (52 . 0.0) (41 . 1.0) (77 . 0) (78 . 1) (53 . 0.785398) (43 . 0.0) (44 . 0.0) (45 . -0.0883883) (46 . 0.0883883) (79 . 0) (47 . 0.01) (98 . 1) (10 1.0 1.0) (450 . 0) (451 . 0) (460 . 0.0) (461 . 0.0) (452 . 0) (462 . 0.0) (453 . 2) (463 . 0.0) (63 . 5) (421 . 255) (463 . 1.0) (63 . 2) (421 . 16776960) (470 . "LINEAR"))
; the boundary objects point back at the associative hatch
(assoc 102 (entget room)) ;=> (102 . "{ACAD_REACTORS")
(list (getvar "HPNAME") (getvar "HPSCALE") (getvar "HPANG")) ;=> ("ANSI31" 1.0 0.0)
(setvar "CMDECHO" 0) ;=> 0
; SOLID by selecting the boundary object [corpus: (command "-hatch" "P" "SOLID" "S" ss "" "")]
(progn (command "-hatch" "P" "SOLID" "S" room "" "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(2 70 91 92 93 97 98))) ;=> ("SOLID" 1 1 3 4 1 1)
(assoc 52 (entget (entlast))) ;=> nil
; lines that overrun each other close an area; the boundary is an edge path of lines (92 = 5)
(progn
  (command "_.LINE" '(19 0) '(31 0) "" "_.LINE" '(30 -1) '(30 11) "" "_.LINE" '(31 10) '(19 10) "" "_.LINE" '(20 11) '(20 -1) "")
  (command "_.-HATCH" "_P" "NET" 2 45 '(25 5) "")
  (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(2 92 93 97 41 52 78))) ;=> ("NET" 5 4 4 2.0 0.785398 2)
; pattern lines under the hatch's scale and angle: NET is 0 and 90 degrees, turned 45 and spaced 0.25
(vl-remove-if-not '(lambda (g) (member (car g) '(53 43 44 45 46 79))) (entget (entlast))) ;=> ((53 . 0.785398) (43 . 0.0) (44 . 0.0) (45 . -0.176777) (46 . 0.176777) (79 . 0) (53 . 2.35619) (43 . 0.0) (44 . 0.0) (45 . -0.176777) (46 . -0.176777) (79 . 0))
(mapcar '(lambda (e) (list (cadr e) (caddr e))) (vl-remove-if-not '(lambda (g) (and (= (car g) 10) (= (length g) 3))) (entget (entlast)))) ;=> ((20.0 0.0) (30.0 0.0) (30.0 10.0) (20.0 10.0) (25.0 5.0))
; a point outside any closed area
(progn (setvar "CMDECHO" 1) (command "_.-HATCH" '(50 50) "") (setvar "CMDECHO" 0)) ;=> 0
;>> "-HATCH Current hatch pattern:  NET\nSpecify internal point or [Properties/Select objects/draW boundary/remove Boundaries/Advanced/DRaw order/Origin/ANnotative/hatch COlor/LAyer/Transparency]: \nSelecting everything...\nSelecting everything visible...\nAnalyzing the selected data...\nAnalyzing internal islands...\nValid hatch boundary not found.\nPick internal point or [Select objects/remove Boundaries]: \nCommand: "
; the island style from the pattern name (",I" ignores islands), the layer and colour of new hatches
(progn (command "_.-LAYER" "_M" "HATCH" "" "_.-LAYER" "_S" "0" "") (command "_.-HATCH" "_LA" "HATCH" "_CO" "3" "_P" "ANSI37,I" "" "" '(1 1) "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(8 62 2 75 91))) ;=> ("HATCH" 3 "ANSI37" 2 1)
(progn (command "_.-HATCH" "_LA" "." "_CO" "." "_P" "ANSI37,O" "" "" '(1 1) "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(8 62 75 91))) ;=> ("0" nil 1 2)
; a user-defined pattern: spacing and angle, doubled
(progn (command "_.-HATCH" "_P" "_U" 30 0.5 "_Y" '(5 7) "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(2 76 52 41 77 78))) ;=> ("_USER" 0 0.523599 0.5 1 2)
; an unknown pattern name is refused and asked again
(progn (setvar "CMDECHO" 1) (command "_.-HATCH" "_P" "NOPE" "SOLID" '(1 1) "") (setvar "CMDECHO" 0) (cdr (assoc 2 (entget (entlast))))) ;=> "SOLID"
;>> "-HATCH Current hatch pattern:  _USER\nSpecify internal point or [Properties/Select objects/draW boundary/remove Boundaries/Advanced/DRaw order/Origin/ANnotative/hatch COlor/LAyer/Transparency]: _P\nEnter a pattern name or [?/Solid/User defined/Gradient] <_USER>: NOPE\nPattern \"NOPE\" not found.\nEnter a pattern name or [?/Solid/User defined/Gradient] <_USER>: SOLID\nSpecify internal point or [Properties/Select objects/draW boundary/remove Boundaries/Advanced/DRaw order/Origin/ANnotative/hatch COlor/LAyer/Transparency]: \nSelecting everything...\nSelecting everything visible...\nAnalyzing the selected data...\nAnalyzing internal islands...\nPick internal point or [Select objects/remove Boundaries]: \nCommand: "
; MEASUREMENT 1: acadiso.pat (ANSI31 lines 3.175 apart)
(progn (setvar "MEASUREMENT" 1) (command "_.-HATCH" "_P" "ANSI31" 1 0 '(1 1) "") (setvar "MEASUREMENT" 0) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(45 46))) ;=> (-2.24506 2.24506)
; HATCH from a program: the older sequence [corpus: (command "._hatch" pat scale ang ss "")]
(progn (command "._hatch" "ANSI32" 2 0 col "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(2 41 91 72))) ;=> ("ANSI32" 2.0 1 2)
; HPASSOC 0: not associative, no sources
(progn (setvar "HPASSOC" 0) (command "_.-HATCH" "_P" "SOLID" '(1 1) "") (setvar "HPASSOC" 1) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(71 97))) ;=> (0 0)
