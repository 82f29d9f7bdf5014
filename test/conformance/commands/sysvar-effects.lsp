; The system variables issue 13 names, one spot-check each: the command reads the variable when it
; runs (AutoCAD's per-variable pages, commands.md §2.5 and the sysvar table). Deeper cases live in
; the command's own file (insert.lsp for ATTREQ/ATTDIA, osnap.lsp for OSMODE, ...).
(setvar "CMDECHO" 0) ;=> 0
(setvar "OSMODE" 0) ;=> 0
; CMDACTIVE / CMDNAMES while a command waits for its next answer, and after (command) cancels it
(progn (command "_.LINE" '(0 0)) (list (getvar "CMDACTIVE") (getvar "CMDNAMES"))) ;=> (1 "LINE")
(progn (command) (list (getvar "CMDACTIVE") (getvar "CMDNAMES"))) ;=> (0 "")
; CLAYER, CECOLOR, CELTYPE, CELWEIGHT: a new entity takes the current properties
(progn
  (command "_.-LAYER" "_M" "WALLS" "")
  (command "_.-LINETYPE" "_L" "HIDDEN" "" "")
  (setvar "CECOLOR" "1") (setvar "CELTYPE" "HIDDEN") (setvar "CELWEIGHT" 35)
  (command "_.LINE" '(0 0) '(10 0) "")
  (setq ln (entlast))
  (mapcar '(lambda (g) (cdr (assoc g (entget ln)))) '(8 62 6 370))) ;=> ("WALLS" 1 "HIDDEN" 35)
; BYLAYER values leave the groups out
(progn (setvar "CECOLOR" "BYLAYER") (setvar "CELTYPE" "BYLAYER") (setvar "CELWEIGHT" -1) (setvar "CLAYER" "0")
  (command "_.LINE" '(0 1) '(10 1) "") (mapcar '(lambda (g) (assoc g (entget (entlast)))) '(8 62 6 370))) ;=> ((8 . "0") nil nil nil)
; TEXTSIZE is the height prompt's default; TEXTSTYLE the style TEXT uses
(progn (command "_.-STYLE" "NOTES" "romans.shx" 0 1 0 "_N" "_N" "_N") (setvar "TEXTSTYLE" "Standard") (setvar "TEXTSIZE" 2.5)
  (command "_.TEXT" '(0 5) "" 0 "AT DEFAULT") (list (cdr (assoc 40 (entget (entlast)))) (cdr (assoc 7 (entget (entlast)))))) ;=> (2.5 "Standard")
(progn (setvar "TEXTSTYLE" "NOTES") (command "_.TEXT" '(0 8) 1.5 0 "NOTE") (list (cdr (assoc 7 (entget (entlast)))) (getvar "TEXTSIZE"))) ;=> ("NOTES" 1.5)
(setvar "TEXTSTYLE" "Standard") ;=> "Standard"
; PLINEWID: the default width of a new polyline; PLINETYPE 0 makes the old heavy POLYLINE
(progn (setvar "PLINEWID" 0.5) (command "_.PLINE" '(0 20) '(10 20) "") (setvar "PLINEWID" 0.0) (cdr (assoc 43 (entget (entlast))))) ;=> 0.5
(progn (setvar "PLINETYPE" 0) (command "_.PLINE" '(0 22) '(10 22) "") (setvar "PLINETYPE" 2) (cdr (assoc 0 (entget (entlast))))) ;=> "POLYLINE"
(progn (command "_.PLINE" '(0 24) '(10 24) "") (cdr (assoc 0 (entget (entlast))))) ;=> "LWPOLYLINE"
; FILLETRAD: FILLET of two lines with the current radius
(progn
  (command "_.LINE" '(30 0) '(40 0) "") (setq h (entlast))
  (command "_.LINE" '(40 0) '(40 10) "") (setq v (entlast))
  (setvar "FILLETRAD" 2.0)
  (command "_.FILLET" (list h '(35 0)) (list v '(40 5)))
  (list (cdr (assoc 0 (entget (entlast)))) (cdr (assoc 40 (entget (entlast)))))) ;=> ("ARC" 2.0)
; CHAMFERA / CHAMFERB: the two chamfer distances (first line, second line)
(progn
  (command "_.LINE" '(50 0) '(60 0) "") (setq h (entlast))
  (command "_.LINE" '(60 0) '(60 10) "") (setq v (entlast))
  (setvar "CHAMFERA" 1.0) (setvar "CHAMFERB" 2.0)
  (command "_.CHAMFER" (list h '(55 0)) (list v '(60 5)))
  (list (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 11 (entget (entlast)))))) ;=> ((59.0 0.0 0.0) (60.0 2.0 0.0))
; OFFSETDIST: Enter at the distance prompt takes it
(progn (setvar "OFFSETDIST" 3.0) (command "_.OFFSET" "" ln '(5 -10) "") (cdr (assoc 10 (entget (entlast))))) ;=> (0.0 -3.0 0.0)
; INSUNITS: a block drawn in inches inserted into a millimetre drawing is scaled 25.4
(progn (setvar "INSUNITS" 1) (command "_.LINE" '(100 0) '(101 0) "") (command "_.-BLOCK" "INCHBAR" '(100 0) (entlast) "")
  (setvar "INSUNITS" 4) (command "_.-INSERT" "INCHBAR" '(0 50) 1 1 0) (setvar "INSUNITS" 1)
  (list (cdr (assoc 41 (entget (entlast)))) (cdr (assoc 42 (entget (entlast)))))) ;=> (25.4 25.4)
; ATTREQ 0 / ATTDIA 0: the attribute takes its default without a prompt
(progn
  (command "_.-ATTDEF" "" "NO" "Number" "A1" '(0 0) 0.25 0)
  (command "_.-BLOCK" "TAG" '(0 0) (entlast) "")
  (setvar "ATTDIA" 0) (setvar "ATTREQ" 0) (command "_.-INSERT" "TAG" '(0 60) 1 1 0) (setvar "ATTREQ" 1)
  (list (getvar "CMDACTIVE") (cdr (assoc 1 (entget (entnext (entlast))))))) ;=> (0 "A1")
(progn (command "_.-INSERT" "TAG" '(0 62) 1 1 0 "B7") (cdr (assoc 1 (entget (entnext (entlast)))))) ;=> "B7"
; EXPERT: -LAYER asks before turning the current layer off unless EXPERT is 1 or more
(progn (setvar "CMDECHO" 1) (setvar "EXPERT" 0) (command "_.-LAYER" "_OFF" "0" "_Y" "") (setvar "CMDECHO" 0) (minusp (cdr (assoc 62 (tblsearch "LAYER" "0"))))) ;=> T
;>> "-LAYER Current layer:  \"0\"\nEnter an option [?/Make/Set/New/Rename/ON/OFF/Color/Ltype/LWeight/TRansparency/MATerial/Plot/Freeze/Thaw/LOck/Unlock/stAte/Description/rEconcile/Xref]: _OFF\nEnter name list of layer(s) to turn Off or <select objects>: 0\nReally want to turn the current layer off? <N>: _Y\nEnter an option [?/Make/Set/New/Rename/ON/OFF/Color/Ltype/LWeight/TRansparency/MATerial/Plot/Freeze/Thaw/LOck/Unlock/stAte/Description/rEconcile/Xref]: \nCommand: "
(progn (command "_.-LAYER" "_ON" "0" "") (setvar "EXPERT" 1) (command "_.-LAYER" "_OFF" "0" "") (setvar "EXPERT" 0) (list (getvar "CMDACTIVE") (minusp (cdr (assoc 62 (tblsearch "LAYER" "0")))))) ;=> (0 T)
(progn (command "_.-LAYER" "_ON" "0" "") (cdr (assoc 62 (tblsearch "LAYER" "0")))) ;=> 7
; OSMODE: running snaps apply to points the program passes (END here); "_non" overrides them
(progn (setvar "OSMODE" 1) (command "_.LINE" '(10.05 1.02) '(20 20) "") (setvar "OSMODE" 0) (cdr (assoc 10 (entget (entlast))))) ;=> (10.0 1.0 0.0)
(progn (setvar "OSMODE" 1) (command "_.LINE" "_non" '(10.05 1.02) '(20 20) "") (setvar "OSMODE" 0) (cdr (assoc 10 (entget (entlast))))) ;=> (10.05 1.02 0.0)
; PICKADD: command input ignores it (always adds), as commands.md [cmd] says
(progn (setvar "PICKADD" 0) (command "_.SELECT" ln h "") (setvar "PICKADD" 2) (sslength (ssget "P"))) ;=> 2
; DELOBJ: no simulated command has defining geometry to delete (REGION, EXTRUDE, PEDIT Spline are
; not simulated): -HATCH keeps its selected boundary whatever DELOBJ says, as in AutoCAD
(progn (setvar "DELOBJ" 3) (command "_.RECTANG" '(0 100) '(10 110)) (setq bd (entlast))
  (command "_.-HATCH" "_S" bd "" "") (list (cdr (assoc 0 (entget (entlast)))) (cdr (assoc 0 (entget bd))))) ;=> ("HATCH" "LWPOLYLINE")
