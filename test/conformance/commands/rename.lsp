; -RENAME / RENAME: every reference follows the new name
(setvar "OSMODE" 0) ;=> 0
(progn (setvar "CMDECHO" 0) (command "_.-LAYER" "_M" "WALLS" "" "_.LINE" '(0 0) '(5 0) "") (setvar "CMDECHO" 1)) ;=> 1
(command "_.-RENAME" "_LA" "WALLS" "A-WALL") ;=> nil
;>> "-RENAME Enter object type to rename [Block/Dimstyle/LAyer/LType/Material/multileadeRstyle/Plotstyle/textStyle/Tablestyle/Ucs/VIew/VPort]: _LA\nEnter old layer name: WALLS\nEnter new layer name: A-WALL\nCommand: "
(list (getvar "CLAYER") (cdr (assoc 8 (entget (entlast)))) (tblsearch "LAYER" "WALLS") (cdr (assoc 2 (tblsearch "LAYER" "A-WALL")))) ;=> ("A-WALL" "A-WALL" nil "A-WALL")
(setvar "CMDECHO" 0) ;=> 0
; a block: the definition, its references (also inside other blocks) and INSNAME
(progn
  (entmake '((0 . "BLOCK") (2 . "CHAIR") (70 . 0) (10 0.0 0.0 0.0))) (entmake '((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 0.5))) (entmake '((0 . "ENDBLK")))
  (entmake '((0 . "BLOCK") (2 . "TABLE4") (70 . 0) (10 0.0 0.0 0.0))) (entmake '((0 . "INSERT") (2 . "CHAIR") (10 1.0 0.0 0.0))) (entmake '((0 . "ENDBLK")))
  (command "_.-INSERT" "CHAIR" '(10 10) 1 1 0)
  (command "RENAME" "_B" "CHAIR" "SEAT")
  (list (tblsearch "BLOCK" "CHAIR") (cdr (assoc 2 (tblsearch "BLOCK" "SEAT"))) (cdr (assoc 2 (entget (entlast)))) (getvar "INSNAME")
        (cdr (assoc 2 (entget (cdr (assoc -2 (tblsearch "BLOCK" "TABLE4")))))))) ;=> (nil "SEAT" "SEAT" "SEAT" "SEAT")
(cdr (assoc 2 (entget (tblobjname "BLOCK" "SEAT")))) ;=> "SEAT"
; a linetype: layers using it follow; a text style: texts and TEXTSTYLE follow
(progn (command "_.-LINETYPE" "_L" "HIDDEN" "" "" "_.-LAYER" "_L" "HIDDEN" "A-WALL" "") (command "_.-RENAME" "_LT" "HIDDEN" "DASH-2") (cdr (assoc 6 (tblsearch "LAYER" "A-WALL")))) ;=> "DASH-2"
(progn (command "_.-STYLE" "Notes" "" "" "" "" "" "" "" "_.TEXT" '(0 0) 0.2 0 "x") (command "_.-RENAME" "_S" "Notes" "Labels") (list (getvar "TEXTSTYLE") (cdr (assoc 7 (entget (entlast)))))) ;=> ("Labels" "Labels")
; the old name must exist, the new one must be free; layer 0 keeps its name
(progn (setvar "CMDECHO" 1) (command "_.-RENAME" "_LA" "NOPE" "_.-RENAME" "_LA" "A-WALL" "0" "_.-RENAME" "_LA" "0" "ZERO") (setvar "CMDECHO" 0)) ;=> 0
;>> "-RENAME Enter object type to rename [Block/Dimstyle/LAyer/LType/Material/multileadeRstyle/Plotstyle/textStyle/Tablestyle/Ucs/VIew/VPort]: _LA\nEnter old layer name: NOPE\nLayer \"NOPE\" not found.\nCommand: -RENAME Enter object type to rename [Block/Dimstyle/LAyer/LType/Material/multileadeRstyle/Plotstyle/textStyle/Tablestyle/Ucs/VIew/VPort]: _LA\nEnter old layer name: A-WALL\nEnter new layer name: 0\nLayer \"0\" already exists.\nCommand: -RENAME Enter object type to rename [Block/Dimstyle/LAyer/LType/Material/multileadeRstyle/Plotstyle/textStyle/Tablestyle/Ucs/VIew/VPort]: _LA\nEnter old layer name: 0\nEnter new layer name: ZERO\n\"0\" cannot be renamed.\nCommand: "
; renames are undone by UNDO
(progn (command "_.-RENAME" "_LA" "A-WALL" "WALL") (command "_.U") (list (getvar "CLAYER") (cdr (assoc 8 (entget (entlast)))))) ;=> ("A-WALL" "A-WALL")
