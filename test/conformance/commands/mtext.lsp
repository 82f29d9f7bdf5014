; MTEXT / -MTEXT on the command line; corpus idioms (command "-mtext" p1 p2 str "") and
; (command "_.MTEXT" pt "W" 2.5 str "").
(setvar "OSMODE" 0) ;=> 0
(command "-mtext" '(0 10) '(20 0) "Line one" "Line two" "") ;=> nil
;>> "-mtext Current text style:  \"Standard\"  Text height:  0.2000  Annotative:  No\nSpecify first corner: \nSpecify opposite corner or [Height/Justify/Line spacing/Rotation/Style/Width/Columns]: \nMText: Line one\nMText: Line two\nMText: \nCommand: "
(setvar "CMDECHO" 0) ;=> 0
(mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(0 10 40 41 71 1 7)) ;=> ("MTEXT" (0.0 10.0 0.0) 0.2 20.0 1 "Line one\\PLine two" "Standard")
; Width ends the corner; Height sets TEXTSIZE
(progn (command "_.MTEXT" '(5 5) "_H" 0.5 "_W" 2.5 "Hi" "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 40 41 1))) ;=> ((5.0 5.0 0.0) 0.5 2.5 "Hi")
(getvar "TEXTSIZE") ;=> 0.5
; Justify: the insertion point is that corner of the box
(progn (command "_.MTEXT" '(0 0) "_J" "_MC" '(10 4) "Centered" "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 71))) ;=> ((5.0 2.0 0.0) 5)
; Rotation, Line spacing
(progn (command "_.MTEXT" '(0 0) "_R" 90 "_L" "_E" "2x" "_W" 4 "R" "") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(11 50 73 44))) ;=> ((0.0 1.0 0.0) 1.5708 2 2.0)
; a long text is split into 250-character 3 groups before the last 1 group
(progn (command "_.MTEXT" '(0 0) "_W" 0 (strcat (substr (strcat "0123456789" "0123456789" "0123456789" "0123456789" "0123456789") 1 50) (substr (strcat "0123456789" "0123456789" "0123456789" "0123456789" "0123456789") 1 50) (substr (strcat "0123456789" "0123456789" "0123456789" "0123456789" "0123456789") 1 50) (substr (strcat "0123456789" "0123456789" "0123456789" "0123456789" "0123456789") 1 50) (substr (strcat "0123456789" "0123456789" "0123456789" "0123456789" "0123456789") 1 50) "END") "") (list (strlen (cdr (assoc 3 (entget (entlast))))) (cdr (assoc 1 (entget (entlast)))))) ;=> (250 "END")
