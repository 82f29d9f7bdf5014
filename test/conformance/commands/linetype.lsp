; -LINETYPE / LINETYPE [MAC:LINETYPE-Command-2]; definitions from acad.lin / acadiso.lin [corpus: (command "-linetype" "l" "HIDDEN" "acad.lin" "")]
(setvar "OSMODE" 0) ;=> 0
(command "-linetype" "l" "HIDDEN" "acad.lin" "") ;=> nil
;>> "-linetype Current line type:  \"ByLayer\"\nEnter an option [?/Create/Load/Set]: l\nEnter linetype(s) to load: HIDDEN\nEnter name of linetype file <acad.lin>: acad.lin\nLinetype HIDDEN loaded.\nEnter an option [?/Create/Load/Set]: \nCommand: "
; the LTYPE record: 3 description, 72 65, 73 elements, 40 total length, per element 49 / 74
(entget (tblobjname "LTYPE" "HIDDEN")) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "LTYPE") (330 . <Entity name: 7ff700000020>) (5 . "23") (100 . "AcDbSymbolTableRecord") (100 . "AcDbLinetypeTableRecord") (2 . "HIDDEN") (70 . 0) (3 . "Hidden __ __ __ __ __ __ __ __ __ __ __ __ __ __") (72 . 65) (73 . 2) (40 . 0.375) (49 . 0.25) (74 . 0) (49 . -0.125) (74 . 0))
(tblsearch "LTYPE" "HIDDEN") ;=> ((0 . "LTYPE") (2 . "HIDDEN") (70 . 0) (3 . "Hidden __ __ __ __ __ __ __ __ __ __ __ __ __ __") (72 . 65) (73 . 2) (40 . 0.375) (49 . 0.25) (74 . 0) (49 . -0.125) (74 . 0))
(setvar "CMDECHO" 0) ;=> 0
; a comma list and wildcards; Enter at the file prompt is acad.lin (MEASUREMENT 0)
(progn (command "_.-LINETYPE" "_L" "CENTER,DASHDOT?" "" "") (mapcar '(lambda (n) (cdr (assoc 40 (tblsearch "LTYPE" n)))) '("CENTER" "DASHDOT2" "DASHDOTX2"))) ;=> (2.0 0.5 nil)
; acadiso.lin: millimetres
(progn (command "_.-LINETYPE" "_L" "PHANTOM" "acadiso" "") (cdr (assoc 40 (tblsearch "LTYPE" "PHANTOM")))) ;=> 63.5
; already loaded: the reload question (Yes by default; EXPERT 3 answers it); reloading from acad.lin gives back inches
(progn (setvar "CMDECHO" 1) (command "_.-LINETYPE" "_L" "PHANTOM" "" "" "") (setvar "CMDECHO" 0) (cdr (assoc 40 (tblsearch "LTYPE" "PHANTOM")))) ;=> 2.5
;>> "-LINETYPE Current line type:  \"ByLayer\"\nEnter an option [?/Create/Load/Set]: _L\nEnter linetype(s) to load: PHANTOM\nEnter name of linetype file <acad.lin>: \nLinetype \"PHANTOM\" is already loaded.  Reload it? <Y>: \nLinetype PHANTOM reloaded.\nEnter an option [?/Create/Load/Set]: \nCommand: "
; a text linetype: 74 2, the style, scale, offsets and the text
(progn (command "_.-LINETYPE" "_L" "GAS_LINE" "" "") (vl-remove-if '(lambda (g) (member (car g) '(-1 5 330 100))) (entget (tblobjname "LTYPE" "GAS_LINE")))) ;=> ((0 . "LTYPE") (2 . "GAS_LINE") (70 . 0) (3 . "Gas line ----GAS----GAS----GAS----GAS----GAS----GAS--") (72 . 65) (73 . 3) (40 . 0.95) (49 . 0.5) (74 . 0) (49 . -0.2) (74 . 2) (75 . 0) (340 . <Entity name: 7ff7000000e0>) (46 . 0.1) (50 . 0.0) (44 . -0.1) (45 . -0.05) (9 . "GAS") (49 . -0.25) (74 . 0))
; Set: CELTYPE; new objects take it
(progn (command "_.-LINETYPE" "_S" "HIDDEN" "" "_.LINE" '(0 0) '(5 0) "") (list (getvar "CELTYPE") (cdr (assoc 6 (entget (entlast)))))) ;=> ("HIDDEN" "HIDDEN")
(progn (command "_.-LINETYPE" "_S" "ByLayer" "") (getvar "CELTYPE")) ;=> "ByLayer"
; a name not in the file, a file not there, a linetype not loaded
(progn (setvar "CMDECHO" 1) (command "_.-LINETYPE" "_L" "NOPE" "" "_L" "HIDDEN" "nofile.lin" "_S" "DOT" "HIDDEN" "") (setvar "CMDECHO" 0) (getvar "CELTYPE")) ;=> "HIDDEN"
;>> "-LINETYPE Current line type:  \"ByLayer\"\nEnter an option [?/Create/Load/Set]: _L\nEnter linetype(s) to load: NOPE\nEnter name of linetype file <acad.lin>: \nLinetype NOPE not found in file acad.lin.\nEnter an option [?/Create/Load/Set]: _L\nEnter linetype(s) to load: HIDDEN\nEnter name of linetype file <acad.lin>: nofile.lin\nCannot find file \"nofile.lin\".\nEnter an option [?/Create/Load/Set]: _S\nSpecify linetype name or [?] <ByLayer>: DOT\nLinetype \"DOT\" not found.  Use LINETYPE command to load it.\nSpecify linetype name or [?] <ByLayer>: HIDDEN\nEnter an option [?/Create/Load/Set]: \nCommand: "
; a .lin file in the sandbox is read first
(progn
  (setq f (open "C:/Lispwright/site.lin" "w")) (write-line "*SITE,Site boundary ____ . ____" f) (write-line "A,2,-0.5,0,-0.5" f) (close f)
  (command "_.-LINETYPE" "_L" "SITE" "site" "")
  (mapcar '(lambda (c) (cdr (assoc c (tblsearch "LTYPE" "SITE")))) '(3 73 40))) ;=> ("Site boundary ____ . ____" 4 3.0)
; Create writes the definition into the file (it is loaded with Load afterwards)
(progn (command "_.-LINETYPE" "_C" "RAIL" "site" "Rail ===" "1,-0.25" "" "_.-LINETYPE" "_L" "RAIL" "site" "") (cdr (assoc 40 (tblsearch "LTYPE" "RAIL")))) ;=> 1.25
; a layer can use a loaded linetype [-LAYER Ltype]
(progn (command "_.-LAYER" "_M" "HID" "_L" "HIDDEN" "" "") (cdr (assoc 6 (tblsearch "LAYER" "HID")))) ;=> "HIDDEN"
