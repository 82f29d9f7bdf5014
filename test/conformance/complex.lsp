; Complex entities and block definitions built with successive entmake calls, and entnext walks.
(defun strip (l) (cond ((null l) nil) ((eq (type (cdr (car l))) 'ENAME) (strip (cdr l))) ((= (car (car l)) 5) (strip (cdr l))) (t (cons (car l) (strip (cdr l))))))
(defun types (e / out) (setq out nil) (while e (setq out (cons (cdr (assoc 0 (entget e))) out) e (entnext e))) (reverse out))
; old-style polyline: header, vertices, SEQEND; nothing is visible before the SEQEND
(entmake '((0 . "POLYLINE") (8 . "PL") (66 . 1) (70 . 1))) ;=> ((0 . "POLYLINE") (8 . "PL") (66 . 1) (70 . 1))
(entlast) ;=> nil
(entmake '((0 . "VERTEX") (10 0.0 0.0 0.0))) ;=> ((0 . "VERTEX") (10 0.0 0.0 0.0))
(entmake '((0 . "VERTEX") (10 10.0 0.0 0.0) (42 . 0.5))) ;=> ((0 . "VERTEX") (10 10.0 0.0 0.0) (42 . 0.5))
(entmake '((0 . "VERTEX") (10 10.0 10.0 0.0))) ;=> ((0 . "VERTEX") (10 10.0 10.0 0.0))
(entmake '((0 . "SEQEND"))) ;=> ((0 . "SEQEND"))
(setq pl (entlast))
(strip (entget pl)) ;=> ((0 . "POLYLINE") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "PL") (100 . "AcDb2dPolyline") (66 . 1) (10 0.0 0.0 0.0) (70 . 1) (40 . 0.0) (41 . 0.0) (210 0.0 0.0 1.0) (71 . 0) (72 . 0) (73 . 0) (74 . 0) (75 . 0))
(strip (entget (entnext pl))) ;=> ((0 . "VERTEX") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbVertex") (100 . "AcDb2dVertex") (10 0.0 0.0 0.0) (40 . 0.0) (41 . 0.0) (42 . 0.0) (70 . 0) (50 . 0.0))
(cdr (assoc 42 (entget (entnext (entnext pl))))) ;=> 0.5
(types pl) ;=> ("POLYLINE" "VERTEX" "VERTEX" "VERTEX" "SEQEND")
(setq se (entnext (entnext (entnext (entnext pl)))))
(cdr (assoc 0 (entget se))) ;=> "SEQEND"
(eq (cdr (assoc -2 (entget se))) pl) ;=> T
(cdr (assoc 8 (entget se))) ;=> "0"
; a VERTEX without its POLYLINE, a SEQEND with nothing open
(entmake '((0 . "VERTEX") (10 0.0 0.0 0.0))) ;=> nil
(getvar "ERRNO") ;=> 37
(entmake '((0 . "SEQEND"))) ;=> nil
; entdel works on the main entity only; entmod of SEQEND is refused
(entdel (entnext pl)) ;=> nil
(entmod (entget se)) ;=> nil
(getvar "ERRNO") ;=> 32
(eq (entdel pl) pl) ;=> T
(entnext pl) ;=> nil
(eq (entdel pl) pl) ;=> T
(cdr (assoc 0 (entget (entnext pl)))) ;=> "VERTEX"
; entmod of a vertex, then entupd the header
(setq v1 (entnext pl))
(setq v1d (entget v1))
(if (entmod (subst '(10 1.0 1.0 0.0) (assoc 10 v1d) v1d)) 'changed) ;=> CHANGED
(assoc 10 (entget v1)) ;=> (10 1.0 1.0 0.0)
(eq (entupd pl) pl) ;=> T
; a block definition with an attribute definition
(entmake '((0 . "BLOCK") (2 . "DOOR") (70 . 2) (10 0.0 0.0 0.0))) ;=> ((0 . "BLOCK") (2 . "DOOR") (70 . 2) (10 0.0 0.0 0.0))
(entmake '((0 . "LINE") (10 0.0 0.0 0.0) (11 0.9 0.0 0.0))) ;=> ((0 . "LINE") (10 0.0 0.0 0.0) (11 0.9 0.0 0.0))
(entmake '((0 . "ARC") (10 0.0 0.0 0.0) (40 . 0.9) (50 . 0.0) (51 . 1.5708))) ;=> ((0 . "ARC") (10 0.0 0.0 0.0) (40 . 0.9) (50 . 0.0) (51 . 1.5708))
(entmake '((0 . "ATTDEF") (10 0.0 -0.3 0.0) (40 . 0.2) (1 . "D1") (3 . "Door number") (2 . "NUMBER") (70 . 0))) ;=> ((0 . "ATTDEF") (10 0.0 -0.3 0.0) (40 . 0.2) (1 . "D1") (3 . "Door number") (2 . "NUMBER") (70 . 0))
(entmake '((0 . "ENDBLK"))) ;=> "DOOR"
(tblsearch "BLOCK" "DOOR") ;=> ((0 . "BLOCK") (2 . "DOOR") (70 . 2) (10 0.0 0.0 0.0) (-2 . <Entity name: 7ff7000002a0>))
(setq bd (tblsearch "BLOCK" "DOOR"))
(types (cdr (assoc -2 bd))) ;=> ("LINE" "ARC" "ATTDEF")
(cdr (assoc 0 (entget (tblobjname "BLOCK" "DOOR")))) ;=> "BLOCK"
(cdr (assoc 2 (entget (tblobjname "BLOCK" "DOOR")))) ;=> "DOOR"
(eq (cdr (assoc -2 (entget (tblobjname "BLOCK" "DOOR")))) (cdr (assoc -2 bd))) ;=> T
(cdr (assoc 410 (entget (cdr (assoc -2 bd))))) ;=> nil
(cdr (assoc 67 (entget (cdr (assoc -2 bd))))) ;=> 0
; entities in a block definition are not in the main entnext stream
(types (entnext)) ;=> ("POLYLINE" "VERTEX" "VERTEX" "VERTEX" "SEQEND")
; an insert with an attribute: INSERT (66 . 1), ATTRIB, SEQEND
(entmake '((0 . "INSERT") (2 . "DOOR") (66 . 1) (10 5.0 5.0 0.0) (50 . 1.5708))) ;=> ((0 . "INSERT") (2 . "DOOR") (66 . 1) (10 5.0 5.0 0.0) (50 . 1.5708))
(entmake '((0 . "ATTRIB") (10 5.3 5.0 0.0) (40 . 0.2) (1 . "D101") (2 . "NUMBER") (70 . 0))) ;=> ((0 . "ATTRIB") (10 5.3 5.0 0.0) (40 . 0.2) (1 . "D101") (2 . "NUMBER") (70 . 0))
(entmake '((0 . "SEQEND"))) ;=> ((0 . "SEQEND"))
(setq ins (entlast))
(strip (entget ins)) ;=> ((0 . "INSERT") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbBlockReference") (66 . 1) (2 . "DOOR") (10 5.0 5.0 0.0) (41 . 1.0) (42 . 1.0) (43 . 1.0) (50 . 1.5708) (70 . 0) (71 . 0) (44 . 0.0) (45 . 0.0) (210 0.0 0.0 1.0))
(strip (entget (entnext ins))) ;=> ((0 . "ATTRIB") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbText") (10 5.3 5.0 0.0) (40 . 0.2) (1 . "D101") (50 . 0.0) (41 . 1.0) (51 . 0.0) (7 . "Standard") (71 . 0) (72 . 0) (11 0.0 0.0 0.0) (210 0.0 0.0 1.0) (100 . "AcDbAttribute") (280 . 0) (2 . "NUMBER") (70 . 0) (73 . 0) (74 . 0))
(types ins) ;=> ("INSERT" "ATTRIB" "SEQEND")
; unknown blocks are refused
(entmake '((0 . "INSERT") (2 . "NOSUCHBLOCK") (10 0.0 0.0 0.0))) ;=> nil
(getvar "ERRNO") ;=> 39
; anonymous blocks get a *U name from ENDBLK
(entmake '((0 . "BLOCK") (2 . "*U") (70 . 1) (10 0.0 0.0 0.0))) ;=> ((0 . "BLOCK") (2 . "*U") (70 . 1) (10 0.0 0.0 0.0))
(entmake '((0 . "POINT") (10 1.0 1.0 0.0))) ;=> ((0 . "POINT") (10 1.0 1.0 0.0))
(entmake '((0 . "ENDBLK"))) ;=> "*U1"
(cdr (assoc 2 (tblsearch "BLOCK" "*U1"))) ;=> "*U1"
; a block cannot insert itself while being defined; (entmake) cancels it
(entmake '((0 . "BLOCK") (2 . "SELF") (10 0.0 0.0 0.0))) ;=> ((0 . "BLOCK") (2 . "SELF") (10 0.0 0.0 0.0))
(entmake '((0 . "INSERT") (2 . "SELF") (10 0.0 0.0 0.0))) ;=> nil
(entmake) ;=> nil
(entmake '((0 . "ENDBLK"))) ;=> nil
(tblsearch "BLOCK" "SELF") ;=> nil
; redefinition replaces the contents
(entmake '((0 . "BLOCK") (2 . "DOOR") (70 . 0) (10 0.0 0.0 0.0))) ;=> ((0 . "BLOCK") (2 . "DOOR") (70 . 0) (10 0.0 0.0 0.0))
(entmake '((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 1.0))) ;=> ((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 1.0))
(entmake '((0 . "ENDBLK"))) ;=> "DOOR"
(types (cdr (assoc -2 (tblsearch "BLOCK" "DOOR")))) ;=> ("CIRCLE")
; paper space: 67 = 1
(entmake '((0 . "LINE") (67 . 1) (10 0.0 0.0 0.0) (11 1.0 1.0 0.0))) ;=> ((0 . "LINE") (67 . 1) (10 0.0 0.0 0.0) (11 1.0 1.0 0.0))
(cdr (assoc 410 (entget (entlast)))) ;=> "Layout1"
(cdr (assoc 67 (entget (entlast)))) ;=> 1
