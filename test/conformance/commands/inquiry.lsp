; DIST, ID, AREA: what AutoCAD prints and DISTANCE / LASTPOINT / AREA / PERIMETER.
(setvar "OSMODE" 0) ;=> 0
(command "_.DIST" '(0 0) '(3 4)) ;=> nil
;>> "DIST Specify first point: \nSpecify second point or <Multiple points>: \nDistance = 5.0000,  Angle in XY Plane = 53,  Angle from XY Plane = 0\nDelta X = 3.0000,  Delta Y = 4.0000,  Delta Z = 0.0000\nCommand: "
(getvar "DISTANCE") ;=> 5.0
(command "_.ID" "1,2,3") ;=> nil
;>> "ID Specify point: 1,2,3\nX = 1.0000     Y = 2.0000     Z = 3.0000\nCommand: "
(getvar "LASTPOINT") ;=> (1.0 2.0 3.0)
(command "_.AREA" '(0 0) '(4 0) '(4 3) '(0 3) "") ;=> nil
;>> "AREA Specify first corner point or [Object/Add area/Subtract area] <Object>: \nSpecify next point or [Arc/Length/Undo]: \nSpecify next point or [Arc/Length/Undo]: \nSpecify next point or [Arc/Length/Undo/Total] <Total>: \nSpecify next point or [Arc/Length/Undo/Total] <Total>: \nArea = 12.0000, Perimeter = 14.0000\nCommand: "
(list (getvar "AREA") (getvar "PERIMETER")) ;=> (12.0 14.0)
(setvar "CMDECHO" 0) ;=> 0
; Object: a circle has a circumference; a closed polyline a perimeter; a line has no area
(progn (command "_.CIRCLE" '(0 0) 1) (setvar "CMDECHO" 1) (command "_.AREA" "_O" (entlast)) (setvar "CMDECHO" 0)) ;=> 0
;>> "AREA Specify first corner point or [Object/Add area/Subtract area] <Object>: _O\nSelect objects: \n1 found\nArea = 3.1416, Circumference = 6.2832\nCommand: "
(progn (command "_.RECTANG" '(0 0) '(5 2)) (command "_.AREA" "" (entlast)) (list (getvar "AREA") (getvar "PERIMETER"))) ;=> (10.0 14.0)
(progn (command "_.LINE" '(0 0) '(1 0) "") (command "_.AREA" "_O" (entlast))) ;=> nil
;>> "Selected object does not have an area.\n"
; Add and Subtract keep a running total
(progn (command "_.AREA" "_A" '(0 0) '(10 0) '(10 10) "" "_S" '(0 0) '(5 0) '(5 5) "" "") (getvar "AREA")) ;=> 37.5
; DIST with several points adds them up
(progn (command "_.DIST" '(0 0) "" '(3 0) '(3 4) "") (getvar "DISTANCE")) ;=> 7.0
