; Smaller divergences found on real programs (issue 12, item 6).
; wcmatch: # matches every character AutoCAD's digit test accepts (Unicode digits, superscripts)
(wcmatch "7" "#") ;=> T
(wcmatch (chr 1635) "#") ;=> T
(wcmatch (chr 65301) "#") ;=> T
(wcmatch (chr 178) "#") ;=> T
(wcmatch (chr 189) "#") ;=> nil
(wcmatch "A" "#") ;=> nil
(wcmatch (chr 178) ".") ;=> nil
(wcmatch (strcat "Room" (chr 178)) "Room#") ;=> T
; (princ), (prin1) and (print) with no argument return the null symbol (prints as nothing)
(type (princ)) ;=> SYM
(vl-symbol-name (prin1)) ;=> ""
(eq (princ) (print)) ;=> T
(null (princ)) ;=> nil
; handent: an unknown handle answers nil and sets ERRNO 13 (invalid handle)
(setvar "ERRNO" 0) ;=> 0
(handent "FFFFF") ;=> nil
(getvar "ERRNO") ;=> 13
(setvar "ERRNO" 0) ;=> 0
(handent "no handle") ;=> nil
(getvar "ERRNO") ;=> 13
(setvar "ERRNO" 0) ;=> 0
; a layer renamed through its table record is the name its entities report
(entmake '((0 . "LAYER") (100 . "AcDbSymbolTableRecord") (100 . "AcDbLayerTableRecord") (2 . "OLD-WALLS") (70 . 0) (62 . 3) (6 . "Continuous")))
(setq e1 (entmakex '((0 . "LINE") (8 . "OLD-WALLS") (10 0.0 0.0 0.0) (11 4.0 0.0 0.0))))
(setvar "CLAYER" "OLD-WALLS") ;=> "OLD-WALLS"
(setq rec (entget (tblobjname "LAYER" "OLD-WALLS")))
(entmod (subst '(2 . "A-WALL") (assoc 2 rec) rec))
(cdr (assoc 8 (entget e1))) ;=> "A-WALL"
(getvar "CLAYER") ;=> "A-WALL"
(tblsearch "LAYER" "OLD-WALLS") ;=> nil
(cdr (assoc 2 (tblsearch "LAYER" "a-wall"))) ;=> "A-WALL"
(sslength (ssget "X" '((8 . "A-WALL")))) ;=> 1
(setq z (entget (tblobjname "LAYER" "0")))
(entmod (subst '(2 . "ZERO") (assoc 2 z) z)) ;=> nil
