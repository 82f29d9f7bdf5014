; vlr-* reactors: objects print as #<VLR-...-Reactor> and have type VLR-object; callbacks fire
; from simulated commands, setvar, entmake/entmod/entdel and run under the same error rules.
(vl-load-reactors) ;=> nil
(setq *log* nil)
(defun log-it (r p) (setq *log* (cons (list (vlr-current-reaction-name) p) *log*)))
(setq cr (vlr-command-reactor "cmd data" '((:vlr-commandWillStart . log-it) (:vlr-commandEnded . log-it) (:vlr-commandCancelled . log-it))))
cr ;=> #<VLR-Command-Reactor>
(type cr) ;=> VLR-OBJECT
(vlr-type cr) ;=> :VLR-Command-Reactor
(vlr-data cr) ;=> "cmd data"
(vlr-data-set cr '(1 2)) ;=> (1 2)
(vlr-data cr) ;=> (1 2)
(vlr-added-p cr) ;=> T
(vlr-reactors) ;=> ((:VLR-Command-Reactor #<VLR-Command-Reactor>))
(vlr-reactions cr) ;=> ((:VLR-COMMANDWILLSTART . LOG-IT) (:VLR-COMMANDENDED . LOG-IT) (:VLR-COMMANDCANCELLED . LOG-IT))
(vlr-notification cr) ;=> ACTIVE-DOCUMENT-ONLY
(vlr-current-reaction-name) ;=> nil
(command "_.-LAYER" "_M" "DOORS" "")
(reverse *log*) ;=> ((:VLR-COMMANDWILLSTART ("-LAYER")) (:VLR-COMMANDENDED ("-LAYER")))
(setq *log* nil)
(command "_.-LAYER" "_S" "0")
(getvar "CMDNAMES") ;=> "-LAYER"
(getvar "CMDACTIVE") ;=> 1
(command)
(reverse *log*) ;=> ((:VLR-COMMANDWILLSTART ("-LAYER")) (:VLR-COMMANDCANCELLED ("-LAYER")))
(getvar "CMDNAMES") ;=> ""
(setq *log* nil)
(vl-cmdf "_.REGEN") ;=> T
(reverse *log*) ;=> ((:VLR-COMMANDWILLSTART ("REGEN")) (:VLR-COMMANDENDED ("REGEN")))
; disabled reactors do not fire and are not listed; vlr-add enables them again
(vlr-remove cr) ;=> #<VLR-Command-Reactor>
(vlr-added-p cr) ;=> nil
(vlr-reactors) ;=> nil
(setq *log* nil)
(command "_.ZOOM" "_E")
*log* ;=> nil
(vlr-add cr) ;=> #<VLR-Command-Reactor>
(vlr-reaction-set cr :vlr-commandEnded 'ended-2) ;=> ENDED-2
(cdr (assoc :vlr-commandEnded (vlr-reactions cr))) ;=> ENDED-2
; system-variable reactor: changed with T on success, nil when setvar refused the value
(defun sv-log (r p) (setq *log* (cons p *log*)))
(setq sr (vlr-sysvar-reactor nil '((:vlr-sysVarWillChange . sv-log) (:vlr-sysVarChanged . sv-log))))
(setq *log* nil)
(setvar 'osmode 0) ;=> 0
(reverse *log*) ;=> (("OSMODE") ("OSMODE" T))
(setq *log* nil)
(vl-catch-all-error-p (vl-catch-all-apply 'setvar '("LUNITS" 9))) ;=> T
(reverse *log*) ;=> (("LUNITS") ("LUNITS" nil))
(vlr-remove sr) ;=> #<VLR-SysVar-Reactor>
; object reactor on an ename owner: modified and erased
(setq ln (entmakex '((0 . "LINE") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0))))
(defun obj-log (owner r p) (setq *log* (cons (list (vlr-current-reaction-name) (eq owner ln) p) *log*)))
(setq orr (vlr-object-reactor (list ln) "obj" '((:vlr-modified . obj-log) (:vlr-erased . obj-log) (:vlr-unerased . obj-log))))
orr ;=> #<VLR-Object-Reactor>
(equal (vlr-owners orr) (list ln)) ;=> T
(setq *log* nil)
(progn (entmod (subst '(8 . "DOORS") (assoc 8 (entget ln)) (entget ln))) (reverse *log*)) ;=> ((:VLR-MODIFIED T nil))
(setq *log* nil)
(entmod (list (cons -1 ln) '(8 . "NO*LAYER"))) ;=> nil
*log* ;=> nil
(setq *log* nil)
(entdel ln)
(entdel ln)
(reverse *log*) ;=> ((:VLR-ERASED T nil) (:VLR-UNERASED T nil))
(eq (vlr-owner-remove orr ln) ln) ;=> T
(vlr-owners orr) ;=> nil
(vlr-object-reactor '(5) nil nil) ;!! bad argument type: VLA-object 5
; database reactor: appended objects
(defun db-log (r p) (setq *log* (cons (cdr (assoc 0 (entget (cadr p)))) *log*)))
(setq dr (vlr-acdb-reactor nil '((:vlr-objectAppended . db-log))))
(setq *log* nil)
(entmake '((0 . "CIRCLE") (10 1.0 1.0 0.0) (40 . 2.0)))
*log* ;=> ("CIRCLE")
; an error inside a callback is printed and the operation goes on
(defun bad-cb (r p) (/ 1 0))
(setq br (vlr-sysvar-reactor nil '((:vlr-sysVarChanged . bad-cb))))
(setvar "USERI1" 5) ;=> 5
;>> "; error: divide by zero\n"
(getvar "USERI1") ;=> 5
(vlr-remove br) ;=> #<VLR-SysVar-Reactor>
; persistence, types and the removal of everything
(vlr-pers dr) ;=> #<VLR-AcDb-Reactor>
(vlr-pers-p dr) ;=> #<VLR-AcDb-Reactor>
(vlr-pers-list) ;=> (#<VLR-AcDb-Reactor>)
(vlr-pers-release dr) ;=> #<VLR-AcDb-Reactor>
(vlr-pers-p dr) ;=> nil
(length (vlr-types)) ;=> 19
(car (vlr-types)) ;=> :VLR-Linker-Reactor
(vlr-reaction-name :VLR-Lisp-Reactor) ;=> (:VLR-LISPWILLSTART :VLR-LISPENDED :VLR-LISPCANCELLED)
(vlr-reactors :vlr-acdb-reactor) ;=> ((:VLR-AcDb-Reactor #<VLR-AcDb-Reactor>))
(vlr-remove-all :vlr-acdb-reactor) ;=> ((:VLR-AcDb-Reactor #<VLR-AcDb-Reactor>))
(mapcar 'car (vlr-remove-all)) ;=> (:VLR-Command-Reactor :VLR-Object-Reactor)
(vlr-reactors) ;=> nil
(vlr-set-notification cr 'all-documents) ;=> #<VLR-Command-Reactor>
(vlr-notification cr) ;=> ALL-DOCUMENTS
(vlr-data 5) ;!! bad argument type: VLR-object-p 5
(vlr-reactors ':not-a-type) ;!! bad argument type: VLR-type-p :NOT-A-TYPE
(vlr-command-reactor nil '(5)) ;!! bad argument type: consp 5
(vlr-trace-reaction cr '("X")) ;=> nil
(vlr-beep-reaction) ;=> nil
