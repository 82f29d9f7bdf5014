; LINE [ctx][pause], LINE command reference.
(setvar "OSMODE" 0) ;=> 0
; the basic form and its transcript
(command "_.LINE" '(0 0) '(3 4) "") ;=> nil
;>> "LINE Specify first point: \nSpecify next point or [Undo]: \nSpecify next point or [Undo]: \nCommand: "
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 0.0 0.0 0.0) (11 3.0 4.0 0.0) (210 0.0 0.0 1.0))
(setvar "CMDECHO" 0) ;=> 0
; one LINE per segment; from the third point Close draws back to the first and ends
(progn (setq m (entlast)) (command "_.LINE" '(0 0) '(10 0) '(10 10) "_C") (list (getvar "CMDACTIVE") (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 11 (entget (entlast)))))) ;=> (0 (10.0 10.0 0.0) (0.0 0.0 0.0))
(progn (setq n 0 e m) (while (setq e (entnext e)) (setq n (1+ n))) n) ;=> 3
; Undo takes back the last segment; typed relative and polar points
(progn (command "_.LINE" "5,5" "@2,0" "@3<90" "_U" "@0,-1" "") (list (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 11 (entget (entlast)))))) ;=> ((7.0 5.0 0.0) (7.0 4.0 0.0))
; Enter at the first point continues from where the last line ended
(progn (command "_.LINE" "" '(9 9) "") (cdr (assoc 10 (entget (entlast))))) ;=> (7.0 4.0 0.0)
; Close needs two segments first: before that it is not a keyword of the prompt
(command "_.LINE" '(0 0) '(1 0) "_C" "") ;=> nil
;>> "Point or option keyword required.\n"
; the line takes the current layer, and THICKNESS along the UCS Z axis
(progn (command "_.-LAYER" "_M" "WALLS" "") (setvar "THICKNESS" 2.5) (command "_.LINE" '(0 0) '(1 1) "") (setvar "THICKNESS" 0.0) (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(8 39 210))) ;=> ("WALLS" 2.5 (0.0 0.0 1.0))
