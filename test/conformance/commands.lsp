; The simulated command-line LAYER command, and what command does with other commands.
(command "_.-LAYER" "_M" "WALLS" "_C" "1" "" "") ;=> nil
(getvar "CLAYER") ;=> "WALLS"
(tblsearch "LAYER" "WALLS") ;=> ((0 . "LAYER") (2 . "WALLS") (70 . 0) (62 . 1) (6 . "Continuous"))
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
; display and undo commands do nothing; other commands say they had no effect
(command "_.UNDO" "_BEGIN") ;=> nil
;>> ""
(command "_.-LAYER" "_M" "LAST" "" "_.LINE" '(0 0) '(1 1) "") ;=> nil
;>> "; Lispwright: the LINE command is not simulated; it had no effect (use entmake/entmod/setvar instead)\n"
(getvar "CLAYER") ;=> "LAST"

; a LAYER command left open continues in the next command call, even inside an option
(command "_.-LAYER") ;=> nil
(command "_M" "SPLIT1" "_C") ;=> nil
(getvar "CLAYER") ;=> "SPLIT1"
(command "3" "" "") ;=> nil
(cdr (assoc 62 (tblsearch "LAYER" "SPLIT1"))) ;=> 3
(command "-LAYER" "_M" "SPLIT2") ;=> nil
(command) ;=> nil
(command "_M" "NOTALAYERCMD" "") ;=> nil
;>> "; Lispwright: the M command is not simulated; it had no effect (use entmake/entmod/setvar instead)\n"
(list (getvar "CLAYER") (tblsearch "LAYER" "NOTALAYERCMD")) ;=> ("SPLIT2" nil)
; vl-cmdf always returns T; command and command-s return nil
(list (vl-cmdf "_.-LAYER" "_T" "*" "") (command "_.REGEN") (command-s "_.REDRAW")) ;=> (T nil nil)
