; -BLOCK and BLOCK: the transcript of "About Entity Context and Coordinate Transform Data" [ctx]
; (four lines, a block "square" with base point 2,2); BLOCKCREATEMODE [Autodesk, BLOCKCREATEMODE system variable]
(setvar "OSMODE" 0) ;=> 0
(progn (setvar "CMDECHO" 0) (command "_.LINE" '(1 1) '(3 1) '(3 3) '(1 3) "_C") (setvar "CMDECHO" 1) (setq ss (ssget "X")) (sslength ss)) ;=> 4
(command "_.-BLOCK" "square" '(2 2) ss "") ;=> nil
;>> "-BLOCK Enter block name or [?]: square\nSpecify insertion base point or [Annotative]: \nSelect objects: \n4 found\nSelect objects: \nCommand: "
; the definition keeps the base point as given and the lines where they were
(tblsearch "BLOCK" "square") ;=> ((0 . "BLOCK") (2 . "square") (70 . 0) (10 2.0 2.0 0.0) (-2 . <Entity name: 7ff700000280>))
(cdr (assoc 10 (entget (cdr (assoc -2 (tblsearch "BLOCK" "square")))))) ;=> (1.0 1.0 0.0)
; BLOCKCREATEMODE 0 (the initial value): the lines are erased and an insertion of the block takes their place
(getvar "BLOCKCREATEMODE") ;=> 0
(mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(0 2 10 41 50)) ;=> ("INSERT" "square" (2.0 2.0 0.0) 1.0 0.0)
(sslength (ssget "X")) ;=> 1
; OOPS brings the lines back [-BLOCK reference]
(progn (command "_.OOPS") (sslength (ssget "X" '((0 . "LINE"))))) ;=> 4
;>> "OOPS Command: "
(setvar "CMDECHO" 0) ;=> 0
; redefining asks first (EXPERT below 2); No asks for the name again
(command "_.-BLOCK" "square" "_N" "square" "_Y" '(0 0) (ssget "X" '((0 . "LINE"))) "") ;=> nil
(cdr (assoc 10 (tblsearch "BLOCK" "square"))) ;=> (0.0 0.0 0.0)
; BLOCKCREATEMODE 1 keeps the objects; 2 erases them
(progn (command "_.CIRCLE" '(10 10) 1) (setvar "BLOCKCREATEMODE" 1) (command "_.-BLOCK" "ring" '(10 10) (entlast) "") (list (cdr (assoc 0 (entget (entlast)))) (sslength (ssget "X")))) ;=> ("CIRCLE" 3)
(progn (setvar "BLOCKCREATEMODE" 2) (command "_.-BLOCK" "ring2" '(10 10) (entlast) "") (list (cdr (assoc 0 (entget (entlast)))) (sslength (ssget "X")))) ;=> ("INSERT" 2)
; EXPERT 2 answers the redefinition question Yes
(progn (setvar "EXPERT" 2) (command "_.OOPS" "_.-BLOCK" "ring2" '(0 0) (ssget "X" '((0 . "CIRCLE"))) "") (setvar "EXPERT" 0) (cdr (assoc 10 (tblsearch "BLOCK" "ring2")))) ;=> (10.0 10.0 0.0)
; a block may not contain a reference to itself
(progn (setvar "BLOCKCREATEMODE" 0) (command "_.-INSERT" "square" '(50 50) 1 1 0) (setvar "CMDECHO" 1) (command "_.-BLOCK" "square" "_Y" '(0 0) (entlast) "")) ;=> nil
;>> "-BLOCK Enter block name or [?]: square\nBlock \"square\" already exists. Redefine it? [Yes/No] <N>: _Y\nSpecify insertion base point or [Annotative]: \nSelect objects: \n1 found\nSelect objects: \nBlock square references itself\nCommand: "
(setvar "CMDECHO" 0) ;=> 0
; a name that is not a valid symbol name is refused and asked again
(progn (command "_.LINE" '(0 0) '(1 0) "") (command "_.-BLOCK" "a<b" "good" '(0 0) (entlast) "") (list (tblsearch "BLOCK" "a<b") (cdr (assoc 2 (tblsearch "BLOCK" "good"))))) ;=> (nil "good")
;>> "Invalid block name.\n"
; in a UCS the contents are stored in UCS coordinates, so the block's X axis is the UCS X axis
(progn (command "_.UCS" "_Z" 90 "_.LINE" '(0 0) '(2 0) "") (command "_.-BLOCK" "turned" '(0 0) (entlast) "") (command "_.UCS" "_W")
       (cdr (assoc 11 (entget (cdr (assoc -2 (tblsearch "BLOCK" "turned"))))))) ;=> (2.0 0.0 0.0)
; the converted insertion follows the UCS: rotated 90 degrees
(cdr (assoc 50 (entget (entlast)))) ;=> 1.5708
; the block's insertion units are INSUNITS
(cdr (assoc 70 (entget (cdr (assoc 330 (entget (tblobjname "BLOCK" "turned"))))))) ;=> 1
