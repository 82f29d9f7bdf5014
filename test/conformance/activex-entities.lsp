; Entity properties are views over the groups: what a property writes is what entget returns, and
; what entmod writes is what the property then reads — per class, both ways.
(vl-load-com)
(setq doc (vla-get-ActiveDocument (vlax-get-acad-object)) ms (vla-get-ModelSpace doc))
(defun g (code o) (cdr (assoc code (entget (vlax-vla-object->ename o)))))
(defun put-group (o code v / ed) (setq ed (entget (vlax-vla-object->ename o))) (entmod (if (assoc code ed) (subst (cons code v) (assoc code ed) ed) (append ed (list (cons code v))))))
(defun pt (v) (vlax-safearray->list (vlax-variant-value v)))
; --- the common AcDbEntity properties (Line) ---
(setq ln (vla-AddLine ms (vlax-3d-point 1 2 0) (vlax-3d-point 4 6 0)))
(list (g 10 ln) (g 11 ln)) ;=> ((1.0 2.0 0.0) (4.0 6.0 0.0))
(list (vla-get-Layer ln) (vla-get-Color ln) (vla-get-Linetype ln) (vla-get-LinetypeScale ln) (vla-get-Lineweight ln) (vla-get-Visible ln)) ;=> ("0" 256 "ByLayer" 1.0 -1 :VLAX-TRUE)
(vla-put-Layer ln "MISSING") ;!! Automation Error. Key not found
(vla-Add (vla-get-Layers doc) "A-WALL")
(vla-put-Layer ln "a-wall") ;=> nil
(g 8 ln) ;=> "A-WALL"
(put-group ln 8 "0")
(vla-get-Layer ln) ;=> "0"
(vla-put-Color ln acRed) ;=> nil
(g 62 ln) ;=> 1
(put-group ln 62 5)
(vla-get-Color ln) ;=> 5
(vla-put-Color ln acByLayer) ;=> nil
(g 62 ln) ;=> nil
(vla-put-Color ln 300) ;!! ActiveX Server returned an error: Invalid input
(vla-put-Linetype ln "DASHED") ;!! Automation Error. Key not found
(vla-put-Linetype ln "Continuous") ;=> nil
(g 6 ln) ;=> "Continuous"
(vla-put-Linetype ln "ByLayer") ;=> nil
(g 6 ln) ;=> nil
(vla-put-LinetypeScale ln 2.5) ;=> nil
(g 48 ln) ;=> 2.5
(vla-put-LinetypeScale ln 0) ;!! ActiveX Server returned an error: Invalid input
(vla-put-Lineweight ln acLnWt050) ;=> nil
(g 370 ln) ;=> 50
(vla-put-Lineweight ln 7) ;!! ActiveX Server returned an error: Invalid input
(vla-put-Visible ln :vlax-false) ;=> nil
(g 60 ln) ;=> 1
(vlax-get ln 'Visible) ;=> 0
(vla-put-Visible ln :vlax-true) ;=> nil
(vla-put-Thickness ln 3.0) ;=> nil
(g 39 ln) ;=> 3.0
(vla-put-EntityTransparency ln "40") ;=> nil
(g 440 ln) ;=> 33554585
(vla-get-EntityTransparency ln) ;=> "40"
(vla-put-EntityTransparency ln "ByLayer") ;=> nil
(g 440 ln) ;=> nil
; TrueColor: an AcCmColor copy, written back with SetRGB, as AutoCAD stores it (62 nearest index + 420)
(setq tc (vla-get-TrueColor ln))
(list (vla-get-ColorMethod tc) (vla-get-ColorIndex tc)) ;=> (192 256)
(vla-SetRGB tc 255 0 0)
(vla-get-ColorMethod tc) ;=> 194
(vla-get-Color ln) ;=> 256
(vla-put-TrueColor ln tc) ;=> nil
(list (g 62 ln) (g 420 ln)) ;=> (1 16711680)
(list (vla-get-Red (vla-get-TrueColor ln)) (vla-get-Green (vla-get-TrueColor ln)) (vla-get-Blue (vla-get-TrueColor ln))) ;=> (255 0 0)
(vla-put-ColorIndex tc 3)
(vla-put-TrueColor ln tc) ;=> nil
(list (g 62 ln) (g 420 ln)) ;=> (3 nil)
(vla-put-TrueColor ln ln) ;!! ActiveX Server returned an error: Type mismatch
; Line geometry
(vla-put-StartPoint ln (vlax-3d-point 0 0 0)) ;=> nil
(g 10 ln) ;=> (0.0 0.0 0.0)
(vla-put-EndPoint ln '(3 4 0)) ;!! lisp value has no coercion to VARIANT with this type:  (3 4 0)
(vlax-put ln 'EndPoint '(3 4 0)) ;=> nil
(g 11 ln) ;=> (3.0 4.0 0.0)
(put-group ln 11 '(0.0 10.0 0.0))
(list (vla-get-Length ln) (vla-get-Angle ln) (pt (vla-get-Delta ln))) ;=> (10.0 1.5708 (0.0 10.0 0.0))
(vlax-get ln 'EndPoint) ;=> (0.0 10.0 0.0)
; --- Circle ---
(setq c (vla-AddCircle ms (vlax-3d-point 5 5 0) 2.0))
(list (g 10 c) (g 40 c)) ;=> ((5.0 5.0 0.0) 2.0)
(vla-put-Radius c 3.0)
(g 40 c) ;=> 3.0
(vla-put-Diameter c 10.0)
(list (g 40 c) (vla-get-Diameter c)) ;=> (5.0 10.0)
(equal (vla-get-Area c) (* pi 25) 1e-9) ;=> T
(vla-put-Circumference c (* 2 pi 4))
(rtos (g 40 c) 2 6) ;=> "4.000000"
(put-group c 40 1.5)
(vla-get-Radius c) ;=> 1.5
(vla-put-Radius c -1) ;!! ActiveX Server returned an error: Invalid input
(vla-put-Center c (vlax-3d-point 0 0 0))
(g 10 c) ;=> (0.0 0.0 0.0)
; --- Arc (angles in radians, as entget) ---
(setq a (vla-AddArc ms (vlax-3d-point 0 0 0) 10.0 0 (/ pi 2)))
(list (g 40 a) (g 50 a) (g 51 a)) ;=> (10.0 0.0 1.5708)
(vlax-get a 'StartPoint) ;=> (10.0 0.0 0.0)
(mapcar '(lambda (x) (rtos x 2 4)) (vlax-get a 'EndPoint)) ;=> ("0.0000" "10.0000" "0.0000")
(rtos (vla-get-ArcLength a) 2 4) ;=> "15.7080"
(rtos (vla-get-TotalAngle a) 2 4) ;=> "1.5708"
(rtos (vla-get-Area a) 2 4) ;=> "28.5398"
(vla-put-EndAngle a pi)
(g 51 a) ;=> 3.14159
(vla-put-StartPoint a (vlax-3d-point 1 1 0)) ;!! ActiveX Server returned an error: Member not found
(put-group a 50 (/ pi 4))
(rtos (vla-get-StartAngle a) 2 6) ;=> "0.785398"
; --- Ellipse ---
(setq el (vla-AddEllipse ms (vlax-3d-point 0 0 0) (vlax-3d-point 10 0 0) 0.5))
(list (g 11 el) (g 40 el) (vla-get-MajorRadius el) (vla-get-MinorRadius el)) ;=> ((10.0 0.0 0.0) 0.5 10.0 5.0)
(vla-put-RadiusRatio el 0.25)
(g 40 el) ;=> 0.25
(vlax-get el 'MinorAxis) ;=> (0.0 2.5 0.0)
(vla-put-RadiusRatio el 2.0) ;!! ActiveX Server returned an error: Invalid input
; --- Point ---
(setq p (vla-AddPoint ms (vlax-3d-point 7 8 9)))
(g 10 p) ;=> (7.0 8.0 9.0)
(vlax-get p 'Coordinates) ;=> (7.0 8.0 9.0)
(vla-get-ObjectName p) ;=> "AcDbPoint"
; --- LWPolyline: Coordinates is every 10 group, flat; bulges and widths per vertex ---
(setq sa (vlax-make-safearray vlax-vbDouble '(0 . 5)))
(vlax-safearray-fill sa '(0 0 10 0 10 10))
(setq pl (vla-AddLightWeightPolyline ms sa))
(vla-get-ObjectName pl) ;=> "AcDbPolyline"
(wcmatch (vl-prin1-to-string pl) "`#<VLA-OBJECT IAcadLWPolyline *>") ;=> T
(vlax-get pl 'Coordinates) ;=> (0.0 0.0 10.0 0.0 10.0 10.0)
(mapcar 'cdr (vl-remove-if-not '(lambda (x) (= 10 (car x))) (entget (vlax-vla-object->ename pl)))) ;=> ((0.0 0.0) (10.0 0.0) (10.0 10.0))
(pt (vla-get-Coordinate pl 1)) ;=> (10.0 0.0)
(vla-get-Closed pl) ;=> :VLAX-FALSE
(vla-put-Closed pl :vlax-true)
(g 70 pl) ;=> 1
(vlax-put pl 'Closed 0)
(g 70 pl) ;=> 0
(vla-put-Closed pl T)
(g 70 pl) ;=> 1
(vla-get-Area pl) ;=> 50.0
(rtos (vla-get-Length pl) 2 4) ;=> "34.1421"
(vla-SetBulge pl 0 0.5)
(vla-GetBulge pl 0) ;=> 0.5
(cdr (assoc 42 (entget (vlax-vla-object->ename pl)))) ;=> 0.5
(vla-SetWidth pl 1 0.5 1.0)
(vla-GetWidth pl 1 'sw 'ew)
(list sw ew) ;=> (0.5 1.0)
(vla-AddVertex pl 1 (vlax-3d-point 5 -5 0))
(g 90 pl) ;=> 4
(vlax-get pl 'Coordinates) ;=> (0.0 0.0 5.0 -5.0 10.0 0.0 10.0 10.0)
(vla-GetBulge pl 0) ;=> 0.5
(vla-GetBulge pl 9) ;!! ActiveX Server returned an error: Invalid argument
(vlax-put pl 'Coordinates '(0 0 20 0 20 20 0 20))
(g 90 pl) ;=> 4
(vlax-get pl 'Coordinates) ;=> (0.0 0.0 20.0 0.0 20.0 20.0 0.0 20.0)
(vla-GetBulge pl 0) ;=> 0.5
(vla-put-ConstantWidth pl 0.25)
(g 43 pl) ;=> 0.25
(vla-put-Elevation pl 3.0)
(g 38 pl) ;=> 3.0
(put-group pl 70 0)
(vla-get-Closed pl) ;=> :VLAX-FALSE
(vla-AddLightWeightPolyline ms '(0 0 1 1)) ;!! lisp value has no coercion to VARIANT with this type:  (0 0 1 1)
(vla-get-ObjectName (vlax-invoke ms 'AddLightWeightPolyline '(0 0 5 5 9 0))) ;=> "AcDbPolyline"
; --- old-style Polyline and 3DPolyline: the VERTEX points ---
(setq hp (vla-AddPolyline ms (vlax-make-variant (vlax-safearray-fill (vlax-make-safearray vlax-vbDouble '(0 . 8)) '(0 0 0 5 0 0 5 5 0)))))
(list (vla-get-ObjectName hp) (vlax-get hp 'Coordinates)) ;=> ("AcDb2dPolyline" (0.0 0.0 0.0 5.0 0.0 0.0 5.0 5.0 0.0))
(cdr (assoc 10 (entget (entnext (vlax-vla-object->ename hp))))) ;=> (0.0 0.0 0.0)
(vla-SetBulge hp 1 1.0)
(cdr (assoc 42 (entget (entnext (entnext (vlax-vla-object->ename hp)))))) ;=> 1.0
(vlax-put hp 'Coordinate 2 '(6 6 0))
(cdr (assoc 10 (entget (entnext (entnext (entnext (vlax-vla-object->ename hp))))))) ;=> (6.0 6.0 0.0)
(setq p3 (vlax-invoke ms 'Add3DPoly '(0 0 0 1 1 1 2 2 4)))
(list (vla-get-ObjectName p3) (logand (g 70 p3) 8)) ;=> ("AcDb3dPolyline" 8)
(rtos (vla-get-Length p3) 2 4) ;=> "5.0487"
; --- Text: TextString 1, Height 40, Rotation 50, Alignment 72/73 ---
(setq tx (vla-AddText ms "Hello" (vlax-3d-point 1 2 0) 2.5))
(list (g 1 tx) (g 10 tx) (g 40 tx) (g 7 tx)) ;=> ("Hello" (1.0 2.0 0.0) 2.5 "Standard")
(vla-put-TextString tx "World")
(g 1 tx) ;=> "World"
(put-group tx 1 "Again")
(vla-get-TextString tx) ;=> "Again"
(vla-put-Height tx 5.0)
(g 40 tx) ;=> 5.0
(vla-put-Rotation tx (/ pi 2))
(g 50 tx) ;=> 1.5708
(vla-get-Alignment tx) ;=> 0
(vla-put-Alignment tx acAlignmentMiddleCenter)
(list (g 72 tx) (g 73 tx) (g 11 tx)) ;=> (1 2 (1.0 2.0 0.0))
(vla-put-TextAlignmentPoint tx (vlax-3d-point 10 10 0))
(g 11 tx) ;=> (10.0 10.0 0.0)
(put-group tx 72 2)
(vla-get-Alignment tx) ;=> 11
(vla-put-Alignment tx 15) ;!! ActiveX Server returned an error: Invalid input
(vla-put-StyleName tx "NOSTYLE") ;!! Automation Error. Key not found
(vla-put-Backward tx :vlax-true)
(g 71 tx) ;=> 2
(vla-get-UpsideDown tx) ;=> :VLAX-FALSE
; --- MText: long contents in 3 chunks and a final 1 ---
(setq mt (vla-AddMText ms (vlax-3d-point 0 0 0) 50.0 "Line one\\PLine two"))
(list (g 1 mt) (g 41 mt) (g 71 mt)) ;=> ("Line one\\PLine two" 50.0 1)
(vla-put-TextString mt (strcat (substr "...................................................................................................." 1 100) (substr "...................................................................................................." 1 100) (substr "...................................................................................................." 1 100)))
(list (strlen (g 3 mt)) (strlen (g 1 mt)) (strlen (vla-get-TextString mt))) ;=> (250 50 300)
(vla-put-AttachmentPoint mt acAttachmentPointMiddleCenter)
(g 71 mt) ;=> 5
(vla-put-AttachmentPoint mt 10) ;!! ActiveX Server returned an error: Invalid input
; --- blocks with attributes: InsertBlock makes the ATTRIBs; GetAttributes gives them ---
(setq blk (vla-Add (vla-get-Blocks doc) (vlax-3d-point 0 0 0) "TAG"))
(vla-AddCircle blk (vlax-3d-point 0 0 0) 1.0)
(vla-AddAttribute blk 2.5 acAttributeModeNormal "Number?" (vlax-3d-point 2 0 0) "NUM" "1")
(vla-AddAttribute blk 2.5 acAttributeModeConstant "" (vlax-3d-point 2 -3 0) "KIND" "VALVE")
(vla-get-Count blk) ;=> 3
(setq br (vla-InsertBlock ms (vlax-3d-point 10 10 0) "TAG" 2.0 2.0 1.0 0.0))
(list (vla-get-ObjectName br) (vla-get-Name br) (vla-get-EffectiveName br) (vla-get-HasAttributes br)) ;=> ("AcDbBlockReference" "TAG" "TAG" :VLAX-TRUE)
(list (g 2 br) (g 10 br) (g 41 br) (g 66 br)) ;=> ("TAG" (10.0 10.0 0.0) 2.0 1)
(setq atts (vlax-invoke br 'GetAttributes))
(mapcar '(lambda (x) (list (vla-get-TagString x) (vla-get-TextString x) (vla-get-ObjectName x))) atts) ;=> (("NUM" "1" "AcDbAttribute"))
(vlax-get (car atts) 'InsertionPoint) ;=> (14.0 10.0 0.0)
(list (vla-get-Height (car atts)) (vla-get-Layer (car atts))) ;=> (5.0 "0")
(vlax-safearray-get-u-bound (vlax-variant-value (vla-GetAttributes br)) 1) ;=> 0
(vla-put-TextString (car atts) "42")
(cdr (assoc 1 (entget (entnext (vlax-vla-object->ename br))))) ;=> "42"
(mapcar 'vla-get-TagString (vlax-invoke br 'GetConstantAttributes)) ;=> ("KIND")
(vlax-get br 'XScaleFactor) ;=> 2.0
(vla-put-Rotation br (/ pi 4))
(g 50 br) ;=> 0.785398
(vla-put-Name br "NONE") ;!! Automation Error. Key not found
(vla-InsertBlock ms (vlax-3d-point 0 0 0) "NOBLOCK" 1 1 1 0) ;!! Automation Error. Key not found
(vla-get-IsDynamicBlock br) ;=> :VLAX-FALSE
(vlax-safearray-get-u-bound (vlax-variant-value (vla-GetDynamicBlockProperties br)) 1) ;=> -1
(vla-get-ObjectName (vlax-ename->vla-object (tblobjname "BLOCK" "TAG"))) ;=> "AcDbBlockTableRecord"
; --- Hatch: the loop comes from the boundary objects ---
(setq b (vlax-invoke ms 'AddLightWeightPolyline '(0 0 10 0 10 10 0 10)))
(vla-put-Closed b :vlax-true)
(setq h (vla-AddHatch ms acHatchPatternTypePreDefined "ANSI31" :vlax-true))
(vla-get-NumberOfLoops h) ;=> 0
; the pattern is loaded as HATCH loads it: ANSI31 is one line family at 45 degrees (radians in entget)
(list (g 76 h) (g 78 h) (g 53 h) (g 75 h)) ;=> (1 1 0.785398 0)
(vla-AddHatch ms acHatchPatternTypePreDefined "NO-SUCH-PATTERN" :vlax-false) ;!! Automation Error. Invalid input
(vlax-invoke h 'AppendOuterLoop (list b))
(vla-Evaluate h)
(list (vla-get-NumberOfLoops h) (vla-get-Area h) (vla-get-PatternName h) (g 91 h)) ;=> (1 100.0 "ANSI31" 1)
(setq hole (vla-AddCircle ms (vlax-3d-point 5 5 0) 1.0))
(vlax-invoke h 'AppendInnerLoop (list hole))
(rtos (vla-get-Area h) 2 4) ;=> "96.8584"
(vla-get-AssociativeHatch h) ;=> :VLAX-TRUE
(vla-put-PatternAngle h (/ pi 4))
; a chain of lines is one edge loop, found as HATCH's select-objects boundary finds it
(setq tri (list (vla-AddLine ms (vlax-3d-point 20 0 0) (vlax-3d-point 26 0 0)) (vla-AddLine ms (vlax-3d-point 26 0 0) (vlax-3d-point 20 4 0)) (vla-AddLine ms (vlax-3d-point 20 4 0) (vlax-3d-point 20 0 0))))
(setq h2 (vla-AddHatch ms acHatchPatternTypePreDefined "SOLID" :vlax-true))
(vlax-invoke h2 'AppendOuterLoop tri)
(list (vla-get-NumberOfLoops h2) (vla-get-Area h2) (g 93 h2) (g 97 h2)) ;=> (1 12.0 3 3)
(vlax-invoke h2 'AppendInnerLoop (list (car tri))) ;!! Automation Error. Invalid input
(g 52 h) ;=> 0.785398
; --- Dimensions ---
(setq d (vla-AddDimAligned ms (vlax-3d-point 0 0 0) (vlax-3d-point 10 0 0) (vlax-3d-point 5 3 0)))
(list (vla-get-ObjectName d) (vla-get-Measurement d) (g 13 d) (g 14 d)) ;=> ("AcDbAlignedDimension" 10.0 (0.0 0.0 0.0) (10.0 0.0 0.0))
(vla-put-TextOverride d "<> mm")
(g 1 d) ;=> "<> mm"
(setq dr (vla-AddDimRotated ms (vlax-3d-point 0 0 0) (vlax-3d-point 10 5 0) (vlax-3d-point 0 8 0) 0.0))
(list (vla-get-ObjectName dr) (vla-get-Measurement dr) (vla-get-Rotation dr)) ;=> ("AcDbRotatedDimension" 10.0 0.0)
; the dimensions are drawn by a *D block, made as DIMALIGNED makes it (dimension-make.ts)
(wcmatch (g 2 d) "`*D*") ;=> T
(not (null (tblsearch "BLOCK" (g 2 d)))) ;=> T
(list (g 10 dr) (g 13 dr) (g 14 dr)) ;=> ((10.0 8.0 0.0) (0.0 0.0 0.0) (10.0 5.0 0.0))
; --- Solid, 3DFace, Spline, Ray ---
(setq so (vla-AddSolid ms (vlax-3d-point 0 0 0) (vlax-3d-point 1 0 0) (vlax-3d-point 0 1 0) (vlax-3d-point 1 1 0)))
(list (vla-get-ObjectName so) (length (vlax-get so 'Coordinates))) ;=> ("AcDbSolid" 12)
(setq f (vla-Add3DFace ms (vlax-3d-point 0 0 0) (vlax-3d-point 1 0 0) (vlax-3d-point 1 1 0) (vlax-3d-point 0 1 0)))
(vla-put-VisibilityEdge2 f :vlax-false)
(g 70 f) ;=> 2
(setq sp (vlax-invoke ms 'AddSpline '(0 0 0 5 5 0 10 0 0) '(1 0 0) '(1 0 0)))
(list (vla-get-ObjectName sp) (vla-get-NumberOfFitPoints sp) (vla-get-Degree sp)) ;=> ("AcDbSpline" 3 3)
(setq ry (vla-AddRay ms (vlax-3d-point 0 0 0) (vlax-3d-point 0 5 0)))
(list (vla-get-ObjectName ry) (vlax-get ry 'DirectionVector)) ;=> ("AcDbRay" (0.0 1.0 0.0))
; --- locked layers refuse edits, in AutoCAD's words ---
(vla-put-Lock (vla-Item (vla-get-Layers doc) "A-WALL") :vlax-true)
(vla-put-Layer ln "A-WALL") ;=> nil
(vla-put-Color ln 2) ;!! Automation Error. On locked layer
(vla-Move ln (vlax-3d-point 0 0 0) (vlax-3d-point 1 0 0)) ;!! Automation Error. On locked layer
(vla-Delete ln) ;!! Automation Error. On locked layer
(vlax-write-enabled-p ln) ;=> nil
(vla-put-Lock (vla-Item (vla-get-Layers doc) "A-WALL") :vlax-false)
(vlax-write-enabled-p ln) ;=> T
; --- vlax-curve-* take VLA-objects as well as enames ---
(setq cl (vla-AddLine ms (vlax-3d-point 0 0 0) (vlax-3d-point 30 40 0)))
(vlax-curve-getEndParam cl) ;=> 50.0
(vlax-curve-getPointAtDist cl 10.0) ;=> (6.0 8.0 0.0)
(= (vlax-curve-getDistAtParam cl 50.0) (vla-get-Length cl)) ;=> T
(vlax-curve-getArea (vla-AddArc ms (vlax-3d-point 0 0 0) 10.0 0 pi)) ;=> 157.08
(vlax-curve-getEndParam (vlax-get-acad-object)) ;!! bad argument type: lentityp #<VLA-OBJECT IAcadApplication 000002a1b4c3d000>
