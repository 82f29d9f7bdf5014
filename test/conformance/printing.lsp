; Printing: princ prin1 print prompt terpri alert, and the printer's number, string and object forms.
; princ: display form, strings raw
(princ "abc") ;=> "abc"
;>> "abc"
(princ 'sym) ;=> SYM
;>> "SYM"
(princ 42) ;=> 42
;>> "42"
(princ -7) ;=> -7
;>> "-7"
(princ 1.0) ;=> 1.0
;>> "1.0"
(princ 3.14159265) ;=> 3.14159
;>> "3.14159"
(princ "line1\nline2") ;=> "line1\nline2"
;>> "line1\nline2"
(princ "say \"hi\"") ;=> "say \"hi\""
;>> "say \"hi\""
(princ "back\\slash") ;=> "back\\slash"
;>> "back\\slash"
(princ '(1 "two" three 4.0)) ;=> (1 "two" THREE 4.0)
;>> "(1 two THREE 4.0)"
(princ '(a . b)) ;=> (A . B)
;>> "(A . B)"
(princ nil) ;=> nil
;>> "nil"
(princ T) ;=> T
;>> "T"
(princ) ;=>
;>> ""
(princ "") ;=> ""
;>> ""
; prin1: readable form, strings quoted and escaped
(prin1 "abc") ;=> "abc"
;>> "\"abc\""
(prin1 'sym) ;=> SYM
;>> "SYM"
(prin1 42) ;=> 42
;>> "42"
(prin1 "line1\nline2") ;=> "line1\nline2"
;>> "\"line1\\nline2\""
(prin1 "tab\there") ;=> "tab\there"
;>> "\"tab\\there\""
(prin1 "cr\r") ;=> "cr\r"
;>> "\"cr\\r\""
(prin1 "esc\e") ;=> "esc\e"
;>> "\"esc\\e\""
(prin1 "say \"hi\"") ;=> "say \"hi\""
;>> "\"say \\\"hi\\\"\""
(prin1 "back\\slash") ;=> "back\\slash"
;>> "\"back\\\\slash\""
(prin1 (chr 1)) ;=> "\001"
;>> "\"\\001\""
(prin1 '(1 "two" three)) ;=> (1 "two" THREE)
;>> "(1 \"two\" THREE)"
(prin1 '(quote x)) ;=> (QUOTE X)
;>> "(QUOTE X)"
(prin1 '(1 (2 (3)) . 4)) ;=> (1 (2 (3)) . 4)
;>> "(1 (2 (3)) . 4)"
(prin1 '()) ;=> nil
;>> "nil"
(prin1) ;=>
;>> ""
; print: newline, the prin1 form, then a space
(print "abc") ;=> "abc"
;>> "\n\"abc\" "
(print 12) ;=> 12
;>> "\n12 "
(print '(1 "a")) ;=> (1 "a")
;>> "\n(1 \"a\") "
(print) ;=>
;>> "\n"
; prompt, terpri, alert
(prompt "Select objects: ") ;=> nil
;>> "Select objects: "
(prompt "a\nb") ;=> nil
;>> "a\nb"
(prompt 12) ;!! bad argument type: stringp 12
(terpri) ;=> nil
;>> "\n"
(alert "Done!") ;=> nil
;>> "[alert] Done!\n"
(alert 1) ;!! bad argument type: stringp 1
(progn (princ "a") (princ "b") (terpri) (prin1 "c") (princ)) ;=>
;>> "ab\n\"c\""
; reals: C %.6g, at least one digit after the point, 3-digit exponents
(princ 0.5) ;=> 0.5
;>> "0.5"
(princ 2.0) ;=> 2.0
;>> "2.0"
(princ -2.5) ;=> -2.5
;>> "-2.5"
(princ 0.1) ;=> 0.1
;>> "0.1"
(princ 123456.0) ;=> 123456.0
;>> "123456.0"
(princ 1234567.0) ;=> 1.23457e+006
;>> "1.23457e+006"
(princ 0.0001) ;=> 0.0001
;>> "0.0001"
(princ 0.00001) ;=> 1.0e-005
;>> "1.0e-005"
(princ 1.5e-7) ;=> 1.5e-007
;>> "1.5e-007"
(princ 1e100) ;=> 1.0e+100
;>> "1.0e+100"
(princ 0.0) ;=> 0.0
;>> "0.0"
(princ 2147483648) ;=> 2.14748e+009
;>> "2.14748e+009"
(princ 2147483647) ;=> 2147483647
;>> "2147483647"
(princ (/ 10 3.)) ;=> 3.33333
;>> "3.33333"
(princ (/ 2.0 3)) ;=> 0.666667
;>> "0.666667"
(princ 99999.95) ;=> 99999.9
;>> "99999.9"
(princ 999999.5) ;=> 1.0e+006
;>> "1.0e+006"
(princ -1234567.0) ;=> -1.23457e+006
;>> "-1.23457e+006"
(princ pi) ;=> 3.14159
;>> "3.14159"
(princ '(10 1.0 2.5 0.0)) ;=> (10 1.0 2.5 0.0)
;>> "(10 1.0 2.5 0.0)"
(prin1 '(8 . "0")) ;=> (8 . "0")
;>> "(8 . \"0\")"
1e3 ;=> 1000.0
-0.25 ;=> -0.25
12. ;=> 12.0
.5 ;=> 0.5
; functions and other objects
(setq shown (vl-prin1-to-string strcat))
(wcmatch shown "`#<SUBR `@[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f] STRCAT>") ;=> T
(strlen shown) ;=> 32
(= shown (vl-princ-to-string strcat)) ;=> T
(wcmatch (vl-princ-to-string +) "`#<SUBR `@[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f] +>") ;=> T
(defun myfun (x) x) ;=> MYFUN
(wcmatch (vl-prin1-to-string myfun) "`#<USUBR `@[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f] MYFUN>") ;=> T
(wcmatch (vl-prin1-to-string (function (lambda (x) x))) "`#<USUBR `@[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f] -lambda->") ;=> T
(vl-catch-all-apply '/ '(1 0)) ;=> #<%catch-all-apply-error%>
(vl-prin1-to-string (vl-catch-all-apply '/ '(1 0))) ;=> "#<%catch-all-apply-error%>"
(princ (vl-catch-all-apply '/ '(1 0))) ;=> #<%catch-all-apply-error%>
;>> "#<%catch-all-apply-error%>"
; princ/prin1 to a non-file second argument
(princ "x" 1) ;!! bad argument type: streamp 1
(prin1 "x" "file") ;!! bad argument type: streamp "file"
(princ "x" nil) ;=> "x"
;>> "x"
