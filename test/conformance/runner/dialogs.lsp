; The DCL dialog functions, against the fixtures in basic.dcl and friends, with scripted answers.
; AutoCAD reference pages: load_dialog, new_dialog, start_dialog, done_dialog, term_dialog,
; action_tile, set_tile, get_tile, get_attr, mode_tile, client_data_tile, start_list, add_list,
; end_list, start_image, fill_image, vector_image, slide_image, end_image, dimx_tile, dimy_tile.

; ---- load_dialog / unload_dialog ------------------------------------------------------------
(setq id (load_dialog "basic")) ;=> 1
(load_dialog "basic.dcl") ;=> 2
(unload_dialog 2) ;=> nil
(load_dialog "nosuch") ;=> -1
(load_dialog 1) ;!! bad argument type: stringp 1
(load_dialog) ;!! too few arguments
(unload_dialog "x") ;!! bad argument type: fixnump: "x"
; a syntax error: not loaded, an alert, acad.dce in the current folder
(load_dialog "bad") ;=> -1
;>> "[alert] Error in dialog file \"C:\\Lispwright\\bad.dcl\", line 3:\nSyntax error: expected \";\", found label.\n"
(findfile "acad.dce") ;=> "C:\\Lispwright\\acad.dce"
(progn (setq f (open "acad.dce" "r")) (setq l1 (read-line f)) (close f) l1) ;=> "=== DCL semantic audit of C:\\Lispwright\\bad.dcl ==="
(load_dialog "undefined") ;=> -1
;>> "[alert] Error in dialog file \"C:\\Lispwright\\undefined.dcl\", line 1:\nUndefined tile \"nosuchtile\".\n"
; a clean load deletes acad.dce
(progn (setq id2 (load_dialog "basic")) (findfile "acad.dce")) ;=> nil
; audit level 2: warnings are reported but the file loads
(< 0 (load_dialog "warned")) ;=> T
;>> "[alert] Semantic problems in dialog file \"C:\\Lispwright\\warned.dcl\": see acad.dce.\n"
(vl-file-delete "acad.dce") ;=> T

