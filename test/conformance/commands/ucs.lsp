; UCS [ctx] ("Specify origin of UCS or [...] <World>: z / Specify rotation angle about Z axis <90>: 45");
; then the UCS governs point input, entity creation and trans, all from UCSORG/UCSXDIR/UCSYDIR
(setvar "OSMODE" 0) ;=> 0
(command "_.UCS" "_Z" 45) ;=> nil
;>> "UCS Current ucs name:  *WORLD*\nSpecify origin of UCS or [Face/NAmed/OBject/Previous/View/World/X/Y/Z/ZAxis] <World>: _Z\nSpecify rotation angle about Z axis <90>: 45\nCommand: "
(list (getvar "UCSORG") (getvar "UCSXDIR") (getvar "UCSYDIR") (getvar "WORLDUCS") (getvar "UCSNAME")) ;=> ((0.0 0.0 0.0) (0.707107 0.707107 0.0) (-0.707107 0.707107 0.0) 0 "")
(setvar "CMDECHO" 0) ;=> 0
; a point given to a command is in the UCS: the LINE stores WCS points, the same trans gives
(progn (command "_.LINE" '(0 0) '(2 0) "") (list (cdr (assoc 11 (entget (entlast)))) (trans '(2 0 0) 1 0))) ;=> ((1.41421 1.41421 0.0) (1.41421 1.41421 0.0))
; relative input and polar angles are measured in the UCS too
(progn (command "_.LINE" '(1 1) "@1<90" "") (list (trans (cdr (assoc 10 (entget (entlast)))) 0 1) (trans (cdr (assoc 11 (entget (entlast)))) 0 1))) ;=> ((1.0 1.0 0.0) (1.0 2.0 0.0))
; LASTPOINT is a UCS point
(getvar "LASTPOINT") ;=> (1.0 2.0 0.0)
; Origin moves it: UCSORG is the WCS point of the new origin
(progn (command "_.UCS" "_O" '(10 0)) (list (getvar "UCSORG") (trans '(0 0 0) 1 0))) ;=> ((7.07107 7.07107 0.0) (7.07107 7.07107 0.0))
; planar entities made in the UCS keep its plane: a CIRCLE's centre, TEXT rotation (OCS = WCS here, Z is unchanged)
(progn (command "_.CIRCLE" '(0 0) 1) (cdr (assoc 10 (entget (entlast))))) ;=> (7.07107 7.07107 0.0)
(progn (command "_.TEXT" '(0 0) 0.2 0 "t") (cdr (assoc 50 (entget (entlast))))) ;=> 0.785398
; X: the plane turns; a circle drawn now gets an extrusion, its centre is in its OCS, trans agrees
(progn (command "_.UCS" "_W" "_.UCS" "_X" 90) (list (getvar "UCSXDIR") (getvar "UCSYDIR"))) ;=> ((1.0 0.0 0.0) (0.0 0.0 1.0))
(progn (command "_.CIRCLE" '(3 4) 1) (list (cdr (assoc 210 (entget (entlast)))) (trans (cdr (assoc 10 (entget (entlast)))) (entlast) 0) (trans '(3 4 0) 1 0))) ;=> ((0.0 -1.0 0.0) (3.0 0.0 4.0) (3.0 0.0 4.0))
(trans '(3 4 0) 1 (entlast)) ;=> (3.0 4.0 0.0)
; 3point: origin, a point on X, a point in the XY plane
(progn (command "_.UCS" "_W" "_.UCS" "_3" '(1 1) '(2 2) '(0 2)) (list (getvar "UCSORG") (getvar "UCSXDIR") (getvar "UCSYDIR"))) ;=> ((1.0 1.0 0.0) (0.707107 0.707107 0.0) (-0.707107 0.707107 0.0))
; the three-point form through the origin prompt
(progn (command "_.UCS" "_W" "_.UCS" '(5 0) '(5 1) "") (list (getvar "UCSORG") (getvar "UCSXDIR") (getvar "UCSYDIR"))) ;=> ((5.0 0.0 0.0) (0.0 1.0 0.0) (-1.0 0.0 0.0))
; Previous steps back
(progn (command "_.UCS" "_P") (getvar "UCSORG")) ;=> (0.0 0.0 0.0)
(progn (command "_.UCS" "_P") (getvar "WORLDUCS")) ;=> 0
; OBject: a circle gives its centre and the direction to the pick; a line its nearer end and direction
(progn (command "_.UCS" "_W" "_.CIRCLE" '(3 3) 1) (command "_.UCS" "_OB" (list (entlast) '(3 4))) (list (getvar "UCSORG") (getvar "UCSXDIR"))) ;=> ((3.0 3.0 0.0) (0.0 1.0 0.0))
(progn (command "_.UCS" "_W" "_.LINE" '(0 0) '(0 5) "") (command "_.UCS" "_OB" (list (entlast) '(0 4))) (list (getvar "UCSORG") (getvar "UCSXDIR") (getvar "UCSYDIR"))) ;=> ((0.0 5.0 0.0) (0.0 -1.0 0.0) (1.0 0.0 0.0))
; Named: save, restore by name (UCSNAME), a UCS table record
(progn (command "_.UCS" "_NA" "_S" "ALONG" "_.UCS" "_W" "_.UCS" "_NA" "_R" "ALONG") (list (getvar "UCSNAME") (getvar "UCSORG"))) ;=> ("ALONG" (0.0 5.0 0.0))
(entget (tblobjname "UCS" "ALONG")) ;=> ((-1 . <Entity name: 7ff7000002a0>) (0 . "UCS") (330 . <Entity name: 7ff700000060>) (5 . "2A") (100 . "AcDbSymbolTableRecord") (100 . "AcDbUCSTableRecord") (2 . "ALONG") (70 . 0) (10 0.0 5.0 0.0) (11 0.0 -1.0 0.0) (12 1.0 0.0 0.0) (79 . 0) (146 . 0.0))
(progn (setvar "CMDECHO" 1) (command "_.UCS" "_NA" "_R" "NOPE") (setvar "CMDECHO" 0)) ;=> 0
;>> "UCS Current ucs name:  ALONG\nSpecify origin of UCS or [Face/NAmed/OBject/Previous/View/World/X/Y/Z/ZAxis] <World>: _NA\nEnter an option [Restore/Save/Delete/?]: _R\nEnter name of UCS to restore or [?]: NOPE\nCannot find UCS NOPE.\nCommand: "
; World (or Enter) comes back
(progn (command "_.UCS" "") (list (getvar "UCSORG") (getvar "UCSXDIR") (getvar "WORLDUCS") (getvar "UCSNAME"))) ;=> ((0.0 0.0 0.0) (1.0 0.0 0.0) 1 "")
; UCS changes are undone by U
(progn (command "_.UCS" "_Z" 30) (command "_.U") (getvar "UCSXDIR")) ;=> (1.0 0.0 0.0)
