; ZOOM / PAN / REGEN: nothing to draw, but VIEWCTR and VIEWSIZE follow as in AutoCAD.
(setvar "OSMODE" 0) ;=> 0
(command "_.REGEN") ;=> nil
;>> "REGEN Regenerating model.\nCommand: "
(setvar "CMDECHO" 0) ;=> 0
(progn (command "_.LINE" '(0 0) '(100 50) "") (command "_.ZOOM" "_E") (list (getvar "VIEWCTR") (getvar "VIEWSIZE"))) ;=> ((50.0 25.0 0.0) 56.25)
(progn (command "_.ZOOM" "2x") (getvar "VIEWSIZE")) ;=> 28.125
(progn (command "_.ZOOM" "_P") (getvar "VIEWSIZE")) ;=> 56.25
(progn (command "_.ZOOM" "_C" '(10 10) 5) (list (getvar "VIEWCTR") (getvar "VIEWSIZE"))) ;=> ((10.0 10.0 0.0) 5.0)
(progn (command "_.ZOOM" "_W" '(0 0) '(16 9)) (list (getvar "VIEWCTR") (getvar "VIEWSIZE"))) ;=> ((8.0 4.5 0.0) 9.0)
(progn (command "_.ZOOM" '(0 0) '(32 9)) (getvar "VIEWSIZE")) ;=> 18.0
(progn (command "_.ZOOM" "_A") (getvar "VIEWCTR")) ;=> (50.0 25.0 0.0)
; a scale relative to the limits (12 x 9)
(progn (command "_.ZOOM" "_S" 2) (getvar "VIEWSIZE")) ;=> 4.5
; Enter is real-time zoom: nothing changes
(progn (command "_.ZOOM" "") (getvar "VIEWSIZE")) ;=> 4.5
; the aperture follows VIEWSIZE: a bigger view snaps from farther away
(progn (setvar "OSMODE" 1) (command "_.ZOOM" "_C" '(0 0) 900) (command "_.LINE" '(1 1) '(5 5) "") (setvar "OSMODE" 0) (cdr (assoc 10 (entget (entlast))))) ;=> (0.0 0.0 0.0)
; transparent ZOOM inside LINE, then the line goes on
(progn (command "_.LINE" '(0 0) "'_.ZOOM" "_E" '(3 3) "") (cdr (assoc 11 (entget (entlast))))) ;=> (3.0 3.0 0.0)
; PAN moves the view centre by the displacement
(progn (command "_.ZOOM" "_C" '(0 0) 10) (command "_.PAN" '(0 0) '(2 1)) (getvar "VIEWCTR")) ;=> (-2.0 -1.0 0.0)
; ZOOM is an undo step
(progn (command "_.ZOOM" "_C" '(7 7) 10) (command "_.U") (getvar "VIEWCTR")) ;=> (-2.0 -1.0 0.0)
; REDRAW, REDRAWALL, GRAPHSCR, TEXTSCR: no prompt, no undo step (U passes over them), the view stays
(progn (setq vs (getvar "VIEWSIZE")) (command "_.REDRAW") (command "_.REDRAWALL") (command "_.GRAPHSCR") (command "_.TEXTSCR") (list (getvar "CMDACTIVE") (= vs (getvar "VIEWSIZE")))) ;=> (0 T)
(progn (setvar "CMDECHO" 1) (command "_.REDRAW") (command "_.REGENALL") (setvar "CMDECHO" 0)) ;=> 0
;>> "REDRAW Command: REGENALL Regenerating all viewports.\nCommand: "
(progn (command "_.LINE" '(0 0) '(1 1) "") (setq e (entlast)) (command "_.REDRAW") (command "_.U") (entget e)) ;=> nil