; ---- new_dialog ------------------------------------------------------------------------------
(new_dialog "nosuch" id) ;=> nil
(new_dialog "simple" 99) ;=> nil
(new_dialog "Simple" id) ;=> nil
(new_dialog 'simple id) ;!! bad argument type: stringp SIMPLE
(new_dialog "simple" "1") ;!! bad argument type: fixnump: "1"
(new_dialog "noexit" id) ;=> nil
;>> "[alert] Dialog has neither an OK nor a CANCEL button.\n"
(new_dialog "simple" id "" '(-1 -1)) ;=> T
(new_dialog "simple" id "" "x") ;!! bad argument type: 2D/3D point: "x"

; ---- tiles before start_dialog ---------------------------------------------------------------
(new_dialog "simple" id) ;=> T
(get_tile "name") ;=> "abc"
(get_tile "tg") ;=> "0"
(get_tile "side") ;=> "right"
(list (get_tile "left") (get_tile "right")) ;=> ("0" "1")
(get_tile "pop") ;=> "0"
(get_tile "lb") ;=> ""
(get_tile "sl") ;=> "10"
(get_tile "msg") ;=> "hello"
(get_tile "error") ;=> ""
(get_tile "nosuch") ;=> nil
(get_tile 1) ;!! bad argument type: stringp 1
(set_tile "name" "xyz") ;=> "xyz"
(get_tile "name") ;=> "xyz"
(set_tile "name" 5) ;!! bad argument type: stringp 5
(set_tile "nosuch" "v") ;=> "v"
(set_tile "left" "1") ;=> "1"
(list (get_tile "side") (get_tile "left") (get_tile "right")) ;=> ("left" "1" "0")
(set_tile "side" "right") ;=> "right"
(list (get_tile "side") (get_tile "left")) ;=> ("right" "0")
(set_tile "lb" " 0  2 ") ;=> " 0  2 "
(get_tile "lb") ;=> "0 2"
(set_tile "error" "Bad value") ;=> "Bad value"
(get_tile "error") ;=> "Bad value"
(get_attr "name" "edit_width") ;=> "7"
(get_attr "name" "label") ;=> "Name:"
; get_attr gives the DCL value, not the runtime one
(get_attr "name" "value") ;=> "abc"
(get_attr "name" "nosuch") ;=> nil
(get_attr "accept" "is_default") ;=> "true"
(get_attr "accept" "label") ;=> "  OK  "
(get_attr "cancel" "is_cancel") ;=> "true"
(get_attr "error" "width") ;=> "35"
(get_attr "name" 'label) ;!! bad argument type: stringp LABEL
(action_tile "name" "(setq got $value)") ;=> T
(action_tile "nosuch" "(princ)") ;=> nil
(action_tile "name" 'x) ;!! bad argument type: stringp X
(mode_tile "msg" 1) ;=> nil
(mode_tile "name" "1") ;!! bad argument type: fixnump: "1"
(client_data_tile "more" "payload") ;=> nil
(client_data_tile "more" 1) ;!! bad argument type: stringp 1
(start_list "pop") ;=> "pop"
(add_list "one") ;=> "one"
(add_list "two") ;=> "two"
(end_list) ;=> nil
(get_tile "pop") ;=> "0"
(progn (start_list "pop" 2) (add_list "three") (end_list) (start_list "pop" 1 0) (add_list "ONE") (end_list)) ;=> nil
(start_list "name") ;=> nil
(add_list "x") ;=> nil
(start_list "pop" "2") ;!! bad argument type: fixnump: "2"
(add_list 3) ;!! bad argument type: stringp 3
(dimx_tile "img") ;=> 69
(dimy_tile "img") ;=> 44
(dimx_tile "nosuch") ;=> nil
(start_image "img") ;=> "img"
(fill_image 0 0 (dimx_tile "img") (dimy_tile "img") 5) ;=> 5
(vector_image 0 0 10 10 1) ;=> 1
(slide_image 0 0 10 10 "acad(box)") ;=> "acad(box)"
(fill_image 0 0 1 1.5 2) ;!! bad argument type: fixnump: 1.5
(end_image) ;=> nil
(start_image "name") ;=> nil
(fill_image 0 0 1) ;!! too few arguments
; the popup list now reads ONE two three: pick "three", then OK
;;; input: {"dialog": {"tiles": {"pop": "2", "name": "typed"}, "press": "accept"}}
(start_dialog) ;=> 1
got ;=> "typed"
; the dialog is gone: tile functions answer nil
(get_tile "name") ;=> nil
(done_dialog) ;=> nil
(start_dialog) ;=> nil
;>> "; Lispwright: start_dialog called with no dialog initialized (new_dialog failed or was not called)\n"

; ---- callbacks: $key $value $reason $data $x $y ------------------------------------------------
(defun log (x) (setq seen (cons x seen)))
(progn (setq seen nil) (new_dialog "simple" id)) ;=> T
(action_tile "name" "(log (list $key $value $reason))") ;=> T
(action_tile "tg" "(log (list $key $value $reason))") ;=> T
(action_tile "one" "(log (list $key $value $reason))") ;=> T
(action_tile "side" "(log (list $key $value $reason))") ;=> T
(action_tile "img" "(log (list $key $reason $x $y $data))") ;=> T
(client_data_tile "img" "swatch")
;;; input: {"dialog": {"tiles": {"name": "n1", "tg": "1", "one": "1", "side": "left"}}}
;;; input: {"dialog": {"press": "one"}}
;;; input: {"dialog": {"press": "img", "at": [3, 4]}}
;;; input: {"dialog": {"press": "accept"}}
(start_dialog) ;=> 1
(reverse seen) ;=> (("name" "n1" 2) ("tg" "1" 1) ("one" "1" 1) ("side" "left" 1) ("one" "1" 4) ("img" 1 3 4 "swatch"))
; a tile set to the value it has is not clicked; $value is nil for a list with no selection
(progn (setq seen nil) (new_dialog "simple" id)) ;=> T
(action_tile "lb" "(log $value)") ;=> T
(action_tile "tg" "(log $value)") ;=> T
;;; input: {"dialog": {"tiles": {"tg": "0", "lb": "1 3"}, "press": "accept"}}
(list (start_dialog) seen) ;=> (1 ("1 3"))

; ---- statuses --------------------------------------------------------------------------------
(progn (new_dialog "simple" id) (action_tile "more" "(done_dialog 5)")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(start_dialog) ;=> 5
; an accept action that gives no status: start_dialog returns 0
(progn (new_dialog "simple" id) (action_tile "accept" "(done_dialog)")) ;=> T
;;; input: {"dialog": {"press": "accept"}}
(start_dialog) ;=> 0
(progn (new_dialog "simple" id) (action_tile "accept" "(setq pos (done_dialog 1))")) ;=> T
;;; input: {"dialog": {"press": "accept"}}
(start_dialog) ;=> 1
(list (type (car pos)) (type (cadr pos)) (length pos)) ;=> (INT INT 2)
(new_dialog "simple" id "" '(120 80)) ;=> T
(action_tile "accept" "(setq pos (done_dialog 1))") ;=> T
;;; input: {"dialog": {"press": "accept"}}
(list (start_dialog) pos) ;=> (1 (120 80))
(new_dialog "simple" id) ;=> T
;;; input: {"dialog": {"press": "cancel"}}
(start_dialog) ;=> 0
(new_dialog "simple" id) ;=> T
;;; input: {"dialog": {"cancel": true}}
(start_dialog) ;=> 0
(progn (new_dialog "simple" id) (action_tile "more" "(term_dialog)")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(start_dialog) ;=> -1
(term_dialog) ;=> nil
; no answer: Cancel is pressed for the user
(new_dialog "simple" id) ;=> T
(start_dialog) ;=> 0
;>> "; Lispwright: no answer for dialog \"simple\": Cancel pressed\n"
; an answer for another dialog is left for it
(new_dialog "simple" id) ;=> T
;;; input: {"dialog": {"name": "nested", "press": "accept"}}
(start_dialog) ;=> 0
(new_dialog "nested" id) ;=> T
(start_dialog) ;=> 1

; ---- which action runs -----------------------------------------------------------------------
(progn (setq dflt nil fromdcl nil) (new_dialog "simple" id "(setq dflt $key)")) ;=> T
;;; input: [{"dialog": {"press": "more"}}, {"dialog": {"press": "dclact"}}, {"dialog": {"press": "accept"}}]
(list (start_dialog) dflt fromdcl) ;=> (1 "more" "dclact")
(progn (setq fromdcl nil) (new_dialog "simple" id) (action_tile "dclact" "(setq fromdcl \"mine\")")) ;=> T
;;; input: {"dialog": {"press": "dclact", "tiles": {}}}
;;; input: {"dialog": {"press": "accept"}}
(list (start_dialog) fromdcl) ;=> (1 "mine")
; several forms in one action string run in order
(progn (new_dialog "simple" id) (action_tile "more" "(setq a1 1) (setq a2 (+ a1 1)) (done_dialog 7)")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(list (start_dialog) a1 a2) ;=> (7 1 2)

; ---- answers that cannot apply ---------------------------------------------------------------
(progn (new_dialog "simple" id) (mode_tile "tg" 1) (action_tile "accept" "(setq tgv (get_tile \"tg\") popv (get_tile \"pop\")) (done_dialog 1)")) ;=> T
;;; input: {"dialog": {"tiles": {"tg": "1", "nosuch": "1", "pop": "9", "one": "0 1"}, "press": "accept"}}
(list (start_dialog) tgv popv) ;=> (1 "0" "0")
;>> "; Lispwright: dialog \"simple\": tile \"tg\" is disabled; that part of the answer is ignored\n; Lispwright: dialog \"simple\": there is no tile \"nosuch\"; that part of the answer is ignored\n; Lispwright: dialog \"simple\": tile \"pop\" cannot take \"9\" (an item index from 0 to 2); that part of the answer is ignored\n; Lispwright: dialog \"simple\": tile \"one\" cannot take \"0 1\" (one index: it allows a single selection); that part of the answer is ignored\n"
(new_dialog "simple" id) ;=> T
;;; input: {"dialog": {"press": "msg"}}
;;; input: {"dialog": {"tiles": {"sl": "101", "side": "up", "tg": "yes"}, "press": "accept"}}
(start_dialog) ;=> 1

; ---- nested dialogs ---------------------------------------------------------------------------
(progn (new_dialog "simple" id) (action_tile "more" "(if (new_dialog \"nested\" id) (setq inner (start_dialog) innerv (get_tile \"v\")))")) ;=> T
(action_tile "accept" "(setq outerv (get_tile \"name\")) (done_dialog 1)") ;=> T
;;; input: {"dialog": {"press": "more"}}
;;; input: {"dialog": {"name": "nested", "tiles": {"v": "7"}, "press": "accept"}}
;;; input: {"dialog": {"press": "accept"}}
(list (start_dialog) inner outerv) ;=> (1 1 "abc")
; term_dialog from a nested dialog closes both
(progn (new_dialog "simple" id) (action_tile "more" "(if (new_dialog \"nested\" id) (setq inner (start_dialog)))")) ;=> T
;;; input: {"dialog": {"press": "more"}}
;;; input: {"dialog": {"tiles": {"v": "q"}}}
(defun c:nest (/ r) (setq r (start_dialog)) (list r inner))
(progn (action_tile "more" "(if (new_dialog \"nested\" id) (progn (action_tile \"v\" \"(term_dialog)\") (setq inner (start_dialog))))") (c:nest)) ;=> (-1 -1)

; ---- functions refused while a dialog is up ---------------------------------------------------
(progn (new_dialog "simple" id) (action_tile "more" "(getint \"N: \")")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(start_dialog) ;!! AutoCAD rejected function
(get_tile "name") ;=> nil
(progn (new_dialog "simple" id) (action_tile "more" "(princ \"x\")")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(start_dialog) ;!! AutoCAD rejected function
(progn (new_dialog "simple" id) (action_tile "more" "(grdraw '(0 0) '(1 1) 1)")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(start_dialog) ;!! AutoCAD rejected function
(progn (new_dialog "simple" id) (action_tile "more" "(command \"_.LINE\")")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(start_dialog) ;!! AutoCAD rejected function
; (princ) with nothing to print, alert, and ssget without user input are allowed
(progn (new_dialog "simple" id) (action_tile "more" "(princ) (alert \"Checked\") (setq ss (ssget \"X\")) (done_dialog 3)")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(start_dialog) ;=> 3
;>> "[alert] Checked\n"
; an error in an action closes the dialogs and reaches the program
(progn (new_dialog "simple" id) (action_tile "more" "(car 1)")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(start_dialog) ;!! bad argument type: consp 1
(get_tile "name") ;=> nil
(progn (new_dialog "simple" id) (action_tile "more" "(setq x (")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(start_dialog) ;!! malformed list on input
; the program's *error* runs once the dialog is gone, so it may print
(defun *error* (m) (princ (strcat "caught: " m)))
(progn (new_dialog "simple" id) (action_tile "more" "(exit)")) ;=> T
;;; input: {"dialog": {"press": "more"}}
(start_dialog) ;!! quit / exit abort
;>> "caught: quit / exit abort"
(setq *error* nil)
