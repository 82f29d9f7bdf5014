; -ATTDEF / ATTDEF [MAC:ATTDEF-Command-2] [MAC:ATTDEF-DXF] [MAC:AFLAGS-System-Variable]
(setvar "OSMODE" 0) ;=> 0
(command "_.-ATTDEF" "" "room" "Room number" "101" '(0 -0.5) 0.2 0) ;=> nil
;>> "-ATTDEF Current attribute modes: Invisible=N Constant=N Verify=N Preset=N Lock position=Y Annotative=N Multiple line=N\nEnter an option to change [Invisible/Constant/Verify/Preset/Lock position/Annotative/Multiple lines] <done>: \nEnter attribute tag name: room\nEnter attribute prompt: Room number\nEnter default attribute value: 101\nSpecify start point of text or [Justify/Style]: \nSpecify height <0.2000>: 0.2\nSpecify rotation angle of text <0>: 0\nCommand: "
; the tag is upper-cased; the text part as TEXT makes it, then 3 prompt, 2 tag, 70 flags, 73, 74, 280 lock position
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "ATTDEF") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbText") (10 0.0 -0.5 0.0) (40 . 0.2) (1 . "101") (50 . 0.0) (41 . 1.0) (51 . 0.0) (7 . "Standard") (71 . 0) (72 . 0) (11 0.0 0.0 0.0) (210 0.0 0.0 1.0) (100 . "AcDbAttributeDefinition") (280 . 0) (3 . "Room number") (2 . "ROOM") (70 . 0) (73 . 0) (74 . 0) (280 . 1))
(setvar "CMDECHO" 0) ;=> 0
; the modes toggle (Invisible, Constant...) and AFLAGS keeps them: 1 invisible + 2 constant + 16 lock position
(progn (command "_.-ATTDEF" "_I" "_C" "" "mat" "Oak" "_MC" '(0 0) 0.1 0) (list (getvar "AFLAGS") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(1 2 3 70 72 74)))) ;=> (19 ("Oak" "MAT" "" 3 1 2))
; a constant attribute has no prompt; toggling again clears the modes
(progn (command "_.-ATTDEF" "_I" "_C" "_V" "_P" "" "size" "Size" "M" '(0 -1) 0.2 0) (list (getvar "AFLAGS") (cdr (assoc 70 (entget (entlast)))))) ;=> (28 12)
; Lock position off: the last 280 is 0
(progn (command "_.-ATTDEF" "_V" "_P" "_L" "" "note" "" "" '(0 -2) 0.2 0) (list (getvar "AFLAGS") (cdr (assoc 280 (reverse (entget (entlast))))))) ;=> (0 0)
; a leading backslash keeps leading blanks; the justification and style options are TEXT's
(progn (command "_.-ATTDEF" "_L" "" "code" "\\  Code" "\\ A1" "_J" "_BR" '(5 0) 0.3 0) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(1 3 11 72 74))) ;=> (" A1" "  Code" (5.0 0.0 0.0) 2 1)
; a tag with a space is refused and asked again
(progn (setvar "CMDECHO" 1) (command "_.-ATTDEF" "" "bad tag" "ok" "" "" '(0 -3) 0.2 0) (setvar "CMDECHO" 0) (cdr (assoc 2 (entget (entlast))))) ;=> "OK"
;>> "-ATTDEF Current attribute modes: Invisible=N Constant=N Verify=N Preset=N Lock position=Y Annotative=N Multiple line=N\nEnter an option to change [Invisible/Constant/Verify/Preset/Lock position/Annotative/Multiple lines] <done>: \nEnter attribute tag name: bad tag\nInvalid attribute tag: it cannot be empty or contain spaces.\nEnter attribute tag name: ok\nEnter attribute prompt: \nEnter default attribute value: \nSpecify start point of text or [Justify/Style]: \nSpecify height <0.3000>: 0.2\nSpecify rotation angle of text <0>: 0\nCommand: "
; the definitions make a block whose insertions ask for the variable ones in definition order (not
; the constant MAT, not the preset SIZE); the converted insertion BLOCK leaves took the defaults
(progn (command "_.-BLOCK" "tag" '(0 0) (ssget "X") "") (setvar "CMDECHO" 1) (command "_.-INSERT" "tag" '(10 10) 1 1 0 "205" "" "x" "y") (setvar "CMDECHO" 0)
       (setq e (entlast) vals nil) (while (= "ATTRIB" (cdr (assoc 0 (entget (setq e (entnext e)))))) (setq vals (cons (cons (cdr (assoc 2 (entget e))) (cdr (assoc 1 (entget e)))) vals))) (reverse vals)) ;=> (("ROOM" . "205") ("SIZE" . "M") ("NOTE" . "") ("CODE" . "x") ("OK" . "y"))
;>> "-INSERT Enter block name or [?]: tag\nUnits: Inches   Conversion:   1.0000\nSpecify insertion point or [Basepoint/Scale/X/Y/Z/Rotate]: \nEnter X scale factor, specify opposite corner, or [Corner/XYZ] <1>: 1\nEnter Y scale factor <use X scale factor>: 1\nSpecify rotation angle <0>: 0\nEnter attribute values\nRoom number <101>: 205\nNOTE: \n  Code < A1>: x\nOK: y\nCommand: "
