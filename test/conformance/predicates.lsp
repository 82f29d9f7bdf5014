; Predicates and equality (predicates.ts).
; eq: INTs by value; REALs, lists and strings are objects, so two separately made ones are not eq
; (strings: see known-deviations.txt). equal compares values and shapes; 1 and 1.0 are equal.
(setq f1 '(a b c) f2 '(a b c) f3 f2)
(eq f1 f3) ;=> nil
(eq f3 f2) ;=> T
(eq 'a 'a) ;=> T
(eq 'a 'b) ;=> nil
(eq 1 1) ;=> T
(eq 1 2) ;=> nil
(eq 1 1.0) ;=> nil
(eq 1.0 1.0) ;=> nil
(setq r 2.5)
(eq r r) ;=> T
(eq nil nil) ;=> T
(eq t t) ;=> T
(eq '(1) '(1)) ;=> nil
(eq "a" "a") ;=> nil
(setq s "abc" s2 s)
(eq s s2) ;=> T
(eq + +) ;=> T
(eq car cdr) ;=> nil
(eq 1) ;!! too few arguments
(eq 1 2 3) ;!! too many arguments
(equal f1 f2) ;=> T
(equal f1 f3) ;=> T
(equal '(a (b c) d) '(a (b c) d)) ;=> T
(equal '(a (b c) d) '(a (b x) d)) ;=> nil
(equal '(1 . 2) '(1 . 2)) ;=> T
(equal '(1 . 2) '(1 2)) ;=> nil
(equal '(1 2) '(1 2 3)) ;=> nil
(equal 1 1) ;=> T
(equal 1 1.0) ;=> T
(equal 1.0 1.0) ;=> T
(equal "abc" "abc") ;=> T
(equal "abc" "ABC") ;=> nil
(equal 'a 'a) ;=> T
(equal nil nil) ;=> T
(equal nil '()) ;=> T
(equal 1 "1") ;=> nil
(equal 1.123456 1.123457) ;=> nil
(equal 1.123456 1.123457 0.000001) ;=> T
(equal 1.0 1.1 0.05) ;=> nil
(equal 1.0 1.1 0.2) ;=> T
(equal 5 6 1) ;=> T
(equal '(1.0 2.0 0.0) '(1.0000001 2.0 0.0) 1e-6) ;=> T
(equal '(1.0 2.0 0.0) '(1.0001 2.0 0.0) 1e-6) ;=> nil
(equal '((10 1.0 2.0) (8 . "0")) '((10 1.00001 2.0) (8 . "0")) 0.001) ;=> T
(equal '(1 2) '(1 2) "x") ;!! bad argument type: numberp: "x"
(equal 1) ;!! too few arguments
(null nil) ;=> T
(null '()) ;=> T
(null 0) ;=> nil
(null '(nil)) ;=> nil
(null "") ;=> nil
(not nil) ;=> T
(not t) ;=> nil
(not 0) ;=> nil
(not) ;!! too few arguments
(atom 'a) ;=> T
(atom nil) ;=> T
(atom 1) ;=> T
(atom "s") ;=> T
(atom '(1)) ;=> nil
(atom '(1 . 2)) ;=> nil
(listp '(a b c)) ;=> T
(listp 'a) ;=> nil
(listp 4.343) ;=> nil
(listp nil) ;=> T
(listp '(1 . 2)) ;=> T
(vl-consp nil) ;=> nil
(vl-consp t) ;=> nil
(vl-consp '(1 0)) ;=> T
(vl-consp '(1 . 0)) ;=> T
(numberp 4) ;=> T
(numberp 3.8348) ;=> T
(numberp "howdy") ;=> nil
(numberp 'a) ;=> nil
(numberp nil) ;=> nil
(setq aa 123 bb 'aa)
(numberp aa) ;=> T
(numberp bb) ;=> nil
(numberp (eval bb)) ;=> T
(setq bound-one 1 unbound-one nil)
(boundp 'bound-one) ;=> T
(boundp 'unbound-one) ;=> nil
(boundp 'never-mentioned-before) ;=> nil
(boundp 'car) ;=> T
(boundp 1) ;!! bad argument type: symbolp 1
(boundp "x") ;!! bad argument type: symbolp "x"
(vl-symbolp t) ;=> T
(vl-symbolp 'abc) ;=> T
(vl-symbolp nil) ;=> nil
(vl-symbolp 1) ;=> nil
(vl-symbolp (list 1)) ;=> nil
(vl-symbolp "t") ;=> nil
