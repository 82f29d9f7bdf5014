; -ATTEDIT / ATTEDIT (command-line form) [MAC:ATTEDIT-Command-2] and ATTSYNC [MAC:ATTSYNC-Command]
(setvar "OSMODE" 0) ;=> 0
(progn
  (setvar "CMDECHO" 0)
  (entmake '((0 . "BLOCK") (2 . "TAG") (70 . 2) (10 0.0 0.0 0.0)))
  (entmake '((0 . "CIRCLE") (8 . "0") (10 0.0 0.0 0.0) (40 . 1.0)))
  (entmake '((0 . "ATTDEF") (8 . "0") (10 -0.3 -0.1 0.0) (40 . 0.2) (1 . "A-1") (3 . "Mark") (2 . "MARK") (70 . 0)))
  (entmake '((0 . "ATTDEF") (8 . "0") (10 -0.3 -0.5 0.0) (40 . 0.2) (1 . "STEEL") (3 . "Material") (2 . "MAT") (70 . 0)))
  (entmake '((0 . "ENDBLK")))
  (command "_.-INSERT" "TAG" '(0 0) 1 1 0 "A-1" "STEEL")
  (setq t1 (entlast))
  (command "_.-INSERT" "TAG" '(5 0) 1 1 0 "A-2" "STEEL")
  (setq t2 (entlast))
  (setvar "CMDECHO" 1)
  nil) ;=> nil
; one at a time: the specifications pick the attributes, then the options for each
(command "_.-ATTEDIT" "" "TAG" "MARK" "*" t1 "" "_V" "_R" "B-1" "_H" 0.3 "") ;=> nil
;>> "-ATTEDIT Edit attributes one at a time? [Yes/No] <Y>: \nEnter block name specification <*>: TAG\nEnter attribute tag specification <*>: MARK\nEnter attribute value specification <*>: *\nSelect Attributes: \n1 found\nSelect Attributes: \n1 attributes selected.\nEnter an option [Value/Position/Height/Angle/Style/Layer/Color/Next] <N>: _V\nEnter type of value modification [Change/Replace] <R>: _R\nEnter new attribute value: B-1\nEnter an option [Value/Position/Height/Angle/Style/Layer/Color/Next] <N>: _H\nSpecify new height <0.2000>: 0.3\nEnter an option [Value/Position/Height/Angle/Style/Layer/Color/Next] <N>: \nCommand: "
(mapcar '(lambda (c) (cdr (assoc c (entget (entnext t1))))) '(1 40)) ;=> ("B-1" 0.3)
(setvar "CMDECHO" 0) ;=> 0
; Change replaces a part of the value; Angle, Color and Layer too
(progn (command "_.-ATTEDIT" "" "*" "MAT" "*" t2 "" "_V" "_C" "EEL" "ONE" "_C" "1" "_A" 90 "") (mapcar '(lambda (c) (cdr (assoc c (entget (entnext (entnext t2)))))) '(1 62 50))) ;=> ("STONE" 1 1.5708)
; global editing, visible on screen No: every attribute that matches, string replaced
(progn (command "_.-ATTEDIT" "_N" "_N" "TAG" "MAT" "ST*" "STEEL" "IRON") (list (cdr (assoc 1 (entget (entnext (entnext t1))))) (cdr (assoc 1 (entget (entnext (entnext t2))))))) ;=> ("IRON" "STONE")
; ATTSYNC: the block redefined (MARK moved, MAT gone, NOTE new); the references follow, values kept by tag
(progn
  (entmake '((0 . "BLOCK") (2 . "TAG") (70 . 2) (10 0.0 0.0 0.0)))
  (entmake '((0 . "CIRCLE") (8 . "0") (10 0.0 0.0 0.0) (40 . 1.0)))
  (entmake '((0 . "ATTDEF") (8 . "0") (10 2.0 0.0 0.0) (40 . 0.25) (1 . "A-0") (3 . "Mark") (2 . "MARK") (70 . 0)))
  (entmake '((0 . "ATTDEF") (8 . "0") (10 2.0 -0.5 0.0) (40 . 0.2) (1 . "-") (3 . "Note") (2 . "NOTE") (70 . 0)))
  (entmake '((0 . "ENDBLK")))) ;=> "TAG"
(progn (setvar "CMDECHO" 1) (command "_.ATTSYNC" "_N" "TAG") (setvar "CMDECHO" 0)) ;=> 0
;>> "ATTSYNC Enter an option [?/Name/Select] <Select>: _N\nEnter name of block to synchronize: TAG\nCommand: "
(defun attribs (ins / e out) (setq e ins) (while (= "ATTRIB" (cdr (assoc 0 (entget (setq e (entnext e)))))) (setq out (cons (list (cdr (assoc 2 (entget e))) (cdr (assoc 1 (entget e))) (cdr (assoc 10 (entget e))) (cdr (assoc 40 (entget e)))) out))) (reverse out)) ;=> ATTRIBS
(attribs t1) ;=> (("MARK" "B-1" (2.0 0.0 0.0) 0.25) ("NOTE" "-" (2.0 -0.5 0.0) 0.2))
(attribs t2) ;=> (("MARK" "A-2" (7.0 0.0 0.0) 0.25) ("NOTE" "-" (7.0 -0.5 0.0) 0.2))
; entnext walks the new parts after the INSERT, then goes on with the next entity
(cdr (assoc 0 (entget (entnext (entnext (entnext t1)))))) ;=> "SEQEND"
(equal (entnext (entnext (entnext (entnext t1)))) t2) ;=> T
; Select: pick a reference, then confirm
(progn (command "_.ATTSYNC" "" t2 "_Y") (length (attribs t2))) ;=> 2
; a block without attribute definitions
(progn (entmake '((0 . "BLOCK") (2 . "PLAIN") (70 . 0) (10 0.0 0.0 0.0))) (entmake '((0 . "POINT") (10 0.0 0.0 0.0))) (entmake '((0 . "ENDBLK"))) (setvar "CMDECHO" 1) (command "_.ATTSYNC" "_N" "PLAIN")) ;=> nil
;>> "ATTSYNC Enter an option [?/Name/Select] <Select>: _N\nEnter name of block to synchronize: PLAIN\nBlock PLAIN has no attributes.\nCommand: "
