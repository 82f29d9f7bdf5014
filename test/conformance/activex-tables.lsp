; Table records, block definitions, dictionaries, xrecords, groups, xdata and LISP data through
; ActiveX, read and written over the same records tblsearch, dictsearch and entget see.
(vl-load-com)
(setq doc (vla-get-ActiveDocument (vlax-get-acad-object)) layers (vla-get-Layers doc))
(defun lay (name) (tblsearch "LAYER" name))
; --- Layer: 62 (negative = off), 70 bits, 6, 370, 290 ---
(setq l (vla-Add layers "E-POWR"))
(lay "E-POWR") ;=> ((0 . "LAYER") (2 . "E-POWR") (70 . 0) (62 . 7) (6 . "Continuous"))
(list (vla-get-Name l) (vla-get-Color l) (vla-get-Linetype l) (vla-get-LayerOn l) (vla-get-Freeze l) (vla-get-Lock l) (vla-get-Plottable l) (vla-get-Lineweight l)) ;=> ("E-POWR" 7 "Continuous" :VLAX-TRUE :VLAX-FALSE :VLAX-FALSE :VLAX-TRUE -3)
(vla-put-Color l 3)
(cdr (assoc 62 (lay "E-POWR"))) ;=> 3
(vla-put-LayerOn l :vlax-false)
(cdr (assoc 62 (lay "E-POWR"))) ;=> -3
(vla-get-Color l) ;=> 3
(vla-put-Color l 4)
(cdr (assoc 62 (lay "E-POWR"))) ;=> -4
(vla-put-LayerOn l :vlax-true)
(vla-put-Freeze l :vlax-true)
(vla-put-Lock l :vlax-true)
(cdr (assoc 70 (lay "E-POWR"))) ;=> 5
(vla-put-Freeze l :vlax-false)
(cdr (assoc 70 (lay "E-POWR"))) ;=> 4
(entmod (subst '(70 . 1) '(70 . 4) (entget (tblobjname "LAYER" "E-POWR"))))
(list (vla-get-Freeze l) (vla-get-Lock l)) ;=> (:VLAX-TRUE :VLAX-FALSE)
(vla-put-Linetype l "NOPE") ;!! Automation Error. Key not found
(vla-put-Plottable l :vlax-false)
(cdr (assoc 290 (entget (tblobjname "LAYER" "E-POWR")))) ;=> 0
(vla-put-Lineweight l 35)
(cdr (assoc 370 (entget (tblobjname "LAYER" "E-POWR")))) ;=> 35
(vla-put-Description l "Power outlets")
(vla-get-Description l) ;=> "Power outlets"
(assoc -3 (entget (tblobjname "LAYER" "E-POWR") '("AcAecLayerStandard"))) ;=> (-3 ("AcAecLayerStandard" (1000 . "") (1000 . "Power outlets")))
(vla-put-Freeze (vla-Item layers "0") :vlax-true) ;!! Automation Error. Invalid layer
(vla-put-Name l "E-POWER")
(list (lay "E-POWR") (cdr (assoc 2 (lay "E-POWER")))) ;=> (nil "E-POWER")
(vla-get-Name l) ;=> "E-POWER"
(vla-put-Name l "0") ;!! Automation Error. Duplicate record name
(vla-put-Name (vla-Item layers "0") "ZERO") ;!! Automation Error. Invalid input
(vla-get-Used l) ;=> :VLAX-FALSE
(entmake '((0 . "LINE") (8 . "E-POWER") (10 0.0 0.0 0.0) (11 1.0 0.0 0.0)))
(vla-get-Used l) ;=> :VLAX-TRUE
(vla-Delete l) ;!! Automation Error. Object is referenced
(vla-Delete (vla-Item layers "0")) ;!! Automation Error. Object is referenced
(vla-Delete (vla-Add layers "TEMP")) ;=> nil
(tblsearch "LAYER" "TEMP") ;=> nil
(vla-Item layers "TEMP") ;!! Automation Error. Key not found
(eq (vlax-ename->vla-object (tblobjname "LAYER" "E-POWER")) l) ;=> T
(vla-get-ObjectName l) ;=> "AcDbLayerTableRecord"
; --- TextStyle and Linetype ---
(setq st (vla-Item (vla-get-TextStyles doc) "Standard"))
(list (vla-get-ObjectName st) (vla-get-FontFile st) (vla-get-Height st) (vla-get-Width st)) ;=> ("AcDbTextStyleTableRecord" "txt" 0.0 1.0)
(vla-put-FontFile st "romans.shx")
(cdr (assoc 3 (tblsearch "STYLE" "Standard"))) ;=> "romans.shx"
(vla-put-Width st 0.8)
(cdr (assoc 41 (tblsearch "STYLE" "Standard"))) ;=> 0.8
(vla-get-Description (vla-Item (vla-get-Linetypes doc) "Continuous")) ;=> "Solid line"
(vla-Load (vla-get-Linetypes doc) "DASHED" "acad.lin") ;!! Lispwright: the ActiveX member Load (no .lin files in the sandbox) of IAcadLineTypes is not simulated (it had no effect)
; --- blocks: definitions and their entities ---
(setq blk (vla-Add (vla-get-Blocks doc) (vlax-3d-point 1 2 0) "BOX"))
(vla-get-ObjectName blk) ;=> "AcDbBlockTableRecord"
(wcmatch (vl-prin1-to-string blk) "`#<VLA-OBJECT IAcadBlock *>") ;=> T
(cdr (assoc 10 (tblsearch "BLOCK" "BOX"))) ;=> (1.0 2.0 0.0)
(vlax-get blk 'Origin) ;=> (1.0 2.0 0.0)
(vla-AddLine blk (vlax-3d-point 0 0 0) (vlax-3d-point 1 1 0))
(vla-get-Count blk) ;=> 1
(cdr (assoc 0 (entget (cdr (assoc -2 (tblsearch "BLOCK" "BOX")))))) ;=> "LINE"
(list (vla-get-IsLayout blk) (vla-get-IsXRef blk) (vla-get-Explodable blk)) ;=> (:VLAX-FALSE :VLAX-FALSE :VLAX-TRUE)
(eq (vla-Add (vla-get-Blocks doc) (vlax-3d-point 0 0 0) "BOX") blk) ;=> T
(eq (vla-Item (vla-get-Blocks doc) "box") blk) ;=> T
(setq ref (vla-InsertBlock (vla-get-ModelSpace doc) (vlax-3d-point 0 0 0) "BOX" 1 1 1 0))
(vla-Delete blk) ;!! Automation Error. Object is referenced
(vla-put-Name blk "CRATE")
(list (tblsearch "BLOCK" "BOX") (cdr (assoc 2 (tblsearch "BLOCK" "CRATE"))) (vla-get-Name ref)) ;=> (nil "CRATE" "CRATE")
(vla-put-Comments blk "a crate")
(vla-get-Comments blk) ;=> "a crate"
; --- dictionaries and xrecords ---
(setq dicts (vla-get-Dictionaries doc))
(vla-get-ObjectName dicts) ;=> "AcDbDictionary"
(setq mine (vla-Add dicts "MY_SETTINGS"))
(wcmatch (vl-prin1-to-string mine) "`#<VLA-OBJECT IAcadDictionary *>") ;=> T
(cdr (assoc 0 (dictsearch (namedobjdict) "MY_SETTINGS"))) ;=> "DICTIONARY"
(setq xr (vla-AddXRecord mine "SCALE"))
(vla-get-ObjectName xr) ;=> "AcDbXrecord"
(setq types (vlax-make-safearray vlax-vbInteger '(0 . 1)) vals (vlax-make-safearray vlax-vbVariant '(0 . 1)))
(vlax-safearray-fill types '(1 40))
(vlax-safearray-fill vals (list (vlax-make-variant "1:50") (vlax-make-variant 50.0)))
(vla-SetXRecordData xr types vals)
(cdr (member '(280 . 1) (dictsearch (vlax-vla-object->ename mine) "SCALE"))) ;=> ((1 . "1:50") (40 . 50.0))
(vla-GetXRecordData xr 'ot 'ov)
(list (vlax-safearray->list ot) (mapcar 'vlax-variant-value (vlax-safearray->list ov))) ;=> ((1 40) ("1:50" 50.0))
(vlax-invoke xr 'GetXRecordData 'lt 'lv)
(list lt lv) ;=> ((1 40) ("1:50" 50.0))
(vla-get-Name xr) ;=> "SCALE"
(vla-get-Count mine) ;=> 1
(eq (vla-Item mine "SCALE") xr) ;=> T
(vla-GetObject mine "NOPE") ;!! Automation Error. Key not found
(vla-Rename mine "SCALE" "RATIO")
(list (dictsearch (vlax-vla-object->ename mine) "SCALE") (vla-get-Name xr)) ;=> (nil "RATIO")
(eq (vla-Remove mine "RATIO") xr) ;=> T
(vla-get-Count mine) ;=> 0
; --- groups ---
(setq grp (vla-Add (vla-get-Groups doc) "WALLS"))
(vla-get-ObjectName grp) ;=> "AcDbGroup"
(vlax-invoke grp 'AppendItems (list (vlax-ename->vla-object (entlast))))
(vla-get-Count grp) ;=> 1
(eq (cdr (assoc 340 (dictsearch (cdr (assoc -1 (dictsearch (namedobjdict) "ACAD_GROUP"))) "WALLS"))) (entlast)) ;=> T
; --- xdata ---
(regapp "LW_APP")
(setq e (vlax-ename->vla-object (entlast)))
(setq xt (vlax-make-safearray vlax-vbInteger '(0 . 2)) xv (vlax-make-safearray vlax-vbVariant '(0 . 2)))
(vlax-safearray-fill xt '(1001 1000 1040))
(vlax-safearray-fill xv (list (vlax-make-variant "LW_APP") (vlax-make-variant "tag") (vlax-make-variant 2.5)))
(vla-SetXData e xt xv) ;=> nil
(assoc -3 (entget (entlast) '("LW_APP"))) ;=> (-3 ("LW_APP" (1000 . "tag") (1040 . 2.5)))
(vla-GetXData e "LW_APP" 'gt 'gv)
(list (vlax-safearray->list gt) (mapcar 'vlax-variant-value (vlax-safearray->list gv))) ;=> ((1001 1000 1040) ("LW_APP" "tag" 2.5))
(vla-GetXData e "NONE" 'gt 'gv)
(list gt gv) ;=> (nil nil)
(vlax-safearray-fill xv (list (vlax-make-variant "UNREGISTERED") (vlax-make-variant "x") (vlax-make-variant 1.0)))
(vla-SetXData e xt xv) ;!! Automation Error. Invalid input
; --- extension dictionaries ---
(vla-get-HasExtensionDictionary e) ;=> :VLAX-FALSE
(setq xd (vla-GetExtensionDictionary e))
(vla-get-ObjectName xd) ;=> "AcDbDictionary"
(vla-get-HasExtensionDictionary e) ;=> :VLAX-TRUE
(eq (vla-GetExtensionDictionary e) xd) ;=> T
(eq (cdr (assoc 360 (entget (entlast)))) (vlax-vla-object->ename xd)) ;=> T
; --- LISP data (vlax-ldata) kept in the drawing ---
(vlax-ldata-put "LW" "rev" '(1 "B" 2.5 (x . y))) ;=> (1 "B" 2.5 (X . Y))
(vlax-ldata-get "LW" "rev") ;=> (1 "B" 2.5 (X . Y))
(vlax-ldata-get "LW" "none" 'fallback) ;=> FALLBACK
(vlax-ldata-put e "k" 0.1234567891) ;=> 0.123457
(equal (vlax-ldata-get e "k") 0.1234567891 0.0) ;=> T
(vlax-ldata-get (entlast) "k") ;=> 0.123457
(vlax-ldata-list "LW") ;=> (("rev" 1 "B" 2.5 (X . Y)))
(vlax-ldata-delete "LW" "rev") ;=> T
(vlax-ldata-delete "LW" "rev") ;=> nil
(vlax-ldata-test '(1 2)) ;=> T
(vlax-ldata-test e) ;=> nil
(wcmatch (vl-catch-all-error-message (vl-catch-all-apply 'vlax-ldata-put (list "LW" "obj" e))) "bad argument type: lispdata `#<VLA-OBJECT IAcadBlockReference *>") ;=> T
