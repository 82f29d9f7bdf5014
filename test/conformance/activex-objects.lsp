; The root objects, printing, identity, collections, names and ActiveX errors in AutoCAD's words.
(vl-load-com) ;=> nil
(setq acad (vlax-get-acad-object))
(type acad) ;=> VLA-OBJECT
(wcmatch (vl-prin1-to-string acad) "`#<VLA-OBJECT IAcadApplication ????????????????>") ;=> T
(eq acad (vlax-get-acad-object)) ;=> T
(setq doc (vla-get-ActiveDocument acad))
(wcmatch (vl-prin1-to-string doc) "`#<VLA-OBJECT IAcadDocument ????????????????>") ;=> T
(eq doc (vlax-get-property acad 'ActiveDocument)) ;=> T
(eq doc (vlax-get acad "activedocument")) ;=> T
(vla-get-Name acad) ;=> "AutoCAD"
(vla-get-Version acad) ;=> "25.0s (LMS Tech)"
(vla-get-Name doc) ;=> "Drawing1.dwg"
(vla-get-FullName doc) ;=> "C:\\Lispwright\\drawings\\Drawing1.dwg"
(vla-get-Path doc) ;=> "C:\\Lispwright\\drawings"
(setq ms (vla-get-ModelSpace doc))
(wcmatch (vl-prin1-to-string ms) "`#<VLA-OBJECT IAcadModelSpace *>") ;=> T
(vla-get-ObjectName ms) ;=> "AcDbBlockTableRecord"
(vla-get-Name ms) ;=> "*Model_Space"
(vla-get-Count ms) ;=> 0
(vla-get-IsLayout ms) ;=> :VLAX-TRUE
(vla-get-Name (vla-get-PaperSpace doc)) ;=> "*Paper_Space"
; entities: one object per entity, the class from the record
(entmake '((0 . "LINE") (8 . "0") (10 0.0 0.0 0.0) (11 3.0 4.0 0.0)))
(setq e (entlast))
(setq ln (vlax-ename->vla-object e))
(wcmatch (vl-prin1-to-string ln) "`#<VLA-OBJECT IAcadLine ????????????????>") ;=> T
(vla-get-ObjectName (vlax-ename->vla-object (entlast))) ;=> "AcDbLine"
(eq ln (vlax-ename->vla-object e)) ;=> T
(equal ln (vlax-ename->vla-object e)) ;=> T
(eq (vlax-vla-object->ename ln) e) ;=> T
(vla-get-Handle ln) ;=> "23"
(= (vla-get-ObjectID ln) (vla-get-ObjectID (vla-ObjectIDToObject doc (vla-get-ObjectID ln)))) ;=> T
(eq ln (vla-HandleToObject doc "23")) ;=> T
(eq (vla-ObjectIDToObject doc (vla-get-OwnerID ln)) ms) ;=> T
(vla-get-Count ms) ;=> 1
(vlax-ename->vla-object nil) ;!! bad argument type: lentityp nil
(vlax-ename->vla-object "x") ;!! bad argument type: lentityp "x"
(vla-get-ObjectName nil) ;!! bad argument type: VLA-OBJECT nil
(vla-get-Layer 12) ;!! bad argument type: VLA-OBJECT 12
(vla-get-Layer) ;!! too few arguments
; objects in lists, sorts, catch-all
(length (list ln ms doc)) ;=> 3
(vl-position ln (list ms ln)) ;=> 1
(mapcar 'vla-get-ObjectName (vl-sort (list ln ms) '(lambda (a b) (< (vla-get-ObjectName a) (vla-get-ObjectName b))))) ;=> ("AcDbBlockTableRecord" "AcDbLine")
(vl-catch-all-error-p (vl-catch-all-apply 'vla-get-Center (list ln))) ;=> T
; names the object does not have
(vla-get-Center ln) ;!! ActiveX Server returned the error: unknown name: Center
(vla-SetBulge ms ln 0 0.5) ;!! ActiveX Server returned the error: unknown name: SetBulge
(vla-put-SetBulge ln 0 0.5) ;!! no function definition: VLA-PUT-SETBULGE
(vlax-invoke-method ms 'setbulge ln 0 0.5) ;!! ActiveX Server returned the error: unknown name: SETBULGE
(vlax-get-property ln 'Nonsense) ;!! ActiveX Server returned the error: unknown name: NONSENSE
(vlax-get-property ln "Nonsense") ;!! ActiveX Server returned the error: unknown name: Nonsense
(vlax-get-property ln 12) ;!! bad argument type: symbolp 12
(vla-put-Length ln 5.0) ;!! no function definition: VLA-PUT-LENGTH
(vlax-put-property ln 'Length 5.0) ;!! ActiveX Server returned an error: Member not found
(vlax-put ln 'Delta '(1 1 1)) ;!! ActiveX Server returned an error: Member not found
(vla-get-StartPoint ln ln) ;!! too many arguments
; introspection
(vlax-property-available-p ln 'Layer) ;=> T
(vlax-property-available-p ln "StartPoint" T) ;=> T
(vlax-property-available-p ln 'Length) ;=> T
(vlax-property-available-p ln 'Length T) ;=> nil
(vlax-property-available-p ln 'Center) ;=> nil
(vlax-method-applicable-p ln 'Move) ;=> T
(vlax-method-applicable-p ln 'AddBox) ;=> nil
(vlax-method-applicable-p ms "AddLine") ;=> T
(vlax-typeinfo-available-p ln) ;=> T
(vlax-typeinfo-available-p doc) ;=> nil
(vlax-read-enabled-p ln) ;=> T
(vlax-write-enabled-p ln) ;=> T
(vlax-write-enabled-p e) ;=> T
(vlax-erased-p ln) ;=> nil
; vlax-for and vlax-map-collection
(entmake '((0 . "CIRCLE") (10 1.0 1.0 0.0) (40 . 2.0)))
(setq names nil)
(vlax-for o ms (setq names (cons (vla-get-ObjectName o) names))) ;=> ("AcDbCircle" "AcDbLine")
(reverse names) ;=> ("AcDbLine" "AcDbCircle")
(vlax-for o ms) ;=> nil
(vlax-for o nil 1) ;!! bad argument type: VLA-OBJECT nil
(vlax-for o ln 1) ;!! ActiveX Server returned an error: Member not found
(setq n 0)
(eq (vlax-map-collection ms '(lambda (o) (setq n (1+ n)))) ms) ;=> T
n ;=> 2
(type vlax-for) ;=> SUBR
; collections: Count, Item by index and by name, the missing key
(setq layers (vla-get-Layers doc))
(wcmatch (vl-prin1-to-string layers) "`#<VLA-OBJECT IAcadLayers *>") ;=> T
(vla-get-Count layers) ;=> 1
(vla-get-Name (vla-Item layers 0)) ;=> "0"
(vla-get-Name (vla-Item layers "0")) ;=> "0"
(eq (vla-Item layers 0) (vla-Item layers "0")) ;=> T
(vla-Item layers "NOPE") ;!! Automation Error. Key not found
(vl-catch-all-error-message (vl-catch-all-apply 'vla-item (list layers "NOPE"))) ;=> "Automation Error. Key not found"
(vla-Item layers 5) ;!! Automation Error. Invalid index
(vla-get-ObjectName (vla-Add layers "NEW")) ;=> "AcDbLayerTableRecord"
(eq (vla-Add layers "new") (vla-Item layers "NEW")) ;=> T
(cdr (assoc 2 (tblsearch "LAYER" "NEW"))) ;=> "NEW"
(vla-get-Count layers) ;=> 2
(vla-Add layers "bad*name") ;!! Automation Error. Invalid input
(setq blocks nil)
(vlax-for b (vla-get-Blocks doc) (setq blocks (cons (list (vla-get-Name b) (vla-get-IsLayout b) (vla-get-IsXRef b)) blocks)))
(reverse blocks) ;=> (("*Model_Space" :VLAX-TRUE :VLAX-FALSE) ("*Paper_Space" :VLAX-TRUE :VLAX-FALSE) ("*Paper_Space0" :VLAX-TRUE :VLAX-FALSE))
(setq lnames nil)
(vlax-for l (vla-get-Layouts doc) (setq lnames (cons (vla-get-Name l) lnames)))
(reverse lnames) ;=> ("Layout1" "Layout2" "Model")
(vla-get-Name (vla-get-ActiveLayout doc)) ;=> "Model"
(vla-get-ModelType (vla-Item (vla-get-Layouts doc) "Model")) ;=> :VLAX-TRUE
(eq (vla-get-Block (vla-Item (vla-get-Layouts doc) "Model")) ms) ;=> T
(vla-get-ActiveSpace doc) ;=> 1
(= acModelSpace (vla-get-ActiveSpace doc)) ;=> T
(vla-get-Count (vla-get-Documents acad)) ;=> 1
(eq (vla-Item (vla-get-Documents acad) 0) doc) ;=> T
; the Active* settings are the system variables
(vla-get-Name (vla-get-ActiveLayer doc)) ;=> "0"
(vla-put-ActiveLayer doc (vla-Item layers "NEW")) ;=> nil
(getvar "CLAYER") ;=> "NEW"
(vla-get-Name (vla-get-ActiveTextStyle doc)) ;=> "Standard"
(vla-put-ActiveLayer doc ln) ;!! ActiveX Server returned an error: Type mismatch
; GetVariable / SetVariable
(vla-GetVariable doc "CLAYER") ;=> #<variant 8 NEW>
(vlax-variant-value (vla-GetVariable doc "OSMODE")) ;=> 4133
(vlax-variant-type (vla-GetVariable doc "OSMODE")) ;=> 2
(vlax-variant-type (vla-GetVariable doc "TEXTSIZE")) ;=> 5
(vlax-safearray->list (vlax-variant-value (vla-GetVariable doc "INSBASE"))) ;=> (0.0 0.0 0.0)
(vla-SetVariable doc "OSMODE" 33) ;=> nil
(getvar "OSMODE") ;=> 33
(vla-SetVariable doc "TEXTSIZE" (vlax-make-variant 5.0)) ;=> nil
(getvar "TEXTSIZE") ;=> 5.0
(vla-GetVariable doc "NOSUCHVAR") ;!! Automation Error. Error getting system variable
; undo marks are harmless without a mark open
(vla-EndUndoMark doc) ;=> nil
(vla-StartUndoMark doc) ;=> nil
(vla-EndUndoMark doc) ;=> nil
(vla-Regen doc acAllViewports) ;=> nil
(vla-ZoomExtents acad) ;=> nil
; release and erase
(setq c (vlax-ename->vla-object (entlast)))
(vla-Delete c) ;=> nil
(vlax-erased-p c) ;=> T
(vlax-read-enabled-p c) ;=> nil
(vlax-object-released-p c) ;=> nil
(vla-get-Radius c) ;!! Automation Error. Object was erased
(entget (entlast)) ;=> ((-1 . <Entity name: 7ff700000230>) (0 . "LINE") (330 . <Entity name: 7ff700000110>) (5 . "23") (100 . "AcDbEntity") (67 . 0) (410 . "Model") (8 . "0") (100 . "AcDbLine") (10 0.0 0.0 0.0) (11 3.0 4.0 0.0) (210 0.0 0.0 1.0))
(vlax-release-object ln) ;=> 0
(vlax-object-released-p ln) ;=> T
(wcmatch (vl-catch-all-error-message (vl-catch-all-apply 'vla-get-Layer (list ln))) "bad argument type: VLA-OBJECT `#<VLA-OBJECT IAcadLine *>") ;=> T
(wcmatch (vl-catch-all-error-message (vl-catch-all-apply 'vlax-release-object (list ln))) "bad argument type: VLA-OBJECT `#<VLA-OBJECT IAcadLine *>") ;=> T
(setq ln2 (vlax-ename->vla-object e))
(eq ln ln2) ;=> nil
(vla-get-Layer ln2) ;=> "0"
; COM servers outside AutoCAD are refused by the sandbox
(vlax-create-object "Scripting.FileSystemObject") ;!! COM server "Scripting.FileSystemObject" is not available in the Lispwright sandbox
(vlax-get-or-create-object "Excel.Application") ;!! COM server "Excel.Application" is not available in the Lispwright sandbox
(vla-GetInterfaceObject acad "WScript.Shell") ;!! COM server "WScript.Shell" is not available in the Lispwright sandbox
(eq (vlax-get-object "AutoCAD.Application") acad) ;=> T
(wcmatch (vl-prin1-to-string (vla-GetInterfaceObject acad "AutoCAD.AcCmColor.25")) "`#<VLA-OBJECT IAcadAcCmColor *>") ;=> T
(vlax-import-type-library :tlb-filename "x.tlb") ;=> T
; dump
(vlax-dump-object (vla-Item layers "0")) ;=> T
(defun c:hello () 1)
(vlax-add-cmd "hello-lw" 'c:hello) ;=> "hello-lw"
(vlax-remove-cmd "hello-lw") ;=> T
(vlax-remove-cmd "hello-lw") ;=> nil
; ActiveSelectionSet follows the last selection (ssget's Previous set)
(entmake '((0 . "CIRCLE") (10 1.0 1.0 0.0) (40 . 2.0)))
(setq ss (ssget "_X" '((0 . "CIRCLE"))))
(setq act (vla-get-ActiveSelectionSet doc))
(vla-get-Count act) ;=> 1
(vlax-for o act (vla-get-ObjectName o)) ;=> "AcDbCircle"
(ssget "_X" '((0 . "LINE")))
(vla-get-Count act) ;=> 1
(vla-get-ObjectName (vla-Item act 0)) ;=> "AcDbLine"
(vla-Delete act) ;=> nil
(setq named (vla-Add (vla-get-SelectionSets doc) "MYSET"))
(vla-Select named acSelectionSetAll nil nil (vlax-safearray-fill (vlax-make-safearray vlax-vbInteger '(0 . 0)) '(0)) (vlax-safearray-fill (vlax-make-safearray vlax-vbVariant '(0 . 0)) '("CIRCLE"))) ;=> nil
(vla-get-Count named) ;=> 1
(vla-Add (vla-get-SelectionSets doc) "MYSET") ;!! Automation Error. Duplicate key
(vla-Delete named) ;=> nil
(vla-get-Count (vla-Add (vla-get-SelectionSets doc) "MYSET")) ;=> 0
