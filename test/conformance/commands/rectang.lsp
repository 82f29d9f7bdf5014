; RECTANG (RECTANG command reference): a closed LWPOLYLINE; the modes stay for later rectangles.
(setvar "OSMODE" 0) ;=> 0
(command "_.RECTANG" '(0 0) '(10 5)) ;=> nil
;>> "RECTANG Current settings: Rotation = 0\nSpecify first corner point or [Chamfer/Elevation/Fillet/Thickness/Width]: \nSpecify other corner point or [Area/Dimensions/Rotation]: \nCommand: "
(setvar "CMDECHO" 0) ;=> 0
(defun verts (/ out) (foreach g (entget (entlast)) (if (member (car g) '(10 42)) (setq out (cons (cdr g) out)))) (reverse out)) ;=> VERTS
(list (cdr (assoc 70 (entget (entlast)))) (cdr (assoc 90 (entget (entlast)))) (verts)) ;=> (1 4 ((0.0 0.0) 0.0 (10.0 0.0) 0.0 (10.0 5.0) 0.0 (0.0 5.0) 0.0))
; Width, Elevation, Thickness
(progn (command "_.RECTANG" "_W" 0.5 "_E" 3 "_T" 2 '(0 0) '(4 4)) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(43 38 39))) ;=> (0.5 3.0 2.0)
; the modes are kept (and said), until changed back
(progn (setvar "CMDECHO" 1) (command "_.RECTANG" "_W" 0 "_E" 0 "_T" 0 '(0 0) '(1 1)) (setvar "CMDECHO" 0)) ;=> 0
;>> "RECTANG Current rectangle modes:  Elevation=3.0000  Thickness=2.0000  Width=0.5000\nCurrent settings: Rotation = 0\nSpecify first corner point or [Chamfer/Elevation/Fillet/Thickness/Width]: _W\nSpecify line width for rectangles <0.5000>: 0\nCurrent rectangle modes:  Elevation=3.0000  Thickness=2.0000\nSpecify first corner point or [Chamfer/Elevation/Fillet/Thickness/Width]: _E\nSpecify the elevation for rectangles <3.0000>: 0\nCurrent rectangle modes:  Thickness=2.0000\nSpecify first corner point or [Chamfer/Elevation/Fillet/Thickness/Width]: _T\nSpecify thickness for rectangles <2.0000>: 0\nSpecify first corner point or [Chamfer/Elevation/Fillet/Thickness/Width]: \nSpecify other corner point or [Area/Dimensions/Rotation]: \nCommand: "
; Fillet: 8 vertices, the corner arcs as quarter-circle bulges
(progn (command "_.RECTANG" "_F" 1 '(0 0) '(10 5)) (verts)) ;=> ((0.0 1.0) 0.414214 (1.0 0.0) 0.0 (9.0 0.0) 0.414214 (10.0 1.0) 0.0 (10.0 4.0) 0.414214 (9.0 5.0) 0.0 (1.0 5.0) 0.414214 (0.0 4.0) 0.0)
; Chamfer replaces the fillet
(progn (command "_.RECTANG" "_C" 1 2 '(0 0) '(10 5)) (list (cdr (assoc 90 (entget (entlast)))) (cadr (verts)))) ;=> (8 0.0)
(command "_.RECTANG" "_C" 0 0 '(0 0) '(1 1)) ;=> nil
; Dimensions (the other corner picks the quadrant), Area, Rotation
(progn (command "_.RECTANG" '(0 0) "_D" 6 3 '(-1 -1)) (verts)) ;=> ((0.0 0.0) 0.0 (-6.0 0.0) 0.0 (-6.0 -3.0) 0.0 (0.0 -3.0) 0.0)
(progn (command "_.RECTANG" '(0 0) "_A" 20 "_L" 5) (nth 4 (verts))) ;=> (5.0 4.0)
(progn (command "_.RECTANG" '(0 0) "_R" 90 '(-2 4)) (mapcar '(lambda (p) (if (listp p) (mapcar '(lambda (x) (/ (fix (+ (* x 1000) (if (minusp x) -0.5 0.5))) 1000.0)) p))) (verts))) ;=> ((0.0 0.0) nil (0.0 4.0) nil (-2.0 4.0) nil (-2.0 0.0) nil)
