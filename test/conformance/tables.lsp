; Symbol tables, dictionaries and extended data on a new empty drawing.
(tblnext "LAYER" T) ;=> ((0 . "LAYER") (2 . "0") (70 . 0) (62 . 7) (6 . "Continuous"))
(tblnext "LAYER") ;=> nil
(tblsearch "layer" "0") ;=> ((0 . "LAYER") (2 . "0") (70 . 0) (62 . 7) (6 . "Continuous"))
(tblsearch "LAYER" "NOSUCH") ;=> nil
(tblnext "LTYPE" T) ;=> ((0 . "LTYPE") (2 . "ByBlock") (70 . 0) (3 . "") (72 . 65) (73 . 0) (40 . 0.0))
(tblnext "LTYPE") ;=> ((0 . "LTYPE") (2 . "ByLayer") (70 . 0) (3 . "") (72 . 65) (73 . 0) (40 . 0.0))
(tblnext "LTYPE") ;=> ((0 . "LTYPE") (2 . "Continuous") (70 . 0) (3 . "Solid line") (72 . 65) (73 . 0) (40 . 0.0))
(tblnext "LTYPE") ;=> nil
(tblsearch "LTYPE" "continuous") ;=> ((0 . "LTYPE") (2 . "Continuous") (70 . 0) (3 . "Solid line") (72 . 65) (73 . 0) (40 . 0.0))
(tblsearch "STYLE" "Standard") ;=> ((0 . "STYLE") (2 . "Standard") (70 . 0) (40 . 0.0) (41 . 1.0) (50 . 0.0) (71 . 0) (42 . 2.5) (3 . "txt") (4 . ""))
(tblsearch "APPID" "ACAD") ;=> ((0 . "APPID") (2 . "ACAD") (70 . 0))
(cdr (assoc 2 (tblnext "DIMSTYLE" T))) ;=> "Standard"
(cdr (assoc 2 (tblnext "VPORT" T))) ;=> "*Active"
(tblnext "BLOCK" T) ;=> nil
(tblnext "UCS" T) ;=> nil
(tblnext "VIEW" T) ;=> nil
(tblnext "NOTATABLE") ;!! bad argument value: AutoCAD table name "NOTATABLE"
(tblsearch 1 "0") ;!! bad argument type: stringp 1
(tblsearch "LAYER" 'zero) ;!! bad argument type: stringp ZERO
; the full record through tblobjname
(setq l0 (tblobjname "LAYER" "0"))
(type l0) ;=> ENAME
(cdr (assoc 0 (entget l0))) ;=> "LAYER"
(cdr (assoc 100 (entget l0))) ;=> "AcDbSymbolTableRecord"
(cdr (assoc 370 (entget l0))) ;=> -3
(tblobjname "LAYER" "NOSUCH") ;=> nil
; layers made by entmake; tblsearch setnext moves tblnext
(entmake '((0 . "LAYER") (100 . "AcDbSymbolTableRecord") (100 . "AcDbLayerTableRecord") (2 . "OLD_LAYER") (70 . 0) (62 . 1) (6 . "Continuous"))) ;=> ((0 . "LAYER") (100 . "AcDbSymbolTableRecord") (100 . "AcDbLayerTableRecord") (2 . "OLD_LAYER") (70 . 0) (62 . 1) (6 . "Continuous"))
(entmake '((0 . "LAYER") (2 . "FROZEN") (70 . 5) (62 . -3))) ;=> ((0 . "LAYER") (2 . "FROZEN") (70 . 5) (62 . -3))
(entmake '((0 . "LAYER") (2 . "OLD_LAYER") (70 . 0))) ;=> nil
(getvar "ERRNO") ;=> 1
(entmake '((0 . "LAYER") (2 . "BAD*NAME") (70 . 0))) ;=> nil
(entmake '((0 . "LAYER") (2 . "DASH") (6 . "NOSUCHLT"))) ;=> nil
(getvar "ERRNO") ;=> 26
(tblsearch "LAYER" "FROZEN") ;=> ((0 . "LAYER") (2 . "FROZEN") (70 . 5) (62 . -3) (6 . "Continuous"))
(tblsearch "LAYER" "0" T) ;=> ((0 . "LAYER") (2 . "0") (70 . 0) (62 . 7) (6 . "Continuous"))
(cdr (assoc 2 (tblnext "LAYER"))) ;=> "OLD_LAYER"
(cdr (assoc 2 (tblnext "LAYER"))) ;=> "FROZEN"
(tblnext "LAYER") ;=> nil
; entmod of a table record: colour off, rename
(setq ld (entget (tblobjname "LAYER" "OLD_LAYER")))
(if (entmod (subst '(62 . -1) (assoc 62 ld) ld)) 'changed) ;=> CHANGED
(cdr (assoc 62 (tblsearch "LAYER" "OLD_LAYER"))) ;=> -1
(if (entmod (list (cons -1 (tblobjname "LAYER" "OLD_LAYER")) '(2 . "ARCHIVE"))) 'renamed) ;=> RENAMED
(tblsearch "LAYER" "OLD_LAYER") ;=> nil
(cdr (assoc 62 (tblsearch "LAYER" "ARCHIVE"))) ;=> -1
; other tables through entmake
(entmake '((0 . "STYLE") (100 . "AcDbSymbolTableRecord") (100 . "AcDbTextStyleTableRecord") (2 . "NOTES") (70 . 0) (40 . 0.0) (41 . 0.8) (3 . "romans.shx"))) ;=> ((0 . "STYLE") (100 . "AcDbSymbolTableRecord") (100 . "AcDbTextStyleTableRecord") (2 . "NOTES") (70 . 0) (40 . 0.0) (41 . 0.8) (3 . "romans.shx"))
(tblsearch "STYLE" "NOTES") ;=> ((0 . "STYLE") (2 . "NOTES") (70 . 0) (40 . 0.0) (41 . 0.8) (50 . 0.0) (71 . 0) (42 . 2.5) (3 . "romans.shx") (4 . ""))
(entmake '((0 . "TEXT") (10 0.0 0.0 0.0) (40 . 1.0) (1 . "styled") (7 . "NOTES"))) ;=> ((0 . "TEXT") (10 0.0 0.0 0.0) (40 . 1.0) (1 . "styled") (7 . "NOTES"))
(entmake '((0 . "LTYPE") (2 . "DASHED") (70 . 0) (3 . "Dashed __ __") (72 . 65) (73 . 2) (40 . 0.75) (49 . 0.5) (74 . 0) (49 . -0.25) (74 . 0))) ;=> ((0 . "LTYPE") (2 . "DASHED") (70 . 0) (3 . "Dashed __ __") (72 . 65) (73 . 2) (40 . 0.75) (49 . 0.5) (74 . 0) (49 . -0.25) (74 . 0))
(tblsearch "LTYPE" "DASHED") ;=> ((0 . "LTYPE") (2 . "DASHED") (70 . 0) (3 . "Dashed __ __") (72 . 65) (73 . 2) (40 . 0.75) (49 . 0.5) (74 . 0) (49 . -0.25) (74 . 0))
(entmake '((0 . "LINE") (6 . "DASHED") (10 0.0 0.0 0.0) (11 1.0 0.0 0.0))) ;=> ((0 . "LINE") (6 . "DASHED") (10 0.0 0.0 0.0) (11 1.0 0.0 0.0))
(cdr (assoc 6 (entget (entlast)))) ;=> "DASHED"
; dictionaries
(setq nod (namedobjdict))
(cdr (assoc 0 (entget nod))) ;=> "DICTIONARY"
(cdr (assoc 0 (dictsearch nod "ACAD_GROUP"))) ;=> "DICTIONARY"
(cdr (assoc 0 (dictsearch nod "acad_layout"))) ;=> "DICTIONARY"
(dictsearch nod "NOSUCH") ;=> nil
(setq lay (cdr (assoc -1 (dictsearch nod "ACAD_LAYOUT"))))
(cdr (assoc 0 (dictnext lay T))) ;=> "LAYOUT"
(cdr (assoc 1 (member '(100 . "AcDbLayout") (dictnext lay T)))) ;=> "Layout1"
(cdr (assoc 1 (member '(100 . "AcDbLayout") (dictnext lay)))) ;=> "Layout2"
(cdr (assoc 1 (member '(100 . "AcDbLayout") (dictnext lay)))) ;=> "Model"
(dictnext lay) ;=> nil
; a user dictionary with an xrecord
(setq xr (entmakex '((0 . "XRECORD") (100 . "AcDbXrecord") (1 . "stored text") (40 . 2.5))))
(setq ud (entmakex '((0 . "DICTIONARY") (100 . "AcDbDictionary"))))
(eq (dictadd nod "MY_SETTINGS" ud) ud) ;=> T
(eq (dictadd ud "DEFAULTS" xr) xr) ;=> T
(dictadd ud "DEFAULTS" xr) ;=> nil
(cdr (assoc 1 (dictsearch ud "DEFAULTS"))) ;=> "stored text"
(cdr (assoc 40 (dictsearch ud "defaults"))) ;=> 2.5
(eq (cdr (assoc 330 (dictsearch ud "DEFAULTS"))) ud) ;=> T
(dictrename ud "DEFAULTS" "FACTORY") ;=> "FACTORY"
(dictsearch ud "DEFAULTS") ;=> nil
(cdr (assoc 1 (dictsearch ud "FACTORY"))) ;=> "stored text"
(dictrename ud "NOSUCH" "X") ;=> nil
(eq (dictremove ud "FACTORY") xr) ;=> T
(dictsearch ud "FACTORY") ;=> nil
(dictremove ud "FACTORY") ;=> nil
(cdr (assoc 0 (dictsearch nod "MY_SETTINGS"))) ;=> "DICTIONARY"
; extended data
(regapp "LISPWRIGHT") ;=> "LISPWRIGHT"
(regapp "LISPWRIGHT") ;=> nil
(tblsearch "APPID" "LISPWRIGHT") ;=> ((0 . "APPID") (2 . "LISPWRIGHT") (70 . 0))
(entmake '((0 . "POINT") (10 1.0 2.0 0.0) (-3 ("LISPWRIGHT" (1000 . "survey") (1040 . 12.5) (1070 . 3) (1010 1.0 2.0 3.0))))) ;=> ((0 . "POINT") (10 1.0 2.0 0.0) (-3 ("LISPWRIGHT" (1000 . "survey") (1040 . 12.5) (1070 . 3) (1010 1.0 2.0 3.0))))
(setq pt (entlast))
(assoc -3 (entget pt)) ;=> nil
(assoc -3 (entget pt '("LISPWRIGHT"))) ;=> (-3 ("LISPWRIGHT" (1000 . "survey") (1040 . 12.5) (1070 . 3) (1010 1.0 2.0 3.0)))
(assoc -3 (entget pt '("LISP*"))) ;=> (-3 ("LISPWRIGHT" (1000 . "survey") (1040 . 12.5) (1070 . 3) (1010 1.0 2.0 3.0)))
(assoc -3 (entget pt '("OTHER"))) ;=> nil
(entmake '((0 . "POINT") (10 1.0 2.0 0.0) (-3 ("UNREGISTERED" (1000 . "x"))))) ;=> nil
(getvar "ERRNO") ;=> 48
(if (entmod (list (cons -1 pt) '(-3 ("LISPWRIGHT" (1000 . "changed"))))) 'changed) ;=> CHANGED
(assoc -3 (entget pt '("*"))) ;=> (-3 ("LISPWRIGHT" (1000 . "changed")))
; xdsize is an estimate (AutoCAD's byte accounting is not published): check its relations only
(setq s1 (xdsize '((-3 ("LISPWRIGHT" (1000 . "abc"))))))
(> s1 0) ;=> T
(= (xdsize '(("LISPWRIGHT" (1000 . "abc")))) s1) ;=> T
(> (xdsize '(("LISPWRIGHT" (1000 . "abc") (1040 . 1.0)))) s1) ;=> T
(= (xdroom pt) (- 16383 (xdsize '(("LISPWRIGHT" (1000 . "changed")))))) ;=> T
(xdroom (tblobjname "LAYER" "NOSUCH")) ;!! bad argument type: lentityp nil
(xdsize '((-3 ("APP" (5 . "bad"))))) ;=> nil
