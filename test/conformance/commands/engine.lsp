; The command line itself: how command / vl-cmdf / command-s hand their arguments to prompts.
(setvar "OSMODE" 0) ;=> 0
; the transcript (CMDECHO 1) [Autodesk, vl-cmdf]: the command name as typed without its "_."
; prefix and a space, the first prompt on the same line, then one line per prompt with the typed
; answer after it (picked points show nothing); back at the idle prompt AutoCAD prints "Command: "
(command "._line" '(0 0) "3,4" "") ;=> nil
;>> "line Specify first point: \nSpecify next point or [Undo]: 3,4\nSpecify next point or [Undo]: \nCommand: "
(cdr (assoc 11 (entget (entlast)))) ;=> (3.0 4.0 0.0)
; strings typed at a prompt are echoed as typed
(command "_.LINE" "0,0" "@5<90" "") ;=> nil
;>> "LINE Specify first point: 0,0\nSpecify next point or [Undo]: @5<90\nSpecify next point or [Undo]: \nCommand: "
(mapcar '(lambda (x) (/ (fix (* x 1000)) 1000.0)) (cdr (assoc 11 (entget (entlast))))) ;=> (0.0 5.0 0.0)
; a prompt still waiting when the call ends is shown without an answer, and the next call goes on
(command "_.LINE" '(1 1)) ;=> nil
;>> "LINE Specify first point: \nSpecify next point or [Undo]: "
(list (getvar "CMDACTIVE") (getvar "CMDNAMES")) ;=> (1 "LINE")
(command '(2 1) "") ;=> nil
;>> "\nSpecify next point or [Undo]: \nCommand: "
(list (getvar "CMDACTIVE") (getvar "CMDNAMES") (cdr (assoc 11 (entget (entlast))))) ;=> (0 "" (2.0 1.0 0.0))
(setvar "CMDECHO" 0) ;=> 0
; every prefix form and the acad.pgp alias reach the same command; nil arguments are skipped
(progn (command "line" '(0 0) nil '(1 0) "") (command "_L" '(0 0) '(2 0) "") (command "_.-line" '(0 0) '(3 0) "")) ;=> nil
;>> "Unknown command \"-LINE\".  Press F1 for help.\n"
(cdr (assoc 11 (entget (entlast)))) ;=> (2.0 0.0 0.0)
; an answer a prompt cannot use: AutoCAD's complaint, and the same prompt takes the next argument
(command "_.LINE" '(0 0) "xyz" '(0 7) "") ;=> nil
;>> "Point or option keyword required.\n"
(cdr (assoc 11 (entget (entlast)))) ;=> (0.0 7.0 0.0)
(command "_.LINE" '(0 0) 5 '(0 8) "") ;=> nil
;>> "Point or option keyword required.\n"
; unknown names are AutoCAD's "Unknown command"; stray Enters at the Command: prompt do nothing
(command "_.NOSUCHCMD" "" "") ;=> nil
;>> "Unknown command \"NOSUCHCMD\".  Press F1 for help.\n"
; a real AutoCAD command that is not simulated: said plainly, and the rest of the call is dropped
(command "_.-PLOT" "_N" "" "_.LINE" '(0 0) '(9 9) "") ;=> nil
;>> "; Lispwright: the -PLOT command is not simulated; it had no effect (use entmake/entmod/setvar instead)\n"
(cdr (assoc 11 (entget (entlast)))) ;=> (0.0 8.0 0.0)
; (command) cancels what is still waiting
(progn (command "_.LINE" '(0 0)) (command) (list (getvar "CMDACTIVE") (getvar "CMDNAMES"))) ;=> (0 "")
; vl-cmdf checks every argument before anything runs [Autodesk, vl-cmdf]
(vl-cmdf "._line" '(0 0) '(0) "") ;=> nil
;>> "Application ERROR: Invalid entity/point list.\n"
(getvar "CMDACTIVE") ;=> 0
(vl-cmdf "._line" '(0 0) '(4 4) "") ;=> T
(cdr (assoc 11 (entget (entlast)))) ;=> (4.0 4.0 0.0)
; command-s runs a whole command; one left unfinished is cancelled and the call fails [Autodesk, command-s]
(command-s "._line" "0,0" "5,7" "") ;=> nil
(cdr (assoc 11 (entget (entlast)))) ;=> (5.0 7.0 0.0)
(command-s "._line" '(0 0) '(6 6)) ;!! Function cancelled
(list (getvar "CMDACTIVE") (cdr (assoc 11 (entget (entlast))))) ;=> (0 (6.0 6.0 0.0))
; inside *error*, command is refused without *push-error-using-command*; command-s is allowed
(setq got nil after nil) ;=> nil
(progn (defun *error* (m) (setq got m) (command "_.-LAYER" "_M" "ERR1" "") (setq after t)) (/ 1 0)) ;!! divide by zero
(list got after (tblsearch "LAYER" "ERR1")) ;=> ("divide by zero" nil nil)
(progn (defun *error* (m) (command-s "_.-LAYER" "_M" "ERR2" "") (setq after t)) (/ 1 0)) ;!! divide by zero
(list after (getvar "CLAYER")) ;=> (T "ERR2")
(progn (setq after nil) (defun *error* (m) (command "_.-LAYER" "_M" "ERR3" "") (setq after t)) (*push-error-using-command*) (/ 1 0)) ;!! divide by zero
(list after (getvar "CLAYER") (*pop-error-mode*)) ;=> (T "ERR3" T)
(progn (setq *error* nil) (command "_.-LAYER" "_S" "0" "") (getvar "CLAYER")) ;=> "0"
; the refusal's wording
(progn (defun *error* (m) (setq got (vl-catch-all-error-message (vl-catch-all-apply 'command '("_.LINE"))))) (/ 1 0)) ;!! divide by zero
got ;=> "Cannot invoke (command) from *error* without prior call to (*push-error-using-command*).\nConverting (command) calls to (command-s) is recommended."
(setq *error* nil) ;=> nil
; points: a 2D list gets ELEVATION as Z; LASTPOINT follows every point; "@" is relative to it
(progn (setvar "ELEVATION" 2.0) (command "_.LINE" '(1 1) "@3,0" "") (setvar "ELEVATION" 0.0) (list (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 11 (entget (entlast)))) (getvar "LASTPOINT"))) ;=> ((1.0 1.0 2.0) (4.0 1.0 2.0) (4.0 1.0 2.0))
; running object snaps apply to points given by a program; "_non" turns them off for one point
(progn (setvar "OSMODE" 1) (command "_.LINE" '(20 0) '(30 0) "") (command "_.LINE" '(30.04 0.03) '(30 5) "") (cdr (assoc 10 (entget (entlast))))) ;=> (30.0 0.0 0.0)
(progn (command "_.LINE" "_non" '(30.04 0.03) '(31 5) "") (cdr (assoc 10 (entget (entlast))))) ;=> (30.04 0.03 0.0)
(progn (command "_.LINE" "_mid" '(24.9 0.05) '(25 9) "") (setvar "OSMODE" 0) (cdr (assoc 10 (entget (entlast))))) ;=> (25.0 0.0 0.0)
; bit 16384 suspends the running snaps
(progn (setvar "OSMODE" (+ 1 16384)) (command "_.LINE" '(30.04 0.03) '(30 6) "") (setvar "OSMODE" 0) (cdr (assoc 10 (entget (entlast))))) ;=> (30.04 0.03 0.0)
; new entities take the current properties
(progn (setvar "CECOLOR" "1") (setvar "CELWEIGHT" 30) (setvar "CELTSCALE" 2.0) (setvar "THICKNESS" 1.5) (command "_.LINE" '(0 0) '(1 1) "") (setvar "CECOLOR" "BYLAYER") (setvar "CELWEIGHT" -1) (setvar "CELTSCALE" 1.0) (setvar "THICKNESS" 0.0) (entget (entlast))) ;=> ((-1 . <Entity name: 7ff700000350>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "35") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (62 . 1) (370 . 30) (48 . 2.0) (100 . "AcDbLine") (39 . 1.5) (10 0.0 0.0 0.0) (11 1.0 1.0 0.0) (210 0.0 0.0 1.0))
; the snaps see changes made by entmod and UNDO (the snap grid follows the database)
(progn (setvar "OSMODE" 1) (command "_.LINE" '(100 100) '(110 100) "") (setq mv (entlast))
  (entmod (subst '(10 100.0 150.0 0.0) (assoc 10 (entget mv)) (subst '(11 120.0 150.0 0.0) (assoc 11 (entget mv)) (entget mv))))
  (command "_.LINE" '(120.05 150.02) '(130 160) "") (setq a (cdr (assoc 10 (entget (entlast)))))
  (command "_.LINE" '(110.05 100.02) '(130 90) "") (setq b (cdr (assoc 10 (entget (entlast)))))
  (setvar "OSMODE" 0) (list a b)) ;=> ((120.0 150.0 0.0) (110.05 100.02 0.0))
(progn (setvar "OSMODE" 1) (command "_.LINE" '(200 200) '(210 200) "") (command "_.U") (command "_.LINE" '(210.05 200.02) '(210 210) "") (setvar "OSMODE" 0) (cdr (assoc 10 (entget (entlast))))) ;=> (210.05 200.02 0.0)
; INT (in the initial OSMODE 4133) snaps to where two objects cross near the point
(progn (command "_.LINE" '(300 300) '(310 310) "") (command "_.LINE" '(300 310) '(310 300) "") (setvar "OSMODE" 4133) (command "_.LINE" '(305.05 304.96) '(320 320) "") (setvar "OSMODE" 0) (cdr (assoc 10 (entget (entlast))))) ;=> (305.0 305.0 0.0)
(progn (command "_.CIRCLE" '(400 400) 5) (command "_.LINE" '(390 400) '(410 400) "") (setvar "OSMODE" 32) (command "_.LINE" '(405.03 400.04) '(420 420) "") (setvar "OSMODE" 0) (cdr (assoc 10 (entget (entlast))))) ;=> (405.0 400.0 0.0)
(osnap '(305.02 305.03) "_int") ;=> (305.0 305.0 0.0)
; the echo again (CMDECHO 1), with cases that make entities last so the handles above stay put
(setvar "CMDECHO" 1) ;=> 1
; two commands from one program: the second starts after the "Command: " the first left
(progn (command "._line" '(0 0) '(1 0) "") (command "_.CIRCLE" '(0 0) 2)) ;=> nil
;>> "line Specify first point: \nSpecify next point or [Undo]: \nSpecify next point or [Undo]: \nCommand: CIRCLE Specify center point for circle or [3P/2P/Ttr (tan tan radius)]: \nSpecify radius of circle or [Diameter] <5.0000>: 2\nCommand: "
; "-" is part of the name and is echoed; the case is the program's
(command "_.-layer" "_S" "0" "") ;=> nil
;>> "-layer Current layer:  \"0\"\nEnter an option [?/Make/Set/New/Rename/ON/OFF/Color/Ltype/LWeight/TRansparency/MATerial/Plot/Freeze/Thaw/LOck/Unlock/stAte/Description/rEconcile/Xref]: _S\nEnter layer name to make current or <select object>: 0\nEnter an option [?/Make/Set/New/Rename/ON/OFF/Color/Ltype/LWeight/TRansparency/MATerial/Plot/Freeze/Thaw/LOck/Unlock/stAte/Description/rEconcile/Xref]: \nCommand: "
; what a program prints after a command follows that "Command: " on the same line
(progn (command "_.LINE" '(0 0) '(1 1) "") (princ "done") nil) ;=> nil
;>> "LINE Specify first point: \nSpecify next point or [Undo]: \nSpecify next point or [Undo]: \nCommand: done"
; (command) cancels: "*Cancel*" after the waiting prompt, then the idle prompt
(progn (command "_.LINE" '(0 0)) (command)) ;=> nil
;>> "LINE Specify first point: \nSpecify next point or [Undo]: *Cancel*\nCommand: "
; an unknown name is echoed like any command, AutoCAD's complaint after it, then the idle prompt
(command "_.nosuch") ;=> nil
;>> "nosuch Unknown command \"NOSUCH\".  Press F1 for help.\nCommand: "
(setvar "CMDECHO" 0) ;=> 0
