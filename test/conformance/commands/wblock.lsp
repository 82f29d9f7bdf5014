; -WBLOCK / WBLOCK: a drawing file written into the run's sandbox (as DXF text), read back by INSERT
(setvar "OSMODE" 0) ;=> 0
(progn (setvar "CMDECHO" 0) (command "_.CIRCLE" '(5 5) 1 "_.LINE" '(4 5) '(6 5) "") (setvar "CMDECHO" 1)) ;=> 1
(command "_.-WBLOCK" "C:/parts/valve" "" '(5 5) (ssget "X") "") ;=> nil
;>> "-WBLOCK Enter name of output file: C:/parts/valve\nEnter name of existing block or [= (block=output file)/* (whole drawing)] <define new drawing>: \nSpecify insertion base point: \nSelect objects: \n2 found\nSelect objects: \nCommand: "
(findfile "C:/parts/valve.dwg") ;=> "C:\\parts\\valve.dwg"
; the file is DXF: its first lines are a DXF section
(progn (setq f (open "C:/parts/valve.dwg" "r")) (setq l1 (read-line f) l2 (read-line f)) (close f) (list l1 l2)) ;=> ("  0" "SECTION")
; WBLOCKCREATEMODE 1 (initial): the objects stay
(list (getvar "WBLOCKCREATEMODE") (sslength (ssget "X"))) ;=> (1 2)
(setvar "CMDECHO" 0) ;=> 0
; inserted back, the base point was moved to the origin of the written drawing
(progn (command "_.ERASE" (ssget "X") "" "_.-INSERT" "C:/parts/valve.dwg" '(20 0) 1 1 0) (cdr (assoc 10 (entget (cdr (assoc -2 (tblsearch "BLOCK" "valve"))))))) ;=> (0.0 0.0 0.0)
; an existing file: the replace question (No asks for another name); EXPERT 2 answers Yes
(progn (command "_.-WBLOCK" "C:/parts/valve" "_N" "C:/parts/valve2.dwg" "valve") (list (findfile "C:/parts/valve2.dwg") (sslength (ssget "X")))) ;=> ("C:\\parts\\valve2.dwg" 1)
(progn (setvar "EXPERT" 2) (command "_.-WBLOCK" "C:/parts/valve.dwg" "*") (setvar "EXPERT" 0) (findfile "C:/parts/valve.dwg")) ;=> "C:\\parts\\valve.dwg"
; "=": the block named like the file
(progn (command "_.-WBLOCK" "C:/out/valve" "=") (findfile "C:/out/valve.dwg")) ;=> "C:\\out\\valve.dwg"
; WBLOCKCREATEMODE 2 erases the objects; OOPS brings them back
(progn (command "_.LINE" '(0 0) '(3 0) "") (setvar "WBLOCKCREATEMODE" 2) (command "_.-WBLOCK" "C:/out/edge" "" '(0 0) (entlast) "") (setvar "WBLOCKCREATEMODE" 1) (list (cdr (assoc 0 (entget (entlast)))) (progn (command "_.OOPS") (cdr (assoc 0 (entget (entlast))))))) ;=> ("INSERT" "LINE")
; a block that is not there
(progn (setvar "CMDECHO" 1) (command "_.-WBLOCK" "C:/out/x" "NOSUCH")) ;=> nil
;>> "-WBLOCK Enter name of output file: C:/out/x\nEnter name of existing block or [= (block=output file)/* (whole drawing)] <define new drawing>: NOSUCH\nBlock \"NOSUCH\" not found.\nCommand: "
