; ssget, the filter grammar, exact window/crossing geometry and the selection-set functions,
; over a small drawing built with entmake. PENDING: needs the drawing database (entmake, entlast)
; and SELECTION_FAMILIES in the test interpreter; move to test/conformance/ once both are merged.
(entmake '((0 . "LINE") (8 . "WALLS") (62 . 1) (10 0.0 0.0 0.0) (11 10.0 0.0 0.0)))
(setq l1 (entlast))
(entmake '((0 . "LINE") (8 . "DOORS") (10 0.0 5.0 0.0) (11 10.0 5.0 0.0)))
(setq l2 (entlast))
(entmake '((0 . "CIRCLE") (8 . "WALLS") (10 5.0 5.0 0.0) (40 . 2.5)))
(setq c1 (entlast))
(entmake '((0 . "ARC") (8 . "ANNO") (10 0.0 0.0 0.0) (40 . 10.0) (50 . 0.0) (51 . 1.5707963267949)))
(setq a1 (entlast))
(entmake '((0 . "TEXT") (8 . "0") (10 30.0 0.0 0.0) (40 . 2.5) (1 . "Hello *World*")))
(setq t1 (entlast))
(entmake '((0 . "LWPOLYLINE") (100 . "AcDbEntity") (100 . "AcDbPolyline") (8 . "WALLS") (90 . 2) (70 . 0) (10 40.0 0.0) (42 . 1.0) (10 50.0 0.0)))
(setq p1 (entlast))
; --- modes and the set functions
(setq all (ssget "X")) ;=> <Selection set: 1>
(sslength all) ;=> 6
(eq (ssname all 0) l1) ;=> T
(ssname all 6) ;=> nil
(sslength (ssget "_X" '((0 . "LINE")))) ;=> 2
(ssget "X" '((0 . "ELLIPSE"))) ;=> nil
(sslength (ssget "P")) ;=> 2
(eq (ssname (ssget "L") 0) p1) ;=> T
(sslength (ssget "A")) ;=> 6
(setq s (ssadd)) ;=> <Selection set: 6>
(sslength s) ;=> 0
(eq (ssadd l1 s) s) ;=> T
(ssadd l1 s) ;=> <Selection set: 6>
(sslength s) ;=> 1
(eq (ssmemb l1 s) l1) ;=> T
(ssmemb l2 s) ;=> nil
(ssdel l2 s) ;=> nil
(eq (ssdel l1 s) s) ;=> T
(sslength s) ;=> 0
(sslength "x") ;!! bad argument type: lselsetp "x"
(ssgetfirst) ;=> (nil nil)
(length (sssetfirst nil all)) ;=> 2
(sslength (ssget "I" '((0 . "CIRCLE")))) ;=> 1
(caar (ssnamex all)) ;=> 0
; --- equality tests: wildcards, case, escapes, colour defaults
(sslength (ssget "X" '((0 . "line,ARC")))) ;=> 3
(sslength (ssget "X" '((8 . "w*")))) ;=> 3
(sslength (ssget "X" '((8 . "~WALLS")))) ;=> 3
(eq (ssname (ssget "X" '((1 . "Hello `*World`*"))) 0) t1) ;=> T
(ssget "X" '((1 . "Hello World"))) ;=> nil
(eq (ssname (ssget "X" '((62 . 1))) 0) l1) ;=> T
(sslength (ssget "X" '((62 . 256)))) ;=> 5
; --- relational and logical tests
(sslength (ssget "X" '((-4 . ">") (40 . 2.0)))) ;=> 3
(sslength (ssget "X" '((0 . "CIRCLE,ARC") (-4 . "<=") (40 . 2.5)))) ;=> 1
(sslength (ssget "X" '((0 . "LINE") (-4 . "*,>,*") (10 0.0 1.0 0.0)))) ;=> 1
(sslength (ssget "X" '((-4 . "<OR") (0 . "CIRCLE") (-4 . "<AND") (0 . "LINE") (8 . "DOORS") (-4 . "AND>") (-4 . "OR>")))) ;=> 2
(sslength (ssget "X" '((0 . "LINE") (-4 . "<NOT") (62 . 1) (-4 . "NOT>")))) ;=> 1
(sslength (ssget "X" '((-4 . "<XOR") (8 . "WALLS") (0 . "LINE") (-4 . "XOR>")))) ;=> 3
(ssget "X" '((-4 . "&") (70 . 1) (0 . "LWPOLYLINE"))) ;=> nil
(sslength (ssget "X" '((-4 . "&=") (70 . 0) (0 . "LWPOLYLINE")))) ;=> 1
; --- malformed filters: nil and ERRNO, or an error for unusable lists
(ssget "X" '((-4 . "<OR") (0 . "LINE"))) ;=> nil
(getvar "ERRNO") ;=> 56
(ssget "X" '((-4 . "<OR") (-4 . "OR>"))) ;=> nil
(getvar "ERRNO") ;=> 59
(ssget "X" '((-4 . "<AND") (0 . "LINE") (-4 . "OR>"))) ;=> nil
(getvar "ERRNO") ;=> 60
(ssget "X" '((-4 . "<NOT") (0 . "LINE") (0 . "ARC") (-4 . "NOT>"))) ;=> nil
(getvar "ERRNO") ;=> 61
(ssget "X" '((-4 . "=>") (62 . 1))) ;=> nil
(getvar "ERRNO") ;=> 58
(ssget "X" '((-4 . ">") (8 . "A"))) ;=> nil
(getvar "ERRNO") ;=> 64
(ssget "X" (list (cons 8 nil))) ;!! bad SSGET list value
(ssget "X" '(0 . "LINE")) ;!! bad SSGET list
; --- exact geometry: the arc's true extents, the bulge's dip
(sslength (ssget "W" '(-1 -1) '(11 11))) ;=> 4
(ssget "C" '(-8 -8) '(-6 -6)) ;=> nil
(sslength (ssget "C" '(6 6) '(8 8))) ;=> 2
(ssget "W" '(39 -1) '(51 1)) ;=> nil
(eq (ssname (ssget "W" '(39 -5.1) '(51 1)) 0) p1) ;=> T
(eq (ssname (ssget "C" '(44 -6) '(46 -4.5)) 0) p1) ;=> T
(sslength (ssget "F" '((5 -1) (5 6)))) ;=> 3
(sslength (ssget "WP" '((-1 -1) (11 -1) (11 11) (-1 11)))) ;=> 4
(sslength (ssget "CP" '((4 4) (6 4) (6 6) (4 6)))) ;=> 1
