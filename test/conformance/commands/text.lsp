; TEXT and -TEXT [tbox]; TEXT command reference; (command-s "._-text" insPt "" "0" "Sample Text") [cmds].
(setvar "OSMODE" 0) ;=> 0
(command "_.-TEXT" '(1 1) 0.2 0 "test") ;=> nil
;>> "-TEXT Current text style:  \"Standard\"  Text height:  0.2000  Annotative:  No  Justify:  Left\nSpecify start point of text or [Justify/Style]: \nSpecify height <0.2000>: 0.2\nSpecify rotation angle of text <0>: 0\nEnter text: test\nCommand: "
; the entget AutoCAD shows for this text [tbox]
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "TEXT") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbText") (10 1.0 1.0 0.0) (40 . 0.2) (1 . "test") (50 . 0.0) (41 . 1.0) (51 . 0.0) (7 . "Standard") (71 . 0) (72 . 0) (11 0.0 0.0 0.0) (210 0.0 0.0 1.0) (100 . "AcDbText") (73 . 0))
(setvar "CMDECHO" 0) ;=> 0
; Enter at the height takes TEXTSIZE, a height entered becomes TEXTSIZE; the rotation is in degrees
(progn (command-s "._-text" '(0 0) "" "90" "Sample Text") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(1 40 50))) ;=> ("Sample Text" 0.2 1.5708)
(progn (command "_.TEXT" '(0 0) 2.5 "" "Big") (list (getvar "TEXTSIZE") (cdr (assoc 50 (entget (entlast)))))) ;=> (2.5 1.5708)
; a justification keyword straight at the start prompt, or after Justify: 72/73, and 11 the given point
(progn (command "_.TEXT" "_MC" '(10 10) "" 0 "Mid") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(72 73 11))) ;=> (1 2 (10.0 10.0 0.0))
(progn (command "_.TEXT" "_J" "_BR" '(10 0) "" 0 "Right") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(72 73 11))) ;=> (2 1 (10.0 0.0 0.0))
(progn (command "_.TEXT" "_C" '(5 0) "" 0 "Ctr") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(72 73))) ;=> (1 0)
; for Center the baseline start lies left of the point by half the text's width
(< (car (cdr (assoc 10 (entget (entlast))))) 5.0) ;=> T
; Align: height from the baseline length, no height or rotation prompt
(progn (command "_.TEXT" "_A" '(0 0) '(10 0) "ABCD") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(72 10 11 50))) ;=> (3 (0.0 0.0 0.0) (10.0 0.0 0.0) 0.0)
; Fit: the height is asked, the width factor stretches the text
(progn (command "_.TEXT" "_F" '(0 0) '(10 0) 1 "ABCD") (list (cdr (assoc 40 (entget (entlast)))) (> (cdr (assoc 41 (entget (entlast)))) 1.0))) ;=> (1.0 T)
; a style with a fixed height: no height prompt [corpus: (command "text" "j" "bc" pt "90" str)]
(progn
  (entmake '((0 . "STYLE") (100 . "AcDbSymbolTableRecord") (100 . "AcDbTextStyleTableRecord") (2 . "FIXED") (70 . 0) (40 . 3.5) (41 . 0.8) (50 . 0.0) (71 . 0) (42 . 2.5) (3 . "txt") (4 . "")))
  (command "_.TEXT" "_S" "FIXED" "j" "bc" '(0 0) "90" "Fixed")
  (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(1 7 40 41 50))) ;=> ("Fixed" "FIXED" 3.5 0.8 1.5708)
(getvar "TEXTSTYLE") ;=> "FIXED"
(progn (command "_.TEXT" "_S" "NOSUCH" "Standard" '(0 0) "" "" "x") (cdr (assoc 7 (entget (entlast))))) ;=> "Standard"
;>> "Cannot find text style \"NOSUCH\".\n"
; -TEXT evaluates an AutoLISP expression typed as the text when TEXTEVAL is 1; TEXT does not
(progn (setvar "TEXTEVAL" 1) (command "_.-TEXT" '(0 0) "" "" "(strcat \"A\" \"B\")") (setvar "TEXTEVAL" 0) (cdr (assoc 1 (entget (entlast))))) ;=> "AB"
(progn (setvar "TEXTEVAL" 1) (command "_.TEXT" '(0 0) "" "" "(+ 1 2)") (setvar "TEXTEVAL" 0) (cdr (assoc 1 (entget (entlast))))) ;=> "(+ 1 2)"
