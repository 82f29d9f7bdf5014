; Entity functions on a drawing built inside the test: entmake, entget, entmod, entdel, entnext,
; entlast, entupd, handent. STRIP drops enames and the handle so lists compare across runs.
(defun strip (l) (cond ((null l) nil) ((eq (type (cdr (car l))) 'ENAME) (strip (cdr l))) ((= (car (car l)) 5) (strip (cdr l))) (t (cons (car l) (strip (cdr l))))))
(entlast) ;=> nil
(entnext) ;=> nil
; LINE: defaults filled, integers become reals, 2D points become 3D
(entmake '((0 . "LINE") (10 1 2) (11 6.0 6.0 0.0))) ;=> ((0 . "LINE") (10 1 2) (11 6.0 6.0 0.0))
(setq ln (entlast))
(type ln) ;=> ENAME
(strip (entget ln)) ;=> ((0 . "LINE") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 1.0 2.0 0.0) (11 6.0 6.0 0.0) (210 0.0 0.0 1.0))
(cdr (assoc 0 (entget ln))) ;=> "LINE"
(cdr (assoc 410 (entget ln))) ;=> "Model"
(eq (cdr (assoc -1 (entget ln))) ln) ;=> T
(eq (handent (cdr (assoc 5 (entget ln)))) ln) ;=> T
(eq (cdr (assoc 330 (entget ln))) (cdr (assoc 330 (entget ln)))) ;=> T
; colour and a new layer; layer is created by entmake
(entmake '((0 . "CIRCLE") (8 . "WALLS") (62 . 1) (10 5.0 5.0 0.0) (40 . 2.0))) ;=> ((0 . "CIRCLE") (8 . "WALLS") (62 . 1) (10 5.0 5.0 0.0) (40 . 2.0))
(strip (entget (entlast))) ;=> ((0 . "CIRCLE") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "WALLS") (62 . 1) (100 . "AcDbCircle") (10 5.0 5.0 0.0) (40 . 2.0) (210 0.0 0.0 1.0))
(tblsearch "LAYER" "WALLS") ;=> ((0 . "LAYER") (2 . "WALLS") (70 . 0) (62 . 7) (6 . "Continuous"))
; ARC angles stay radians in entget
(entmake '((0 . "ARC") (10 0.0 0.0 0.0) (40 . 1.0) (50 . 0.0) (51 . 1.5708))) ;=> ((0 . "ARC") (10 0.0 0.0 0.0) (40 . 1.0) (50 . 0.0) (51 . 1.5708))
(strip (entget (entlast))) ;=> ((0 . "ARC") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbCircle") (10 0.0 0.0 0.0) (40 . 1.0) (210 0.0 0.0 1.0) (100 . "AcDbArc") (50 . 0.0) (51 . 1.5708))
; TEXT: 50 41 51 7 71 72 11 210, second AcDbText marker, 73
(entmake '((0 . "TEXT") (10 0.0 0.0 0.0) (40 . 2.5) (1 . "Hello"))) ;=> ((0 . "TEXT") (10 0.0 0.0 0.0) (40 . 2.5) (1 . "Hello"))
(strip (entget (entlast))) ;=> ((0 . "TEXT") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbText") (10 0.0 0.0 0.0) (40 . 2.5) (1 . "Hello") (50 . 0.0) (41 . 1.0) (51 . 0.0) (7 . "Standard") (71 . 0) (72 . 0) (11 0.0 0.0 0.0) (210 0.0 0.0 1.0) (100 . "AcDbText") (73 . 0))
(entmake '((0 . "TEXT") (10 0.0 0.0 0.0) (40 . 2.5) (1 . "x") (7 . "NOSTYLE"))) ;=> nil
(getvar "ERRNO") ;=> 28
; POINT
(entmake '((0 . "POINT") (10 3.0 4.0 0.0))) ;=> ((0 . "POINT") (10 3.0 4.0 0.0))
(strip (entget (entlast))) ;=> ((0 . "POINT") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbPoint") (10 3.0 4.0 0.0) (210 0.0 0.0 1.0) (50 . 0.0))
; LWPOLYLINE needs its markers; vertices are 2D with 40 41 42 91
(entmake '((0 . "LWPOLYLINE") (10 0.0 0.0) (10 10.0 0.0))) ;=> nil
(getvar "ERRNO") ;=> 36
(entmake '((0 . "LWPOLYLINE") (100 . "AcDbEntity") (100 . "AcDbPolyline") (90 . 2) (70 . 1) (10 0.0 0.0) (42 . 1.0) (10 10.0 0.0))) ;=> ((0 . "LWPOLYLINE") (100 . "AcDbEntity") (100 . "AcDbPolyline") (90 . 2) (70 . 1) (10 0.0 0.0) (42 . 1.0) (10 10.0 0.0))
(strip (entget (entlast))) ;=> ((0 . "LWPOLYLINE") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbPolyline") (90 . 2) (70 . 1) (43 . 0.0) (38 . 0.0) (39 . 0.0) (10 0.0 0.0) (40 . 0.0) (41 . 0.0) (42 . 1.0) (91 . 0) (10 10.0 0.0) (40 . 0.0) (41 . 0.0) (42 . 0.0) (91 . 0) (210 0.0 0.0 1.0))
; ELLIPSE
(entmake '((0 . "ELLIPSE") (100 . "AcDbEntity") (100 . "AcDbEllipse") (10 0.0 0.0 0.0) (11 4.0 0.0 0.0) (40 . 0.5))) ;=> ((0 . "ELLIPSE") (100 . "AcDbEntity") (100 . "AcDbEllipse") (10 0.0 0.0 0.0) (11 4.0 0.0 0.0) (40 . 0.5))
(strip (entget (entlast))) ;=> ((0 . "ELLIPSE") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbEllipse") (10 0.0 0.0 0.0) (11 4.0 0.0 0.0) (210 0.0 0.0 1.0) (40 . 0.5) (41 . 0.0) (42 . 6.28319))
(entmake '((0 . "ELLIPSE") (100 . "AcDbEntity") (100 . "AcDbEllipse") (10 0.0 0.0 0.0) (11 4.0 0.0 0.0) (40 . 2.0))) ;=> nil
; MTEXT
(entmake '((0 . "MTEXT") (100 . "AcDbEntity") (100 . "AcDbMText") (10 1.0 1.0 0.0) (40 . 2.5) (1 . "Line one\\PLine two"))) ;=> ((0 . "MTEXT") (100 . "AcDbEntity") (100 . "AcDbMText") (10 1.0 1.0 0.0) (40 . 2.5) (1 . "Line one\\PLine two"))
(cdr (assoc 1 (entget (entlast)))) ;=> "Line one\\PLine two"
(cdr (assoc 71 (entget (entlast)))) ;=> 1
; missing required data
(entmake '((0 . "CIRCLE") (10 0.0 0.0 0.0))) ;=> nil
(getvar "ERRNO") ;=> 36
(entmake '((8 . "0") (0 . "LINE") (10 0 0) (11 1 1))) ;=> nil
(entmake '((8 . "0") (62 . 1) (0 . "LINE") (10 0 0) (11 1 1))) ;=> nil
(entmake '((0 . "LINE") (10 0 0) (11 1 1) (6 . "NOSUCH"))) ;=> nil
(getvar "ERRNO") ;=> 26
(entmake '((0 . "LINE") (10 0 0) (11 1 1) (62 . 300))) ;=> nil
(getvar "ERRNO") ;=> 27
(entmake '((0 . "LINE") (10 "a" 0) (11 1 1))) ;!! bad DXF group: (10 "a" 0)
(entmake "LINE") ;!! bad argument type: listp "LINE"
; entmod: whole list from entget with subst
(setq ed (entget ln))
(setq ed (entmod (subst '(8 . "NEW_LAYER") (assoc 8 ed) ed)))
(cdr (assoc 8 (entget ln))) ;=> "NEW_LAYER"
(tblsearch "LAYER" "NEW_LAYER") ;=> ((0 . "LAYER") (2 . "NEW_LAYER") (70 . 0) (62 . 7) (6 . "Continuous"))
; entmod: a short list changes only the groups given
(if (entmod (list (cons -1 ln) '(62 . 3))) 'changed) ;=> CHANGED
(strip (entget ln)) ;=> ((0 . "LINE") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "NEW_LAYER") (62 . 3) (100 . "AcDbLine") (10 1.0 2.0 0.0) (11 6.0 6.0 0.0) (210 0.0 0.0 1.0))
(if (entmod (list (cons -1 ln) '(62 . 256))) 'changed) ;=> CHANGED
(assoc 62 (entget ln)) ;=> nil
; integers for real fields, reals truncated for integer fields
(if (entmod (list (cons -1 ln) '(10 0 0 0) '(62 . 4.7))) 'changed) ;=> CHANGED
(assoc 10 (entget ln)) ;=> (10 0.0 0.0 0.0)
(assoc 62 (entget ln)) ;=> (62 . 4)
; refused changes
(entmod (list (cons -1 ln) '(6 . "DASHED"))) ;=> nil
(getvar "ERRNO") ;=> 26
(entmod (list (cons -1 ln) '(0 . "CIRCLE"))) ;=> nil
(getvar "ERRNO") ;=> 24
(entmod (list (cons -1 ln) '(5 . "FFFF"))) ;=> nil
(getvar "ERRNO") ;=> 33
(entmod '((8 . "0"))) ;=> nil
(entmod (list (cons -1 ln) '(62 . 1)) 2) ;!! too many arguments
(entmod 5) ;!! bad argument type: listp 5
; entdel toggles
(eq (entdel ln) ln) ;=> T
(entget ln) ;=> nil
(entmod (list (cons -1 ln) '(62 . 1))) ;=> nil
(getvar "ERRNO") ;=> 2
(eq (handent (cdr (assoc 5 ed))) ln) ;=> T
(eq (entdel ln) ln) ;=> T
(cdr (assoc 8 (entget ln))) ;=> "NEW_LAYER"
(entget 42) ;!! bad argument type: lentityp 42
; entlast, entnext and entupd
(eq (entnext) ln) ;=> T
(cdr (assoc 0 (entget (entnext ln)))) ;=> "CIRCLE"
(cdr (assoc 0 (entget (entlast)))) ;=> "MTEXT"
(eq (entupd ln) ln) ;=> T
(handent "ZZZ") ;=> nil
(handent "FFFFFF") ;=> nil
