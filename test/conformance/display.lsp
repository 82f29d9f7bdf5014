; Screen, menu and help functions: no screen here, so they check their arguments and return
; what AutoCAD returns.
(list (graphscr) (textscr) (textpage) (grclear) (redraw)) ;=> (nil nil nil nil nil)
(entmake '((0 . "LINE") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0))) ;=> ((0 . "LINE") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0))
(redraw (entlast) 3) ;=> nil
(redraw "x") ;!! bad argument type: lentityp "x"
(grdraw '(0 0) '(5 5) 1 1) ;=> nil
(grdraw '(0 0) "x" 1) ;!! bad argument type: 2D/3D point: "x"
(grvecs '(1 (0 0) (1 1) 2 (1 1) (2 0))) ;=> nil
(grtext -1 "Counting...") ;=> "Counting..."
(grtext) ;=> nil
(menucmd "P1=*") ;=> nil
(initdia) ;=> nil
(initdia 1) ;=> nil
(setfunhelp "c:mycmd" "mycmd.chm" "overview") ;=> "c:mycmd"
(list (acad-push-dbmod) (acad-pop-dbmod)) ;=> (T T)
(getcname "LINE") ;=> "_LINE"
(getcname "_line") ;=> "LINE"
(getcname "_.-layer") ;=> "-LAYER"
(getcname 1) ;!! bad argument type: stringp 1
(layoutlist) ;=> ("Layout1" "Layout2")
(graphscr 1) ;!! too many arguments
(vports) ;=> ((2 (0.0 0.0) (1.0 1.0)))
