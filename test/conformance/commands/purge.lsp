; -PURGE / PURGE [commands.md -PURGE: a real transcript] [corpus: (command "_.-purge" "_a" "*" "_n")]
(setvar "OSMODE" 0) ;=> 0
(progn
  (setvar "CMDECHO" 0)
  (command "_.-LAYER" "_M" "UNUSED" "_M" "USED" "_S" "0" "")
  (command "_.-LAYER" "_S" "USED" "" "_.LINE" '(0 0) '(1 0) "" "_.-LAYER" "_S" "0" "")
  (command "_.-LINETYPE" "_L" "HIDDEN,CENTER" "" "")
  (command "_.-LAYER" "_L" "CENTER" "USED" "")
  (entmake '((0 . "BLOCK") (2 . "INNER") (70 . 0) (10 0.0 0.0 0.0))) (entmake '((0 . "POINT") (10 0.0 0.0 0.0))) (entmake '((0 . "ENDBLK")))
  (entmake '((0 . "BLOCK") (2 . "OUTER") (70 . 0) (10 0.0 0.0 0.0))) (entmake '((0 . "INSERT") (2 . "INNER") (10 0.0 0.0 0.0))) (entmake '((0 . "ENDBLK")))
  (setvar "CMDECHO" 1)
  nil) ;=> nil
(command "_.-PURGE" "_LA" "*" "_N") ;=> nil
;>> "-PURGE Nested items = Off    Orphaned data = Off\nEnter type of unused objects to purge [Blocks/DEtailviewstyles/Dimstyles/Groups/LAyers/LTypes/MAterials/MUltileaderstyles/Plotstyles/SHapes/textSTyles/Mlinestyles/SEctionviewstyles/Tablestyles/Visualstyles/Regapps/Zero-length geometry/Empty text objects/Orphaned data/All]: _LA\nEnter name(s) to purge <*>: *\nVerify each name to be purged? [Yes/No] <Y>: _N\nDeleting layer \"UNUSED\".\n1 layer deleted.\nCommand: "
(list (tblsearch "LAYER" "UNUSED") (cdr (assoc 2 (tblsearch "LAYER" "USED")))) ;=> (nil "USED")
; verifying: each name is asked (No keeps it)
(command "_.-PURGE" "_LT" "" "" "_Y") ;=> nil
;>> "-PURGE Nested items = Off    Orphaned data = Off\nEnter type of unused objects to purge [Blocks/DEtailviewstyles/Dimstyles/Groups/LAyers/LTypes/MAterials/MUltileaderstyles/Plotstyles/SHapes/textSTyles/Mlinestyles/SEctionviewstyles/Tablestyles/Visualstyles/Regapps/Zero-length geometry/Empty text objects/Orphaned data/All]: _LT\nEnter name(s) to purge <*>: \nVerify each name to be purged? [Yes/No] <Y>: \nPurge linetype \"HIDDEN\"? <N>: _Y\nDeleting linetype \"HIDDEN\".\n1 linetype deleted.\nCommand: "
(list (cdr (assoc 2 (tblsearch "LTYPE" "HIDDEN"))) (cdr (assoc 2 (tblsearch "LTYPE" "CENTER")))) ;=> (nil "CENTER")
(setvar "CMDECHO" 0) ;=> 0
; a block used only inside an unused block stays until the next purge
(progn (command "_.-PURGE" "_B" "*" "_N") (list (tblsearch "BLOCK" "OUTER") (cdr (assoc 2 (tblsearch "BLOCK" "INNER"))))) ;=> (nil "INNER")
(progn (command "_.-PURGE" "_B" "*" "_N") (tblsearch "BLOCK" "INNER")) ;=> nil
; All, with a name pattern
(progn (command "_.-LAYER" "_M" "TMP-1" "_M" "TMP-2" "_M" "KEEP" "_S" "0" "") (command "_.-PURGE" "_A" "TMP*" "_N") (mapcar '(lambda (n) (and (tblsearch "LAYER" n) T)) '("TMP-1" "TMP-2" "KEEP"))) ;=> (nil nil T)
; never purged: layer 0, Continuous, Standard, ACAD; the unused KEEP goes
(progn (command "_.-PURGE" "_A" "*" "_N") (mapcar '(lambda (x) (and (tblsearch (car x) (cadr x)) T)) '(("LAYER" "0") ("LAYER" "KEEP") ("LTYPE" "Continuous") ("STYLE" "Standard") ("DIMSTYLE" "Standard") ("APPID" "ACAD")))) ;=> (T nil T T T T)
; zero-length geometry and empty text
(progn (entmake '((0 . "LINE") (10 3.0 3.0 0.0) (11 3.0 3.0 0.0))) (entmake '((0 . "TEXT") (10 0.0 0.0 0.0) (40 . 1.0) (1 . "  "))) (setvar "CMDECHO" 1) (command "_.-PURGE" "_Z" "_.-PURGE" "_E") (setvar "CMDECHO" 0) (sslength (ssget "X"))) ;=> 1
;>> "-PURGE Nested items = Off    Orphaned data = Off\nEnter type of unused objects to purge [Blocks/DEtailviewstyles/Dimstyles/Groups/LAyers/LTypes/MAterials/MUltileaderstyles/Plotstyles/SHapes/textSTyles/Mlinestyles/SEctionviewstyles/Tablestyles/Visualstyles/Regapps/Zero-length geometry/Empty text objects/Orphaned data/All]: _Z\n1 zero-length objects deleted.\nCommand: -PURGE Nested items = Off    Orphaned data = Off\nEnter type of unused objects to purge [Blocks/DEtailviewstyles/Dimstyles/Groups/LAyers/LTypes/MAterials/MUltileaderstyles/Plotstyles/SHapes/textSTyles/Mlinestyles/SEctionviewstyles/Tablestyles/Visualstyles/Regapps/Zero-length geometry/Empty text objects/Orphaned data/All]: _E\n1 empty text objects deleted.\nCommand: "
; what PURGE removed comes back with UNDO
(progn (command "_.UNDO" "_BE") (command "_.-LAYER" "_M" "GONE" "_S" "0" "") (command "_.UNDO" "_E") (command "_.-PURGE" "_LA" "GONE" "_N") (command "_.U") (and (tblsearch "LAYER" "GONE") T)) ;=> T
