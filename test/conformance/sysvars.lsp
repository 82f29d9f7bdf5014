; getvar / setvar over the drawing's system variables, trans and textbox. PENDING: needs the
; drawing database (layer table hook for CLAYER, entmake) and SELECTION_FAMILIES in the test
; interpreter; move to test/conformance/ once both are merged.
(getvar "LUNITS") ;=> 2
(getvar "luprec") ;=> 4
(getvar "TEXTSIZE") ;=> 0.2
(getvar "CLAYER") ;=> "0"
(getvar "CECOLOR") ;=> "BYLAYER"
(getvar "CELTYPE") ;=> "ByLayer"
(getvar "CTAB") ;=> "Model"
(getvar "TILEMODE") ;=> 1
(getvar "OSMODE") ;=> 4133
(getvar "ANGBASE") ;=> 0.0
(getvar "LIMMAX") ;=> (12.0 9.0)
(getvar "NOSUCHVAR") ;=> nil
(getvar 5) ;!! bad argument type: stringp 5
(setvar "FOO" 1) ;!! AutoCAD variable setting rejected: "FOO" 1
(setvar "ACADVER" "1") ;!! AutoCAD variable setting rejected: "ACADVER" "1"
(getvar "ERRNO") ;=> 20
(setvar "OSMODE" nil) ;!! AutoCAD variable setting rejected: "OSMODE" nil
(setvar "LUNITS" 7) ;!! AutoCAD variable setting rejected: "LUNITS" 7
(getvar "ERRNO") ;=> 22
(setvar "TEXTSIZE" 2) ;=> 2
(getvar "TEXTSIZE") ;=> 2.0
(setvar "osmode" 0) ;=> 0
(getvar "OSMODE") ;=> 0
(setvar "CLAYER" "NOPE") ;!! AutoCAD variable setting rejected: "CLAYER" "NOPE"
(entmake '((0 . "LINE") (8 . "NEWLAYER") (10 0.0 0.0 0.0) (11 1.0 0.0 0.0)))
(setvar "CLAYER" "newlayer") ;=> "newlayer"
(getvar "CLAYER") ;=> "NEWLAYER"
(setvar "CECOLOR" "red") ;=> "red"
(getvar "CECOLOR") ;=> "1"
(setvar "CELTYPE" "NOSUCHLTYPE") ;!! AutoCAD variable setting rejected: "CELTYPE" "NOSUCHLTYPE"
(setvar "ERRNO" 0) ;=> 0
(= (getvar "MILLISECS") (getvar "MILLISECS")) ;=> T
(fix (getvar "CDATE")) ;=> 20250101
; trans
(trans '(1 2 3) 0 1) ;=> (1.0 2.0 3.0)
(trans '(1 2) 1 0) ;=> (1.0 2.0 0.0)
(trans '(1 2 3) '(1 0 0) 0) ;=> (3.0 1.0 2.0)
(trans '(5 0 0) '(0 0 -1) 0) ;=> (-5.0 0.0 0.0)
(entmake '((0 . "CIRCLE") (10 5.0 0.0 0.0) (40 . 1.0) (210 0.0 0.0 -1.0)))
(trans '(5 0 0) (entlast) 0) ;=> (-5.0 0.0 0.0)
(trans '(1 2) 7 0) ;=> nil
(getvar "ERRNO") ;=> 16
; textbox (documented approximation: txt.shx-like cells)
(textbox '((1 . "ABCD") (40 . 1.0))) ;=> ((0.0 0.0 0.0) (3.66667 1.0 0.0))
(textbox '((1 . "gy") (40 . 3.0))) ;=> ((0.0 -1.0 0.0) (5.0 2.0 0.0))
; HANDSEED is a DXF header variable ($HANDSEED), not a system variable: AutoCAD's getvar answers nil
(getvar "HANDSEED") ;=> nil
