; Evaluator core: special forms, dynamic scope, errors.
(setq a 1 b 2) ;=> 2
(if a "yes" "no") ;=> "yes"
(if nil "yes") ;=> nil
(if) ;!! too few arguments
(cond ((= a 2) 'two) ((= a 1) 'one)) ;=> ONE
(cond (nil 1) (5)) ;=> 5
(and 1 2 3) ;=> T
(and 1 nil 3) ;=> nil
(or nil 7) ;=> T
(or) ;=> nil
(progn 1 2 3) ;=> 3
(setq i 0 s 0)
(while (< i 5) (setq s (+ s i) i (1+ i))) ;=> 5
s ;=> 10
(repeat 3 (setq i (1+ i))) ;=> 8
(repeat 2.5 1) ;!! bad argument type: fixnump: 2.5
(foreach x '(1 2 3) (setq s (+ s x))) ;=> 16
x ;=> nil
(defun sq (n) (* n n)) ;=> SQ
(sq 7) ;=> 49
(sq) ;!! too few arguments
(sq 1 2) ;!! too many arguments
(setq y 10)
(defun usey (/ y) (setq y 5) y) ;=> USEY
(usey) ;=> 5
y ;=> 10
(defun dyn () y) ;=> DYN
(defun callsdyn (y) (dyn)) ;=> CALLSDYN
(callsdyn 42) ;=> 42
((lambda (a b) (+ a b)) 3 4) ;=> 7
(undefined-fn 1) ;!! no function definition: UNDEFINED-FN
(1 2) ;!! bad function: 1
'abc ;=> ABC
''a ;=> (QUOTE A)
(quote (1 . 2)) ;=> (1 . 2)
never-set ;=> nil
(+ never-set 1) ;!! bad argument type: numberp: nil
(/ 1 0) ;!! divide by zero
(exit) ;!! quit / exit abort
(defun-q dq (x) (* x 3)) ;=> DQ
(dq 4) ;=> 12
(defun-q-list-ref 'dq) ;=> ((X) (* X 3))
(defun-q-list-set 'dq '((x) (* x 10))) ;=> DQ
(dq 4) ;=> 40
(setq f (function (lambda (x) (1+ x))))
(f 1) ;=> 2
(vl-catch-all-error-p (vl-catch-all-apply '/ '(1 0))) ;=> T
(vl-catch-all-error-message (vl-catch-all-apply '/ '(1 0))) ;=> "divide by zero"
(vl-catch-all-apply '+ '(1 2)) ;=> 3
(vl-catch-all-apply '/ '(1 0)) ;=> #<%catch-all-apply-error%>
(vl-catch-all-apply (function (lambda () (vl-exit-with-value 42)))) ;=> 42
(vl-catch-all-error-message (vl-catch-all-apply (function (lambda () (vl-exit-with-error "custom"))))) ;=> "custom"
(vl-catch-all-error-message '(1 "a")) ;!! bad argument type: vl-catch-all-apply-error-p (1 "a")
(vl-catch-all-error-message nil) ;!! bad argument type: vl-catch-all-apply-error-p nil
(eval '(+ 1 2)) ;=> 3
(apply '+ '(1 2 3)) ;=> 6
(apply (function (lambda (x y) (* x y))) '(6 7)) ;=> 42
