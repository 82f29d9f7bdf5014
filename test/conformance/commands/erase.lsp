; ERASE and OOPS — AutoCAD ERASE / OOPS command reference (prompts: commands.md). The
; selection forms themselves are in select.lsp.
(setvar "OSMODE" 0) ;=> 0
(setvar "CMDECHO" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(10 0) "") (setq a (entlast))
  (command "_.CIRCLE" '(5 5) 2) (setq c (entlast))
  (command "_.TEXT" '(0 10) 1 0 "NOTE") (setq tx (entlast))
  (entmake '((0 . "BLOCK") (2 . "TAG") (10 0 0 0) (70 . 2)))
  (entmake '((0 . "ATTDEF") (10 0 0 0) (40 . 0.25) (1 . "1") (3 . "No") (2 . "NO") (70 . 0)))
  (entmake '((0 . "ENDBLK")))
  (entmake '((0 . "INSERT") (2 . "TAG") (10 20 0 0) (66 . 1)))
  (entmake '((0 . "ATTRIB") (10 20 0 0) (40 . 0.25) (1 . "7") (2 . "NO") (70 . 0)))
  (entmake '((0 . "SEQEND")))
  (setq in (entnext tx) at (entnext in))
  (cdr (assoc 0 (entget at)))) ;=> "ATTRIB"
; the basic form and its transcript
(progn (setvar "CMDECHO" 1) (command "_.ERASE" a "") (setvar "CMDECHO" 0) (entget a)) ;=> nil
;>> "ERASE Select objects: \n1 found\nSelect objects: \nCommand: "
; OOPS brings the last erased set back, with the same entity name
(progn (command "_.OOPS") (cdr (assoc 0 (entget a)))) ;=> "LINE"
; a selection set; the erased objects are skipped by ssget "X" and entnext
(progn (command "_.ERASE" (ssget "X" '((0 . "CIRCLE,TEXT"))) "") (list (entget c) (entget tx) (sslength (ssget "X")))) ;=> (nil nil 2)
; a block reference takes its attributes with it
(progn (command "_.ERASE" in "") (list (entget in) (entget at))) ;=> (nil nil)
; OOPS restores only the last ERASE
(progn (command "_.OOPS") (list (cdr (assoc 0 (entget in))) (cdr (assoc 1 (entget at))) (entget c))) ;=> ("INSERT" "7" nil)
; U undoes an ERASE as one step
(progn (command "_.ERASE" "_ALL" "") (setq n0 (ssget "X")) (command "_.U") (list n0 (sslength (ssget "X")))) ;=> (nil 2)
; Enter at the first "Select objects:" ends the command: nothing is erased
(progn (setvar "CMDECHO" 1) (command "_.ERASE" "") (setvar "CMDECHO" 0) (list (getvar "CMDACTIVE") (sslength (ssget "X")))) ;=> (0 2)
;>> "ERASE Select objects: \nCommand: "
; Last: the most recently made visible object
(progn (command "_.LINE" '(0 20) '(5 20) "") (setq z (entlast)) (command "_.ERASE" "_L" "") (entget z)) ;=> nil
; ERASE then the object that was Previous: P selects what the last command selected
(progn (command "_.SELECT" a "") (command "_.ERASE" "_P" "") (entget a)) ;=> nil
