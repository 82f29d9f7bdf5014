; Symbols, namespaces and version (symbols.ts), memory no-ops (memory.ts).
(set 'a 5.0) ;=> 5.0
a ;=> 5.0
(set (quote b) 'a) ;=> A
(set b 640) ;=> 640
a ;=> 640
(set 'lst '(1 2)) ;=> (1 2)
(set 1 2) ;!! bad argument type: symbolp 1
(set "a" 2) ;!! bad argument type: symbolp "a"
(set nil 2) ;!! bad argument type: symbolp nil
(set 'a) ;!! too few arguments
(type 'a) ;=> SYM
(type t) ;=> SYM
(type 3) ;=> INT
(type 3.0) ;=> REAL
(type pi) ;=> REAL
(type "abc") ;=> STR
(type '(a b)) ;=> LIST
(type '(1 . 2)) ;=> LIST
(type nil) ;=> nil
(type +) ;=> SUBR
(type car) ;=> SUBR
(type setq) ;=> SUBR
(defun tst-fn (x) x) ;=> TST-FN
(type tst-fn) ;=> USUBR
(type (lambda (x) x)) ;=> USUBR
(type (vl-catch-all-apply '/ '(1 0))) ;=> VL-CATCH-ALL-APPLY-ERROR
(type) ;!! too few arguments
(atoms-family 1 '("CAR" "CDR" "XYZZY")) ;=> ("CAR" "CDR" nil)
(atoms-family 0 '("car" "tst-fn")) ;=> (CAR TST-FN)
(atoms-family 1 '("my-fresh-var")) ;=> (nil)
(setq my-fresh-var 1) ;=> 1
(atoms-family 1 '("my-fresh-var")) ;=> ("MY-FRESH-VAR")
(if (member 'car (atoms-family 0)) t) ;=> T
(if (member "VL-SORT" (atoms-family 1)) t) ;=> T
(if (member "NEVER-SET-SYMBOL" (atoms-family 1)) t) ;=> nil
(vl-every 'vl-symbolp (atoms-family 0)) ;=> T
(vl-every '(lambda (s) (= (type s) 'STR)) (atoms-family 1)) ;=> T
(atoms-family 1 '(car)) ;!! bad argument type: stringp CAR
(atoms-family "0") ;!! bad argument type: fixnump: "0"
(atoms-family) ;!! too few arguments
(vl-symbol-name 'abc) ;=> "ABC"
(vl-symbol-name 'Mixed-Case) ;=> "MIXED-CASE"
(vl-symbol-name t) ;=> "T"
(vl-symbol-name "abc") ;!! bad argument type: symbolp "abc"
(vl-symbol-name nil) ;!! bad argument type: symbolp nil
(setq sv 42)
(vl-symbol-value 'sv) ;=> 42
(vl-symbol-value 't) ;=> T
(vl-symbol-value 'pi) ;=> 3.14159
(vl-symbol-value 'nothing-here) ;=> nil
(vl-symbol-value 5) ;!! bad argument type: symbolp 5
(vl-bb-ref 'shared) ;=> nil
(vl-bb-set 'shared "Root beer") ;=> "Root beer"
(vl-bb-ref 'shared) ;=> "Root beer"
shared ;=> nil
(vl-bb-set 'shared '(1 2)) ;=> (1 2)
(vl-bb-ref 'shared) ;=> (1 2)
(vl-bb-set "shared" 1) ;!! bad argument type: symbolp "shared"
(vl-bb-ref 1) ;!! bad argument type: symbolp 1
(vl-doc-set 'docvar 17) ;=> 17
(vl-doc-ref 'docvar) ;=> 17
docvar ;=> 17
(vl-doc-ref 'undefined-doc-var) ;=> nil
(vl-doc-set 3 1) ;!! bad argument type: symbolp 3
(vl-load-com) ;=> nil
(vl-load-com 1) ;!! too many arguments
; decision: we model AutoCAD 2025 with English messages
(ver) ;=> "Visual LISP 2025 (en)"
(type (ver)) ;=> STR
; memory management is automatic; these keep old programs running
(gc) ;=> nil
(mem) ;=> nil
;>> "; GC calls: 0; GC run time: 0 ms\n"
; decision: alloc starts at a segment size of 1000 and returns the previous size
(alloc 100) ;=> 1000
(alloc 200) ;=> 100
(alloc 1.5) ;!! bad argument type: fixnump: 1.5
(expand 10) ;=> 10
(expand "1") ;!! bad argument type: fixnump: "1"
(expand) ;!! too few arguments
; trace also takes a quoted name
(defun tr-add (a b) (+ a b)) ;=> TR-ADD
(trace 'tr-add) ;=> TR-ADD
(tr-add 1 2) ;=> 3
;>> "Entering (TR-ADD 1 2)\nResult:  3\n"
(untrace 'tr-add) ;=> TR-ADD
