; -INSERT and INSERT [ctx] [MAC:INSERT-Command-2] [MAC:ATTREQ-System-Variable] [MAC:ATTDIA-System-Variable]
(setvar "OSMODE" 0) ;=> 0
(progn
  (entmake '((0 . "BLOCK") (2 . "DOOR") (70 . 2) (10 0.0 0.0 0.0)))
  (entmake '((0 . "LINE") (8 . "0") (10 0.0 0.0 0.0) (11 1.0 0.0 0.0)))
  (entmake '((0 . "ATTDEF") (8 . "0") (10 0.0 -0.5 0.0) (40 . 0.2) (1 . "101") (3 . "Door number") (2 . "NUM") (70 . 0)))
  (entmake '((0 . "ATTDEF") (8 . "0") (10 0.0 -1.0 0.0) (40 . 0.2) (1 . "OAK") (3 . "") (2 . "FINISH") (70 . 8)))
  (entmake '((0 . "ENDBLK")))) ;=> "DOOR"
; the transcript: the name, the units line, point, scales, rotation, the attribute prompts in definition order (a Preset one is not asked)
(command "_.-INSERT" "DOOR" '(10 10) 2 "" 90 "D7") ;=> nil
;>> "-INSERT Enter block name or [?]: DOOR\nUnits: Unitless   Conversion:   1.0000\nSpecify insertion point or [Basepoint/Scale/X/Y/Z/Rotate]: \nEnter X scale factor, specify opposite corner, or [Corner/XYZ] <1>: 2\nEnter Y scale factor <use X scale factor>: \nSpecify rotation angle <0>: 90\nEnter attribute values\nDoor number <101>: D7\nCommand: "
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000290>) (0 . "INSERT") (330 . <Entity name: 7ff700000110>) (5 . "29") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbBlockReference") (66 . 1) (2 . "DOOR") (10 10.0 10.0 0.0) (41 . 2.0) (42 . 2.0) (43 . 2.0) (50 . 1.5708) (70 . 0) (71 . 0) (44 . 0.0) (45 . 0.0) (210 0.0 0.0 1.0))
(entget (entnext (entlast))) ;=> ((-1 . <Entity name: 7ff7000002a0>) (0 . "ATTRIB") (330 . <Entity name: 7ff700000290>) (5 . "2A") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbText") (10 11.0 10.0 0.0) (40 . 0.4) (1 . "D7") (50 . 1.5708) (41 . 1.0) (51 . 0.0) (7 . "Standard") (71 . 0) (72 . 0) (11 0.0 0.0 0.0) (210 0.0 0.0 1.0) (100 . "AcDbAttribute") (280 . 0) (2 . "NUM") (70 . 0) (73 . 0) (74 . 0) (280 . 0))
(entget (entnext (entnext (entlast)))) ;=> ((-1 . <Entity name: 7ff7000002b0>) (0 . "ATTRIB") (330 . <Entity name: 7ff700000290>) (5 . "2B") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbText") (10 12.0 10.0 0.0) (40 . 0.4) (1 . "OAK") (50 . 1.5708) (41 . 1.0) (51 . 0.0) (7 . "Standard") (71 . 0) (72 . 0) (11 0.0 0.0 0.0) (210 0.0 0.0 1.0) (100 . "AcDbAttribute") (280 . 0) (2 . "FINISH") (70 . 8) (73 . 0) (74 . 0) (280 . 0))
(cdr (assoc 0 (entget (entnext (entnext (entnext (entlast))))))) ;=> "SEQEND"
(getvar "INSNAME") ;=> "DOOR"
(setvar "CMDECHO" 0) ;=> 0
; presets before the point: Scale and Rotate are not asked again; Enter takes the default value
(progn (command "_.-INSERT" "DOOR" "_S" 3 "_R" 45 '(20 20) "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(41 42 43 50))) ;=> (3.0 3.0 3.0 0.785398)
(cdr (assoc 1 (entget (entnext (entlast))))) ;=> "101"
; the last name is the default at the name prompt; X and Y asked separately, Z follows X
(progn (command "_.INSERT" "" '(0 0) 2 3 0 "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(2 41 42 43))) ;=> ("DOOR" 2.0 3.0 2.0)
; a corner point gives the X and Y scales
(progn (command "_.-INSERT" "DOOR" '(0 0) "_C" '(2 4) 0 "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(41 42))) ;=> (2.0 4.0)
; ATTREQ 0: no attribute prompts, the defaults are used
(progn (setvar "ATTREQ" 0) (command "_.-INSERT" "DOOR" '(5 5) 1 1 0) (setvar "ATTREQ" 1) (cdr (assoc 1 (entget (entnext (entlast)))))) ;=> "101"
; ATTDIA 1: AutoCAD opens the Edit Attributes dialog; Lispwright uses the defaults and says so
(progn (setvar "CMDECHO" 0) (setvar "ATTDIA" 1) (command "_.-INSERT" "DOOR" '(6 6) 1 1 0) (setvar "ATTDIA" 0) (cdr (assoc 1 (entget (entnext (entlast)))))) ;=> "101"
;>> "; Lispwright: ATTDIA is 1, so AutoCAD shows the Edit Attributes dialog here; the default values were used (set ATTDIA to 0 to answer the prompts from the script)\n"
; an exploded insertion (*name) adds the block's parts: one scale, then the rotation
(progn (command "_.-INSERT" "*DOOR" '(30 0) 2 90) (list (cdr (assoc 0 (entget (entlast)))) (cdr (assoc 10 (entget (entlast)))))) ;=> ("ATTDEF" (32.0 0.0 0.0))
; a block that is not there: AutoCAD looks for the drawing file, and the command ends
(command "_.-INSERT" "NOSUCH" '(0 0) 1 1 0) ;=> nil
;>> "\"NOSUCH.dwg\": Can't find file in search path:\n  C:\\Lispwright (current directory)\n"
; a drawing file in the sandbox (DXF text): the block is defined from it, named after the file
(progn
  (setq f (open "C:/blocks/pipe.dxf" "w"))
  (foreach l '("  0" "SECTION" "  2" "ENTITIES" "  0" "CIRCLE" "  8" "0" " 10" "0.0" " 20" "0.0" " 30" "0.0" " 40" "0.5" "  0" "ENDSEC" "  0" "EOF") (write-line l f))
  (close f)
  (command "_.-INSERT" "C:/blocks/pipe.dwg" '(1 2) 1 1 0)
  (list (cdr (assoc 2 (entget (entlast)))) (cdr (assoc 0 (entget (cdr (assoc -2 (tblsearch "BLOCK" "pipe")))))))) ;=> ("pipe" "CIRCLE")
