; DIMLINEAR and DIMALIGNED [MAC:DIMLINEAR-Command] [MAC:DIMENSION-DXF]; entity-model.md §3 (DIMENSION order)
(setvar "OSMODE" 0) ;=> 0
(command "_.DIMLINEAR" '(0 0) '(10 0) '(5 2)) ;=> nil
;>> "DIMLINEAR Specify first extension line origin or <select object>: \nSpecify second extension line origin: \nSpecify dimension line location or [Mtext/Text/Angle/Horizontal/Vertical/Rotated]: \nDimension text = 10.0000\nCommand: "
; the DIMENSION: 10 where the dimension line meets the second extension line, 11 the text middle,
; 13/14 the extension line origins, 42 the measurement, 70 32 (rotated, own block), 50 the angle
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000310>) (0 . "DIMENSION") (330 . <Entity name: 7ff700000110>) (5 . "31") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbDimension") (280 . 0) (2 . "*D1") (10 10.0 2.0 0.0) (11 5.0 2.0 0.0) (12 0.0 0.0 0.0) (70 . 32) (1 . "") (71 . 5) (72 . 1) (41 . 1.0) (42 . 10.0) (73 . 0) (74 . 0) (75 . 0) (52 . 0.0) (53 . 0.0) (54 . 0.0) (51 . 0.0) (210 0.0 0.0 1.0) (3 . "Standard") (100 . "AcDbAlignedDimension") (13 0.0 0.0 0.0) (14 10.0 0.0 0.0) (50 . 0.0) (100 . "AcDbRotatedDimension"))
(getvar "DIMSTYLE") ;=> "Standard"
; the *D block: the dimension line in two pieces around the text (DIMGAP), the arrowheads (SOLIDs,
; DIMASZ long), the extension lines (DIMEXO from the origins, DIMEXE past the line), the text, the definition points
(defun parts (dim / e out) (setq e (cdr (assoc -2 (tblsearch "BLOCK" (cdr (assoc 2 (entget dim))))))) (while e (setq out (cons (entget e) out) e (entnext e))) (reverse out)) ;=> PARTS
(mapcar '(lambda (p) (cdr (assoc 0 p))) (parts (entlast))) ;=> ("LINE" "LINE" "SOLID" "SOLID" "LINE" "LINE" "MTEXT" "POINT" "POINT" "POINT")
(mapcar '(lambda (p) (list (cdr (assoc 10 p)) (cdr (assoc 11 p)))) (vl-remove-if-not '(lambda (p) (= "LINE" (cdr (assoc 0 p)))) (parts (entlast)))) ;=> (((0.0 2.0 0.0) (4.31 2.0 0.0)) ((5.69 2.0 0.0) (10.0 2.0 0.0)) ((0.0 0.0625 0.0) (0.0 2.18 0.0)) ((10.0 0.0625 0.0) (10.0 2.18 0.0)))
(mapcar '(lambda (p) (mapcar '(lambda (c) (cdr (assoc c p))) '(10 11 12))) (vl-remove-if-not '(lambda (p) (= "SOLID" (cdr (assoc 0 p)))) (parts (entlast)))) ;=> (((0.0 2.0 0.0) (0.18 2.03 0.0) (0.18 1.97 0.0)) ((10.0 2.0 0.0) (9.82 1.97 0.0) (9.82 2.03 0.0)))
(mapcar '(lambda (c) (cdr (assoc c (nth 6 (parts (entlast)))))) '(0 8 62 1 10 40 71 7)) ;=> ("MTEXT" "0" 0 "\\A1;10.0000" (5.0 2.0 0.0) 0.18 5 "Standard")
(mapcar '(lambda (p) (list (cdr (assoc 8 p)) (cdr (assoc 10 p)))) (vl-remove-if-not '(lambda (p) (= "POINT" (cdr (assoc 0 p)))) (parts (entlast)))) ;=> (("Defpoints" (0.0 0.0 0.0)) ("Defpoints" (10.0 0.0 0.0)) ("Defpoints" (10.0 2.0 0.0)))
(tblsearch "LAYER" "Defpoints") ;=> ((0 . "LAYER") (2 . "Defpoints") (70 . 0) (62 . 7) (6 . "Continuous"))
(setvar "CMDECHO" 0) ;=> 0
; the direction follows the location: beside the origins it is vertical
(progn (command "_.DIMLINEAR" '(0 0) '(3 4) '(8 1)) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 42 50))) ;=> ((8.0 4.0 0.0) 4.0 1.5708)
; Horizontal / Vertical / Rotated fix it
(progn (command "_.DIMLINEAR" '(0 0) '(3 4) "_H" '(8 1)) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 42 50))) ;=> ((3.0 1.0 0.0) 3.0 0.0)
(progn (command "_.DIMLINEAR" '(0 0) '(3 4) "_R" 30 '(8 1)) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(42 50))) ;=> (4.59808 0.523599)
; Text: the override ("<>" is the measurement)
(progn (command "_.DIMLINEAR" '(0 0) '(4 0) "_T" "<> TYP." '(2 1)) (list (cdr (assoc 1 (entget (entlast)))) (cdr (assoc 1 (nth 6 (parts (entlast))))))) ;=> ("<> TYP." "\\A1;4.0000 TYP.")
; Enter at the first prompt: the object is picked
(progn (command "_.LINE" '(0 5) '(6 5) "") (command "_.DIMLINEAR" "" (entlast) '(3 7)) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(13 14 42))) ;=> ((0.0 5.0 0.0) (6.0 5.0 0.0) 6.0)
; DIMALIGNED: along the origins, no AcDbRotatedDimension part, 70 33
(command "_.DIMALIGNED" '(0 0) '(3 4) '(-1 1)) ;=> nil
(mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(70 10 42 13 14 50)) ;=> (33 (1.88 4.84 0.0) 5.0 (0.0 0.0 0.0) (3.0 4.0 0.0) nil)
(cdr (assoc 100 (reverse (entget (entlast))))) ;=> "AcDbAlignedDimension"
; the dimension variables: DIMSCALE scales the sizes, DIMDEC the decimals
(progn (setvar "DIMSCALE" 2) (setvar "DIMDEC" 2) (command "_.DIMLINEAR" '(0 0) '(10 0) '(5 -3)) (setvar "DIMSCALE" 1.0) (setvar "DIMDEC" 4)
       (list (cdr (assoc 1 (nth 6 (parts (entlast))))) (cdr (assoc 40 (nth 6 (parts (entlast))))))) ;=> ("\\A1;10.00" 0.36)
; the dimension draws from its block: a crossing window on its text finds it
(equal (ssname (ssget "_C" '(4.9 -3.1) '(5.1 -2.9)) 0) (entlast)) ;=> T
