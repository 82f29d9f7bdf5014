; ELLIPSE (ELLIPSE command reference): 10 centre, 11 major axis (relative, WCS), 40 ratio.
(setvar "OSMODE" 0) ;=> 0
(command "_.ELLIPSE" '(0 0) '(10 0) 2) ;=> nil
;>> "ELLIPSE Specify axis endpoint of ellipse or [Arc/Center]: \nSpecify other endpoint of axis: \nSpecify distance to other axis or [Rotation]: 2\nCommand: "
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "ELLIPSE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbEllipse") (10 5.0 0.0 0.0) (11 -5.0 0.0 0.0) (210 0.0 0.0 1.0) (40 . 0.4) (41 . 0.0) (42 . 6.28319))
(setvar "CMDECHO" 0) ;=> 0
(defun ell () (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 11 40 41 42))) ;=> ELL
; Center; the longer half-axis is always the major one
(progn (command "_.ELLIPSE" "_C" '(0 0) '(2 0) 5) (ell)) ;=> ((0.0 0.0 0.0) (0.0 5.0 0.0) 0.4 0.0 6.28319)
; Rotation about the major axis: the minor half-axis is major * cos(angle)
(progn (command "_.ELLIPSE" "_C" '(0 0) '(4 0) "_R" 60) (caddr (ell))) ;=> 0.5
; Arc: start and end angles become parameters
(progn (command "_.ELLIPSE" "_A" '(-4 0) '(4 0) 2 0 90) (ell)) ;=> ((0.0 0.0 0.0) (-4.0 0.0 0.0) 0.5 0.0 1.5708)
