; UNDO and U put the drawing, its tables and system variables back (AutoCAD UNDO command reference).
(setvar "OSMODE" 0) ;=> 0
(setvar "CMDECHO" 0) ;=> 0
(setq e0 (entlast)) ;=> nil
(command "_.LINE" '(0 0) '(1 0) "") ;=> nil
(setq e1 (entlast) h1 (cdr (assoc 5 (entget e1)))) ;=> "23"
; U takes back the last command: the line is gone (entget nil, entlast back to before)
(progn (command "_.LINE" '(0 0) '(2 0) "") (setq e2 (entlast)) (command "_.U") (list (entget e2) (equal (entlast) e1))) ;=> (nil T)
; a BEgin/End group is one step; table and sysvar changes inside it come back too
(progn
  (command "_.UNDO" "_BEgin")
  (command "_.-LAYER" "_M" "G1" "_C" "2" "" "")
  (setvar "TEXTSIZE" 7.5)
  (command "_.LINE" '(0 0) '(3 0) "")
  (command "_.ERASE" e1 "")
  (command "_.UNDO" "_End")
  (list (getvar "CLAYER") (getvar "TEXTSIZE") (entget e1) (null (tblsearch "LAYER" "G1")))) ;=> ("G1" 7.5 nil nil)
(progn (command "_.U") (list (getvar "CLAYER") (getvar "TEXTSIZE") (cdr (assoc 5 (entget e1))) (tblsearch "LAYER" "G1") (equal (entlast) e1))) ;=> ("0" 0.2 "23" nil T)
; UNDOCTL shows an open group (bit 8)
(progn (command "_.UNDO" "_BE") (getvar "UNDOCTL")) ;=> 29
(progn (command "_.UNDO" "_E") (getvar "UNDOCTL")) ;=> 21
; the older "Group" keyword opens a group too (Autodesk's *pop-error-mode* example)
(progn (command "._undo" "_group") (command "_.LINE" '(0 0) '(4 0) "") (command "_.LINE" '(0 0) '(5 0) "") (command "._undo" "_e") (command "_.U") (equal (entlast) e1)) ;=> T
; a number undoes that many steps; inside an open group it does not go past the group's start
(progn
  (command "_.LINE" '(0 0) '(6 0) "") (command "_.LINE" '(0 0) '(7 0) "") (command "_.LINE" '(0 0) '(8 0) "")
  (command "_.UNDO" 2)
  (cdr (assoc 11 (entget (entlast))))) ;=> (6.0 0.0 0.0)
(progn
  (command "_.UNDO" "_BE") (command "_.LINE" '(0 0) '(9 0) "") (command "_.LINE" '(0 0) '(10 0) "")
  (command "_.UNDO" 5)
  (command "_.UNDO" "_E")
  (cdr (assoc 11 (entget (entlast))))) ;=> (6.0 0.0 0.0)
; Mark and Back
(progn
  (command "_.UNDO" "_M")
  (command "_.LINE" '(0 0) '(11 0) "") (setvar "CLAYER" "0") (command "_.LINE" '(0 0) '(12 0) "")
  (command "_.UNDO" "_B")
  (cdr (assoc 11 (entget (entlast))))) ;=> (6.0 0.0 0.0)
; Back with no mark asks first; Yes goes to the start of the run
(progn (command "_.UNDO" "_B" "_Y") (list (entlast) (getvar "OSMODE") (getvar "CMDECHO"))) ;=> (nil 4133 0)
; the transcript
(setvar "CMDECHO" 1) ;=> 1
(progn (setvar "OSMODE" 0) (command "_.LINE" '(0 0) '(1 1) "") (command "_.U")) ;=> nil
;>> "LINE Specify first point: \nSpecify next point or [Undo]: \nSpecify next point or [Undo]: \nCommand: U LINE\nCommand: "
(command "_.UNDO" "_BE") ;=> nil
;>> "UNDO Current settings: Auto = On, Control = All, Combine = Yes, Layer = Yes\nEnter the number of operations to undo or [Auto/Control/BEgin/End/Mark/Back] <1>: _BE\nCommand: "
(progn (setvar "CMDECHO" 0) (command "_.UNDO" "_E")) ;=> nil
; Control None: U is off, and UNDO asks for a control option first
(progn (command "_.UNDO" "_C" "_N") (command "_.LINE" '(0 0) '(2 2) "") (command "_.U") (list (getvar "UNDOCTL") (cdr (assoc 11 (entget (entlast)))))) ;=> (0 (2.0 2.0 0.0))
(progn (command "_.UNDO" "_A") (getvar "UNDOCTL")) ;=> 21
