; DRAWORDER — DRAWORDER command reference, SORTENTSTABLE DXF reference (ACAD_SORTENTS in the space's extension dictionary).
(setvar "OSMODE" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(10 0) "") (setq a (entlast))
  (command "_.LINE" '(0 1) '(10 1) "") (setq b (entlast))
  (command "_.LINE" '(0 2) '(10 2) "") (setq c (entlast))
  (setq ms (cdr (assoc 330 (entget a))))
  (defun sortents (/ d x) (if (and (setq d (cdr (assoc 360 (entget ms)))) (setq x (dictsearch d "ACAD_SORTENTS"))) (mapcar 'cdr (vl-remove-if-not '(lambda (g) (member (car g) '(331 5))) (cddr (member '(100 . "AcDbSortentsTable") x))))))
  (setvar "CMDECHO" 1) nil) ;=> nil
; before any DRAWORDER there is no table
(sortents) ;=> nil
; Back (the default): the entity takes the smallest sort handle; the others move up one
(command "_.DRAWORDER" c "" "") ;=> nil
;>> "DRAWORDER Select objects: \n1 found\nSelect objects: \nEnter object ordering option [Above objects/Under objects/Front/Back] <Back>: \nCommand: "
(sortents) ;=> (<Entity name: 7ff700000250> "23" <Entity name: 7ff700000230> "24" <Entity name: 7ff700000240> "25")
(setvar "CMDECHO" 0) ;=> 0
(cdr (assoc 0 (dictsearch (cdr (assoc 360 (entget ms))) "ACAD_SORTENTS"))) ;=> "SORTENTSTABLE"
; Front, Above and Under objects
(progn (command "_.DRAWORDER" c "" "_F") (sortents)) ;=> nil
(progn (command "_.DRAWORDER" a "" "_A" b "") (sortents)) ;=> (<Entity name: 7ff700000240> "23" <Entity name: 7ff700000230> "24")
(progn (command "_.DRAWORDER" c "" "_U" b "") (sortents)) ;=> (<Entity name: 7ff700000250> "23" <Entity name: 7ff700000230> "25")
; the entities themselves do not change
(cdr (assoc 10 (entget c))) ;=> (0.0 2.0 0.0)
(progn (command "_.UNDO" 3) (sortents)) ;=> (<Entity name: 7ff700000250> "23" <Entity name: 7ff700000230> "24" <Entity name: 7ff700000240> "25")
