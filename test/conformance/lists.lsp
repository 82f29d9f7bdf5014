; List functions (lists.ts, lists-vl.ts).
(car '(a b c)) ;=> A
(car '((a b) c)) ;=> (A B)
(car '()) ;=> nil
(car nil) ;=> nil
(car '(1 . 2)) ;=> 1
(car 1) ;!! bad argument type: consp 1
(car "abc") ;!! bad argument type: consp "abc"
(car) ;!! too few arguments
(car '(1) '(2)) ;!! too many arguments
(cdr '(a b c)) ;=> (B C)
(cdr '((a b) c)) ;=> (C)
(cdr '(a)) ;=> nil
(cdr nil) ;=> nil
(cdr '(a . b)) ;=> B
(cdr '(1 "Text")) ;=> ("Text")
(cdr 'x) ;!! bad argument type: consp X
(setq pt '(10.0 20.0 30.0) nest '((1 2 3 4) (5 6 7 8) (9 10 11 12) (13 14 15 16)))
(cadr pt) ;=> 20.0
(caddr pt) ;=> 30.0
(cddr pt) ;=> (30.0)
(cdddr pt) ;=> nil
(caar nest) ;=> 1
(cdar nest) ;=> (2 3 4)
(cadar nest) ;=> 2
(caddar nest) ;=> 3
(cdddar nest) ;=> (4)
(caadr nest) ;=> 5
(cdadr nest) ;=> (6 7 8)
(caaddr nest) ;=> 9
(cadadr nest) ;=> 6
(cddadr nest) ;=> (7 8)
(cdaddr nest) ;=> (10 11 12)
(cadddr nest) ;=> (13 14 15 16)
(cddddr nest) ;=> nil
(caaar '(((x y) z))) ;=> X
(cdaar '(((x y) z))) ;=> (Y)
(caadar '((a (b c)))) ;=> B
(cddar '((1 2 3))) ;=> (3)
(cadadr '(1 (2 3))) ;=> 3
(caaadr '(0 (((q)))))  ;=> (Q)
(cdaadr '(0 ((1 2)))) ;=> (2)
(cddddr '(1 2 3 4 5 6)) ;=> (5 6)
(caaaar '((((deep))))) ;=> DEEP
(cdaaar '((((a b))))) ;=> (B)
(cadaar '(((a b)))) ;=> B
(cddaar '(((a b c)))) ;=> (C)
(cdadar '((a (b c)))) ;=> (C)
(cddadr '(0 (1 2 3))) ;=> (3)
(cadr '(1)) ;=> nil
(cadr nil) ;=> nil
(cadr '(1 . 2)) ;!! bad argument type: consp 2
(caar '(1 2)) ;!! bad argument type: consp 1
(cddr 5) ;!! bad argument type: consp 5
(cadr) ;!! too few arguments
(cons 'a '(b c d)) ;=> (A B C D)
(cons '(a) '(b c d)) ;=> ((A) B C D)
(cons 'a 2) ;=> (A . 2)
(cons 1 nil) ;=> (1)
(cons 8 "0") ;=> (8 . "0")
(cons 1) ;!! too few arguments
(list 'a 'b 'c) ;=> (A B C)
(list 'a '(b) 'c) ;=> (A (B) C)
(list 3.9 6.7) ;=> (3.9 6.7)
(list) ;=> nil
(list nil) ;=> (nil)
(list 1 "a" 2.5 'x) ;=> (1 "a" 2.5 X)
(append '(a b) '(c d)) ;=> (A B C D)
(append '((a) (b)) '((c) (d))) ;=> ((A) (B) (C) (D))
(append) ;=> nil
(append nil '(1)) ;=> (1)
(append '(1) nil) ;=> (1)
(append '(1) '(2) '(3 4) nil '(5)) ;=> (1 2 3 4 5)
(append '(1) '(2 . 3)) ;=> (1 2 . 3)
(append '(1) 2) ;!! bad argument type: listp 2
(append 'a '(1)) ;!! bad argument type: listp A
(append '(1 . 2) '(3)) ;!! bad list: (1 . 2)
(setq al '((name box) (width 3) (size 4.7263) (depth 5)))
(assoc 'size al) ;=> (SIZE 4.7263)
(assoc 'weight al) ;=> nil
(assoc 8 '((0 . "LINE") (8 . "WALLS") (10 1.0 2.0 0.0))) ;=> (8 . "WALLS")
(assoc 10 '((0 . "LINE") (8 . "WALLS") (10 1.0 2.0 0.0))) ;=> (10 1.0 2.0 0.0)
(assoc "b" '(("a" . 1) ("b" . 2))) ;=> ("b" . 2)
(assoc 1.0 '((1 . one))) ;=> (1 . ONE)
(assoc '(1 2) '(((1 2) . pt))) ;=> ((1 2) . PT)
(assoc 'x nil) ;=> nil
(assoc 'x '(nil (x . 1))) ;=> (X . 1)
(assoc 'x 5) ;!! bad argument type: listp 5
(last '(a b c d e)) ;=> E
(last '(a b c (d e))) ;=> (D E)
(last nil) ;=> nil
(last '(1)) ;=> 1
(last "abc") ;!! bad argument type: listp "abc"
(length '(a b c d)) ;=> 4
(length '(a b (c d))) ;=> 3
(length '()) ;=> 0
; a dotted list has no length
(length '(1 . 2)) ;!! bad list: (1 . 2)
(length '(1 2 . 3)) ;!! bad list: (1 2 . 3)
(length "abc") ;!! bad argument type: listp "abc"
(length 5) ;!! bad argument type: listp 5
(member 'c '(a b c d e)) ;=> (C D E)
(member 'q '(a b c d e)) ;=> nil
(member '(1 2) '(0 (1 2) 3)) ;=> ((1 2) 3)
(member 2.0 '(1 2 3)) ;=> (2 3)
(member "b" '("a" "b")) ;=> ("b")
(member 1 nil) ;=> nil
(member 1 1) ;!! bad argument type: listp 1
(nth 3 '(a b c d e)) ;=> D
(nth 0 '(a b c d e)) ;=> A
(nth 5 '(a b c d e)) ;=> nil
; decision: a negative index is simply out of range
(nth -1 '(a b c)) ;=> nil
(nth 0 nil) ;=> nil
(nth 1.0 '(a b)) ;!! bad argument type: fixnump: 1.0
(nth 1 'a) ;!! bad argument type: listp A
(reverse '((a) b c)) ;=> (C B (A))
(reverse nil) ;=> nil
(reverse '(1)) ;=> (1)
(reverse '(1 2 . 3)) ;!! bad list: (1 2 . 3)
(reverse 3) ;!! bad argument type: listp 3
; decision: subst replaces top-level elements only (the documented examples never reach into sublists)
(setq sample '(a b (c d) b))
(subst 'qq 'b sample) ;=> (A QQ (C D) QQ)
(subst 'qq 'z sample) ;=> (A B (C D) B)
(subst 'qq '(c d) sample) ;=> (A B QQ B)
(subst '(qq rr) '(c d) sample) ;=> (A B (QQ RR) B)
(subst '(qq rr) 'z sample) ;=> (A B (C D) B)
(subst 'x 'c sample) ;=> (A B (C D) B)
(subst '(8 . "NEW") (assoc 8 '((0 . "LINE") (8 . "OLD"))) '((0 . "LINE") (8 . "OLD"))) ;=> ((0 . "LINE") (8 . "NEW"))
(subst 1 2 3) ;!! bad argument type: listp 3
sample ;=> (A B (C D) B)
(mapcar '1+ '(10 20 30)) ;=> (11 21 31)
(mapcar '+ '(10 20 30) '(4 3 2)) ;=> (14 23 32)
(mapcar '+ '(1 2 3) '(10 20)) ;=> (11 22)
(mapcar '(lambda (x) (* x x)) '(1 2 3)) ;=> (1 4 9)
(mapcar (function (lambda (x y) (list x y))) '(a b) '(1 2)) ;=> ((A 1) (B 2))
(mapcar 'car '((1 2) (3 4))) ;=> (1 3)
(mapcar '1+ nil) ;=> nil
(mapcar 'no-such-fn '(1)) ;!! no function definition: NO-SUCH-FN
(mapcar '1+ '("a")) ;!! bad argument type: numberp: "a"
(mapcar '1+ 5) ;!! bad argument type: listp 5
(mapcar '1+) ;!! too few arguments
(apply 'mapcar (list 'list '(1 2) '(3 4))) ;=> ((1 3) (2 4))
(mapcar 1+ '(1 2)) ;=> (2 3)
(mapcar '(lambda (x y) x) '(1)) ;!! too few arguments
(setq sq (lambda (x) (* x x)))
(mapcar sq '(4 5)) ;=> (16 25)
; Visual LISP list functions
(vl-list* 1) ;=> 1
(vl-list* 0 "text") ;=> (0 . "text")
(vl-list* 1 2 3) ;=> (1 2 . 3)
(vl-list* 1 2 '(3 4)) ;=> (1 2 3 4)
(vl-list* 1 nil) ;=> (1)
(vl-list*) ;!! too few arguments
(vl-list-length '(1 2 3)) ;=> 3
(vl-list-length nil) ;=> 0
(vl-list-length '(1 2 . 3)) ;=> nil
(vl-list-length 5) ;!! bad argument type: listp 5
(vl-member-if '(lambda (x) (> x 2)) '(1 2 3 4)) ;=> (3 4)
(vl-member-if 'numberp '(a "b" 3 c)) ;=> (3 C)
(vl-member-if 'numberp '(a b)) ;=> nil
(vl-member-if-not 'numberp '(1 2 c 4)) ;=> (C 4)
(vl-member-if-not 'numberp '(1 2)) ;=> nil
(vl-position 'c '(a b c d)) ;=> 2
(vl-position 'z '(a b c d)) ;=> nil
(vl-position '(1 2) '(0 (1 2))) ;=> 1
(vl-position 2.0 '(1 2)) ;=> 1
(vl-position 1 'x) ;!! bad argument type: listp X
(vl-remove 'b '(a b c b)) ;=> (A C)
(vl-remove '(1 2) '((1 2) 3 (1 2))) ;=> (3)
(vl-remove 'z '(a b)) ;=> (A B)
(vl-remove 1 nil) ;=> nil
(vl-remove-if 'numberp '(1 a 2 b)) ;=> (A B)
(vl-remove-if '(lambda (x) (> x 1)) '(0 1 2 3)) ;=> (0 1)
(vl-remove-if-not 'numberp '(1 a 2 b)) ;=> (1 2)
(vl-remove-if-not 'listp '(1 (a) nil "s")) ;=> ((A) nil)
(vl-remove-if 'numberp 7) ;!! bad argument type: listp 7
(vl-some '= '(1 2 3) '(3 2 1)) ;=> T
(vl-some '(lambda (x) (if (> x 2) (* x 10))) '(1 2 3 4)) ;=> 30
(vl-some 'numberp '(a b)) ;=> nil
(vl-some 'numberp nil) ;=> nil
(vl-every '= '(1 2 3) '(1 2 3)) ;=> T
(vl-every '= '(1 2 3) '(1 2 4)) ;=> nil
(vl-every 'numberp '(1 2.0 3)) ;=> T
(vl-every 'numberp nil) ;=> T
(vl-every '= '(1 2) '(1 2 3)) ;=> T
(vl-every 'numberp) ;!! too few arguments
; vl-sort drops duplicate INTs and symbols (same object), keeps duplicate reals and strings
(vl-sort '(3 2 1 3) '<) ;=> (1 2 3)
(vl-sort '(3 2 1 3) '>) ;=> (3 2 1)
(vl-sort '(3.0 1.0 3.0) '<) ;=> (1.0 3.0 3.0)
(vl-sort '("a" "d" "f" "c") '<) ;=> ("a" "c" "d" "f")
(vl-sort '("b" "a" "b") '<) ;=> ("a" "b" "b")
(vl-sort '((1 3) (2 2) (3 1)) (function (lambda (e1 e2) (< (cadr e1) (cadr e2))))) ;=> ((3 1) (2 2) (1 3))
(vl-sort '(a d c b a) '(lambda (s1 s2) (< (vl-symbol-name s1) (vl-symbol-name s2)))) ;=> (A B C D)
(vl-sort nil '<) ;=> nil
(vl-sort '(3 1 2) <) ;=> (1 2 3)
(vl-sort '(5) '<) ;=> (5)
(vl-sort '(2 1) 'no-such-fn) ;!! no function definition: NO-SUCH-FN
(vl-sort 5 '<) ;!! bad argument type: listp 5
(vl-sort '(2 "a") '<) ;!! bad argument type: numberp: "a"
; equal keys come out in reverse order of appearance, as AutoCAD's vl-sort-i examples show
(vl-sort '((1 b) (0 a) (1 c) (0 d)) '(lambda (x y) (< (car x) (car y)))) ;=> ((0 D) (0 A) (1 C) (1 B))
(vl-sort-i '("a" "d" "f" "c") '>) ;=> (2 1 3 0)
(vl-sort-i '(3 2 1 3) '<) ;=> (2 1 3 0)
(vl-sort-i '((1 3) (2 2) (3 1)) (function (lambda (e1 e2) (< (cadr e1) (cadr e2))))) ;=> (2 1 0)
(vl-sort-i '(a d c b a) '(lambda (s1 s2) (< (vl-symbol-name s1) (vl-symbol-name s2)))) ;=> (4 0 3 2 1)
(vl-sort-i nil '<) ;=> nil
(vl-sort-i '(1 2) 'car) ;!! too many arguments
(vl-sort-i '(1 2) '(lambda (a b) (car a))) ;!! bad argument type: consp 1
(acad_strlsort '("Jan" "Feb" "Mar" "Apr" "May" "Jun" "Jul" "Aug" "Sep" "Oct" "Nov" "Dec")) ;=> ("Apr" "Aug" "Dec" "Feb" "Jan" "Jul" "Jun" "Mar" "May" "Nov" "Oct" "Sep")
; decision: acad_strlsort ignores case (ties in character-code order)
(acad_strlsort '("b" "A" "a" "B")) ;=> ("A" "a" "B" "b")
(acad_strlsort '("x" 1)) ;=> nil
(acad_strlsort nil) ;=> nil
(acad_strlsort 5) ;!! bad argument type: listp 5
; comparison calls stay within n log2 n
(setq calls 0 nums nil i 0)
(repeat 1000 (setq nums (cons (rem (* i 7919) 1009) nums) i (1+ i)))
(length (vl-sort-i nums '(lambda (a b) (setq calls (1+ calls)) (< a b)))) ;=> 1000
(<= calls 10000) ;=> T
; long lists are handled without deep recursion
(setq big nil i 0)
(repeat 100000 (setq big (cons i big) i (1+ i)))
(length big) ;=> 100000
(car (reverse big)) ;=> 0
(nth 99999 big) ;=> 0
(last big) ;=> 0
(equal big (reverse (reverse big))) ;=> T
(length (append big big)) ;=> 200000
(car (mapcar '1+ big)) ;=> 100000
(vl-position 0 big) ;=> 99999
(length (member 5 big)) ;=> 6
(length (vl-remove-if '(lambda (x) (< x 50000)) big)) ;=> 50000
(car (vl-sort big '<)) ;=> 0
(length (vl-sort big '>)) ;=> 100000
(length (subst 'x 5 big)) ;=> 100000
(vl-list-length big) ;=> 100000
; trace prints each call of a traced function
(defun tr-sq (x) (* x x)) ;=> TR-SQ
(trace tr-sq) ;=> TR-SQ
(mapcar 'tr-sq '(2 3)) ;=> (4 9)
;>> "Entering (TR-SQ 2)\nResult:  4\nEntering (TR-SQ 3)\nResult:  9\n"
(untrace tr-sq) ;=> TR-SQ
(tr-sq 4) ;=> 16
;>> ""
