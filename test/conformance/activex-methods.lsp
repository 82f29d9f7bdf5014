; The geometric methods are the shared edits (drawing/edit/) called by handle: what they write is
; what entget then returns, and they refuse what AutoCAD refuses, in its words.
(vl-load-com)
(setq doc (vla-get-ActiveDocument (vlax-get-acad-object)) ms (vla-get-ModelSpace doc))
(defun g (code o) (cdr (assoc code (entget (vlax-vla-object->ename o)))))
(defun objs (v) (vlax-safearray->list (vlax-variant-value v)))
(setq ln (vla-AddLine ms (vlax-3d-point 0 0 0) (vlax-3d-point 10 0 0)))
(vla-Move ln (vlax-3d-point 0 0 0) (vlax-3d-point 5 5 0)) ;=> nil
(list (g 10 ln) (g 11 ln)) ;=> ((5.0 5.0 0.0) (15.0 5.0 0.0))
(vla-Rotate ln (vlax-3d-point 5 5 0) (/ pi 2)) ;=> nil
(mapcar '(lambda (p) (mapcar '(lambda (x) (/ (fix (+ (* x 1000) 0.5)) 1000.0)) p)) (list (g 10 ln) (g 11 ln))) ;=> ((5.0 5.0 0.0) (5.0 15.0 0.0))
(vla-ScaleEntity ln (vlax-3d-point 5 5 0) 2.0) ;=> nil
(vla-get-Length ln) ;=> 20.0
(vla-ScaleEntity ln (vlax-3d-point 5 5 0) 0.0) ;!! ActiveX Server returned an error: Invalid argument
(setq c (vla-AddCircle ms (vlax-3d-point 0 0 0) 2.0))
(setq c2 (vla-Copy c))
(list (vla-get-ObjectName c2) (eq c c2) (equal (g 10 c2) (g 10 c)) (g 40 c2)) ;=> ("AcDbCircle" nil T 2.0)
(eq (vlax-vla-object->ename c2) (entlast)) ;=> T
(setq m (vla-Mirror c (vlax-3d-point 10 0 0) (vlax-3d-point 10 1 0)))
(list (g 10 c) (g 10 m)) ;=> ((0.0 0.0 0.0) (20.0 0.0 0.0))
(vla-Mirror c (vlax-3d-point 1 1 0) (vlax-3d-point 1 1 0)) ;!! ActiveX Server returned an error: Invalid argument
(setq inner (objs (vla-Offset c -0.5)))
(list (length inner) (g 40 (car inner)) (g 10 (car inner))) ;=> (1 1.5 (0.0 0.0 0.0))
(g 40 (car (objs (vla-Offset c 1.0)))) ;=> 3.0
(setq arr (objs (vla-ArrayPolar c 4 (* 2 pi) (vlax-3d-point 10 0 0))))
(length arr) ;=> 3
(mapcar '(lambda (o) (mapcar 'fix (mapcar '(lambda (x) (+ x (if (minusp x) -0.5 0.5))) (g 10 o)))) arr) ;=> ((10 -10 0) (20 0 0) (10 10 0))
(setq grid (objs (vla-ArrayRectangular c 2 3 1 5.0 4.0 0.0)))
(length grid) ;=> 5
(mapcar '(lambda (o) (g 10 o)) grid) ;=> ((4.0 0.0 0.0) (8.0 0.0 0.0) (0.0 5.0 0.0) (4.0 5.0 0.0) (8.0 5.0 0.0))
(vla-ArrayRectangular c 1 1 1 5.0 4.0 0.0) ;!! ActiveX Server returned an error: Invalid argument
; Explode returns the parts and keeps its source (unlike the EXPLODE command)
(setq pl (vla-AddLightWeightPolyline ms (vlax-make-variant (vlax-safearray-fill (vlax-make-safearray vlax-vbDouble '(0 . 5)) '(0 0 4 0 4 3)))))
(setq parts (objs (vla-Explode pl)))
(mapcar 'vla-get-ObjectName parts) ;=> ("AcDbLine" "AcDbLine")
(mapcar 'vla-get-Length parts) ;=> (4.0 3.0)
(vlax-erased-p pl) ;=> nil
(vla-Explode ln) ;!! ActiveX Server returned the error: unknown name: Explode
(vla-TransformBy ln (vlax-tmatrix '((1 0 0 1) (0 1 0 2) (0 0 1 0) (0 0 0 1)))) ;=> nil
(g 10 ln) ;=> (6.0 7.0 0.0)
(vla-Delete c) ;=> nil
(vla-Move c (vlax-3d-point 0 0 0) (vlax-3d-point 1 0 0)) ;!! Automation Error. Object was erased
; StartUndoMark/EndUndoMark are UNDO BEgin/End: U takes the whole batch back as one step
(setq before (vla-get-Count ms))
(progn (vla-StartUndoMark doc) (getvar "UNDOCTL")) ;=> 29
(vla-AddLine ms (vlax-3d-point 0 0 0) (vlax-3d-point 1 1 0))
(vla-put-Color (vla-AddCircle ms (vlax-3d-point 0 0 0) 1.0) acRed)
(progn (vla-EndUndoMark doc) (getvar "UNDOCTL")) ;=> 21
(- (vla-get-Count ms) before) ;=> 2
(progn (command "_.U") (- (vla-get-Count ms) before)) ;=> 0
(vla-EndUndoMark doc) ;=> nil
