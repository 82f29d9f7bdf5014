; "Select objects:" (SELECT, ERASE, OOPS, PSELECT) — AutoCAD SELECT command reference.
(setvar "OSMODE" 0) ;=> 0
(setvar "CMDECHO" 0) ;=> 0
(progn
  (command "_.LINE" '(0 0) '(10 0) "")  (setq a (entlast))
  (command "_.LINE" '(0 5) '(10 5) "")  (setq b (entlast))
  (command "_.LINE" '(20 0) '(30 0) "") (setq c (entlast))
  (command "_.-LAYER" "_N" "LOCKED,FROZEN" "_LO" "LOCKED" "")
  (entmake '((0 . "LINE") (8 . "LOCKED") (10 40 0 0) (11 50 0 0))) (setq lk (entlast))
  (length (list a b c lk))) ;=> 4
; Select then Previous: the set becomes (ssget "P")
(progn (command "_.SELECT" a b "") (sslength (ssget "P"))) ;=> 2
; the transcript counts what each input found
(progn (setvar "CMDECHO" 1) (command "_.SELECT" a b a "") (setvar "CMDECHO" 0)) ;=> 0
;>> "SELECT Select objects: \n1 found\nSelect objects: \n1 found, 2 total\nSelect objects: \n1 found (1 duplicate), 2 total\nSelect objects: \nCommand: "
; a window holds what is wholly inside; a crossing what it touches; BOX is a window from left to right
(progn (command "_.SELECT" "_W" '(-1 -1) '(11 6) "") (sslength (ssget "P"))) ;=> 2
(progn (command "_.SELECT" "_C" '(5 -1) '(25 1) "") (sslength (ssget "P"))) ;=> 2
(progn (command "_.SELECT" "_BOX" '(25 1) '(-1 -1) "") (sslength (ssget "P"))) ;=> 2
(progn (command "_.SELECT" "_BOX" '(-1 -1) '(25 1) "") (sslength (ssget "P"))) ;=> 1
; fence and polygons
(progn (command "_.SELECT" "_F" '(5 -1) '(5 6) '(25 6) '(25 -1) "" "") (sslength (ssget "P"))) ;=> 3
(progn (command "_.SELECT" "_WP" '(-1 -1) '(11 -1) '(11 1) '(-1 1) "" "") (ssname (ssget "P") 0)) ;=> <Entity name: 7ff700000230>
(progn (command "_.SELECT" "_CP" '(5 -1) '(25 -1) '(25 1) '(5 1) "" "") (sslength (ssget "P"))) ;=> 2
; a picked point selects the object under it (within the pickbox)
(progn (command "_.SELECT" '(3 5.001) "") (equal (ssname (ssget "P") 0) b)) ;=> T
; ALL, Remove and Add, Undo, Last (SELECT takes objects on locked layers: it edits nothing)
(progn (command "_.SELECT" "_ALL" "_R" b "_A" "_L" "") (sslength (ssget "P"))) ;=> 3
(progn (command "_.SELECT" a b "_U" "") (sslength (ssget "P"))) ;=> 1
; a selection set answers the prompt
(progn (command "_.SELECT" (ssget "X" '((8 . "0"))) "") (sslength (ssget "P"))) ;=> 3
; editing commands reject objects on locked layers
(progn (setvar "CMDECHO" 1) (command "_.ERASE" lk "") (setvar "CMDECHO" 0) (cdr (assoc 8 (entget lk)))) ;=> "LOCKED"
;>> "ERASE Select objects: \n1 found\n1 was on a locked layer.\nSelect objects: \nCommand: "
; ERASE deletes, OOPS brings the last erased set back
(progn (command "_.ERASE" a c "") (list (entget a) (entget c))) ;=> (nil nil)
(progn (command "_.OOPS") (mapcar '(lambda (e) (cdr (assoc 0 (entget e)))) (list a c))) ;=> ("LINE" "LINE")
(progn (command "_.ERASE" "_L" "") (cdr (assoc 0 (entget lk)))) ;=> "LINE"
(progn (command "_.-LAYER" "_U" "LOCKED" "") (command "_.ERASE" "_L" "") (entget lk)) ;=> nil
; PSELECT makes the set the PICKFIRST set too
(progn (command "_.PSELECT" a b "") (list (sslength (ssget "I")) (sslength (cadr (ssgetfirst))))) ;=> (2 2)
; SIngle ends the prompt after the first input
(progn (command "_.SELECT" "_SI" c) (list (getvar "CMDACTIVE") (sslength (ssget "P")))) ;=> (0 1)
; a bad answer
(command "_.SELECT" "xyz" "") ;=> nil
;>> "*Invalid selection*\nExpects a point or\nWindow/Last/Crossing/BOX/ALL/Fence/WPolygon/CPolygon/Group/Add/Remove/Multiple/Previous/Undo/AUto/SIngle/SUbobject/Object\n"
