; -STYLE / STYLE [MAC:STYLE-Command-2] [MAC:STYLE-DXF]
(setvar "OSMODE" 0) ;=> 0
(command "_.-STYLE" "Notes" "romans.shx" 0.25 0.8 15 "" "" "") ;=> nil
;>> "-STYLE Enter name of text style or [?] <Standard>: Notes\nSpecify full font name or font filename (TTF or SHX) <txt>: romans.shx\nSpecify height of text or [Annotative] <0.0000>: 0.25\nSpecify width factor <1.0000>: 0.8\nSpecify obliquing angle <0>: 15\nDisplay text backwards? [Yes/No] <No>: \nDisplay text upside-down? [Yes/No] <No>: \nVertical? [Yes/No] <No>: \n\"Notes\" is now the current text style.\nCommand: "
; the STYLE record: 70 flags, 40 fixed height, 41 width, 50 obliquing angle, 71 generation, 42 last height, 3 font
(entget (tblobjname "STYLE" "Notes")) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "STYLE") (330 . <Entity name: 7ff700000040>) (5 . "23") (100 . "AcDbSymbolTableRecord") (100 . "AcDbTextStyleTableRecord") (2 . "Notes") (70 . 0) (40 . 0.25) (41 . 0.8) (50 . 0.261799) (71 . 0) (42 . 0.25) (3 . "romans.shx") (4 . ""))
(getvar "TEXTSTYLE") ;=> "Notes"
(setvar "CMDECHO" 0) ;=> 0
; a fixed height: TEXT asks no height and takes the style's settings
(progn (command "_.TEXT" '(0 0) 0 "Label") (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(7 40 41 51))) ;=> ("Notes" 0.25 0.8 0.261799)
; an existing style: its settings are the defaults; backwards and upside-down set 71; TrueType fonts are not asked Vertical
(progn (command "_.-STYLE" "Notes" "arial.ttf" "" "" "" "_Y" "_Y") (mapcar '(lambda (c) (cdr (assoc c (tblsearch "STYLE" "Notes")))) '(3 40 41 50 71))) ;=> ("arial.ttf" 0.25 0.8 0.261799 6)
; height 0: TEXT asks the height again
(progn (command "_.-STYLE" "Plain" "" 0 "" "" "" "" "_Y") (mapcar '(lambda (c) (cdr (assoc c (tblsearch "STYLE" "Plain")))) '(3 40 70))) ;=> ("txt" 0.0 4)
(progn (setvar "CMDECHO" 1) (command "_.TEXT" '(0 5) 0.5 0 "Asked") (setvar "CMDECHO" 0) (cdr (assoc 40 (entget (entlast))))) ;=> 0.5
;>> "TEXT Current text style:  \"Plain\"  Text height:  0.2000  Annotative:  No  Justify:  Left\nSpecify start point of text or [Justify/Style]: \nSpecify height <0.2000>: 0.5\nSpecify rotation angle of text <0>: 0\nEnter text: Asked\nCommand: "
; STYLE (no hyphen) from a program is the same command line
(progn (command "STYLE" "Third" "" "" "" "" "" "" "") (list (getvar "TEXTSTYLE") (cdr (assoc 3 (tblsearch "STYLE" "Third"))))) ;=> ("Third" "txt")
