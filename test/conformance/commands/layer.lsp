; -LAYER on the command line (prompts: AutoCAD -LAYER command reference, 2012 on).
; The transcript with CMDECHO 1 (the initial value): the name, then each prompt with the typed answer.
(command "_.-LAYER" "_M" "WALLS" "_C" "1" "" "") ;=> nil
;>> "-LAYER Current layer:  \"0\"\nEnter an option [?/Make/Set/New/Rename/ON/OFF/Color/Ltype/LWeight/TRansparency/MATerial/Plot/Freeze/Thaw/LOck/Unlock/stAte/Description/rEconcile/Xref]: _M\nEnter name for new layer (becomes the current layer) <0>: WALLS\nEnter an option [?/Make/Set/New/Rename/ON/OFF/Color/Ltype/LWeight/TRansparency/MATerial/Plot/Freeze/Thaw/LOck/Unlock/stAte/Description/rEconcile/Xref]: _C\nNew color [Truecolor/COlorbook] : 1\nEnter name list of layer(s) for color 1 (red) <WALLS>: \nEnter an option [?/Make/Set/New/Rename/ON/OFF/Color/Ltype/LWeight/TRansparency/MATerial/Plot/Freeze/Thaw/LOck/Unlock/stAte/Description/rEconcile/Xref]: \nCommand: "
(getvar "CLAYER") ;=> "WALLS"
(tblsearch "LAYER" "WALLS") ;=> ((0 . "LAYER") (2 . "WALLS") (70 . 0) (62 . 1) (6 . "Continuous"))
; the rest without the echo: only AutoCAD's complaints print
(setvar "CMDECHO" 0) ;=> 0
(command "-layer" "n" "A1,A2" "c" "red" "a*" "lo" "A1" "") ;=> nil
(mapcar '(lambda (n) (cdr (assoc 62 (tblsearch "LAYER" n)))) '("A1" "A2")) ;=> (1 1)
(cdr (assoc 70 (tblsearch "LAYER" "A1"))) ;=> 4
(command "_.LAYER" "_OFF" "a2" "_F" "A1,walls" "") ;=> nil
;>> "Cannot freeze layer \"WALLS\".  It is the CURRENT layer.\n"
(list (cdr (assoc 62 (tblsearch "LAYER" "A2"))) (cdr (assoc 70 (tblsearch "LAYER" "A1"))) (cdr (assoc 70 (tblsearch "LAYER" "WALLS")))) ;=> (-1 5 0)
(command "-LAYER" "ON" "*" "T" "*" "U" "*" "S" "A2" "") ;=> nil
(list (getvar "CLAYER") (cdr (assoc 62 (tblsearch "LAYER" "A2"))) (cdr (assoc 70 (tblsearch "LAYER" "A1")))) ;=> ("A2" 1 0)
(command "-LAYER" "S" "NOPE" "") ;=> nil
;>> "Cannot find layer \"NOPE\".\n"
(command "-LAYER" "L" "DASHED" "" "") ;=> nil
;>> "Linetype \"DASHED\" not found.  Use LINETYPE command to load it.\n"
(command "-LAYER" "xyz" "") ;=> nil
;>> "Invalid option keyword.\n"
; Make turns an existing layer that is off back on; Color with a minus sign turns the layers off
(command "-LAYER" "_C" "-3" "A1" "_M" "A1" "") ;=> nil
(list (getvar "CLAYER") (cdr (assoc 62 (tblsearch "LAYER" "A1")))) ;=> ("A1" 3)
; Rename, LWeight (nearest valid weight), Plot, Ltype of a loaded linetype
(command "-LAYER" "_R" "A2" "B2" "_LW" "0.3" "B2" "_P" "_N" "B2" "_L" "CONTINUOUS" "B2" "") ;=> nil
(list (tblsearch "LAYER" "A2") (cdr (assoc 370 (entget (tblobjname "LAYER" "B2")))) (cdr (assoc 290 (entget (tblobjname "LAYER" "B2"))))) ;=> (nil 30 0)
; turning the current layer off asks first (EXPERT 0)
(command "-LAYER" "_OFF" "" "_N" "") ;=> nil
(cdr (assoc 62 (tblsearch "LAYER" "A1"))) ;=> 3
(progn (setvar "EXPERT" 1) (command "-LAYER" "_OFF" "" "") (setvar "EXPERT" 0) (cdr (assoc 62 (tblsearch "LAYER" "A1")))) ;=> -3
(command "-LAYER" "_ON" "A1" "") ;=> nil
; a LAYER command left open continues in the next command call, even inside an option
(command "_.-LAYER") ;=> nil
(list (getvar "CMDACTIVE") (getvar "CMDNAMES")) ;=> (1 "-LAYER")
(command "_M" "SPLIT1" "_C") ;=> nil
(getvar "CLAYER") ;=> "SPLIT1"
(command "3" "" "") ;=> nil
(list (cdr (assoc 62 (tblsearch "LAYER" "SPLIT1"))) (getvar "CMDACTIVE") (getvar "CMDNAMES")) ;=> (3 0 "")
(command "-LAYER" "_M" "SPLIT2") ;=> nil
(command) ;=> nil
(getvar "CMDACTIVE") ;=> 0
; after the cancel "_M" is a command name: AutoCAD's M is MOVE, whose "Select objects:" refuses the text
(command "_M" "NOTALAYERCMD" "") ;=> nil
;>> "*Invalid selection*\nExpects a point or\nWindow/Last/Crossing/BOX/ALL/Fence/WPolygon/CPolygon/Group/Add/Remove/Multiple/Previous/Undo/AUto/SIngle/SUbobject/Object\n"
(list (getvar "CLAYER") (tblsearch "LAYER" "NOTALAYERCMD")) ;=> ("SPLIT2" nil)
; options not simulated end the command and say so
(command "-LAYER" "_TR" "50" "" "") ;=> nil
;>> "; Lispwright: the -LAYER TRansparency command is not simulated; it had no effect (use entmake/entmod/setvar instead)\n"
(getvar "CMDACTIVE") ;=> 0
