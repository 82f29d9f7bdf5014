; Layouts and paper space: a new drawing has Model, Layout1 and Layout2; CTAB, TILEMODE and
; CVPORT move together; a layout shown the first time gets its viewports; entities made in paper
; space carry (67 . 1) and (410 . layout); ssget "X" filters by 410.
(layoutlist) ;=> ("Layout1" "Layout2")
(getvar "CTAB") ;=> "Model"
(getvar "TILEMODE") ;=> 1
(getvar "CVPORT") ;=> 2
(ssget "X" '((0 . "VIEWPORT"))) ;=> nil
(setvar "CTAB" "layout1") ;=> "layout1"
(getvar "CTAB") ;=> "Layout1"
(getvar "TILEMODE") ;=> 0
(getvar "CVPORT") ;=> 1
(sslength (ssget "X" '((0 . "VIEWPORT")))) ;=> 2
(mapcar '(lambda (e) (cdr (assoc 69 (entget e)))) (list (ssname (ssget "X" '((0 . "VIEWPORT"))) 0) (ssname (ssget "X" '((0 . "VIEWPORT"))) 1))) ;=> (1 2)
(cdr (assoc 410 (entget (ssname (ssget "X" '((0 . "VIEWPORT"))) 0)))) ;=> "Layout1"
(entmod (entget (ssname (ssget "X" '((0 . "VIEWPORT"))) 0))) ;=> nil
; new entities go to the current layout
(entmake '((0 . "CIRCLE") (10 5.0 4.0 0.0) (40 . 1.0)))
(cdr (assoc 67 (entget (entlast)))) ;=> 1
(cdr (assoc 410 (entget (entlast)))) ;=> "Layout1"
(entmake '((0 . "LINE") (67 . 0) (10 0.0 0.0 0.0) (11 1.0 1.0 0.0)))
(cdr (assoc 410 (entget (entlast)))) ;=> "Model"
(entmake '((0 . "LINE") (410 . "Layout2") (10 0.0 0.0 0.0) (11 2.0 1.0 0.0)))
(cdr (assoc 410 (entget (entlast)))) ;=> "Layout2"
(sslength (ssget "X" '((410 . "Layout1")))) ;=> 3
(sslength (ssget "X" '((67 . 1)))) ;=> 4
(sslength (ssget "X" '((410 . "Model")))) ;=> 1
; TILEMODE goes back to model space, and to the last layout used
(setvar "TILEMODE" 1) ;=> 1
(getvar "CTAB") ;=> "Model"
(getvar "CVPORT") ;=> 2
(setvar "TILEMODE" 0) ;=> 0
(getvar "CTAB") ;=> "Layout1"
(setvar "CTAB" "Layout2") ;=> "Layout2"
(sslength (ssget "X" '((0 . "VIEWPORT") (410 . "Layout2")))) ;=> 2
(entmake '((0 . "POINT") (10 1.0 1.0 0.0)))
(cdr (assoc 410 (entget (entlast)))) ;=> "Layout2"
(setvar "CTAB" "Model") ;=> "Model"
(getvar "TILEMODE") ;=> 1
(setvar "CTAB" "NoSuchLayout") ;!! AutoCAD variable setting rejected: "CTAB" "NoSuchLayout"
; DBMOD tells that the drawing changed
(getvar "DBMOD") ;=> 5
; EXTMIN / EXTMAX follow the current space's objects (empty: AutoCAD's 1e20 markers)
(getvar "EXTMIN") ;=> (0.0 0.0 0.0)
(getvar "EXTMAX") ;=> (1.0 1.0 0.0)
(entmake '((0 . "CIRCLE") (10 10.0 10.0 0.0) (40 . 2.0)))
(getvar "EXTMAX") ;=> (12.0 12.0 0.0)
(setvar "CTAB" "Layout2") ;=> "Layout2"
(getvar "EXTMAX") ;=> (2.0 1.0 0.0)
(setvar "CTAB" "Model") ;=> "Model"
