; Arithmetic, transcendental and bitwise functions (math.ts, math-fns.ts, compare.ts).
; Integers are 32-bit and wrap; one REAL makes the rest of the fold REAL; reals print %.6g-style.
(+) ;=> 0
(+ 5) ;=> 5
(+ 1 2) ;=> 3
(+ 1 2 3 4) ;=> 10
(+ 1 2.0) ;=> 3.0
(+ 1.5 2.5) ;=> 4.0
(+ 2147483646 3) ;=> -2147483647
(+ 2147483647 1) ;=> -2147483648
(+ 1 "a") ;!! bad argument type: numberp: "a"
(+ 1 nil) ;!! bad argument type: numberp: nil
(+ 'a 1) ;!! bad argument type: numberp: A
(-) ;=> 0
(- 5) ;=> -5
(- 5.5) ;=> -5.5
(- 10 3) ;=> 7
(- 10 3 2) ;=> 5
(- 10 2.5) ;=> 7.5
(- -2147483648 1) ;=> 2147483647
(- -2147483648) ;=> -2147483648
(- "x") ;!! bad argument type: numberp: "x"
(*) ;=> 0
(* 7) ;=> 7
(* 6 7) ;=> 42
(* 2 3 4) ;=> 24
(* 2 3.5) ;=> 7.0
(* 65536 65536) ;=> 0
(* 2147483647 2) ;=> -2
(* 65536 65536 1.0) ;=> 0.0
(* 2 '(1)) ;!! bad argument type: numberp: (1)
(/) ;=> 0
(/ 9) ;=> 9
(/ 10 3) ;=> 3
(/ 12 5) ;=> 2
(/ -7 2) ;=> -3
(/ 10 3.) ;=> 3.33333
(/ 7 2 2.0) ;=> 1.5
(/ 100 2 5) ;=> 10
(/ 1 0) ;!! divide by zero
(/ 1.0 0) ;!! divide by zero
(/ 1 0.0) ;!! divide by zero
(/ -2147483648 -1) ;=> -2147483648
(1+ 5) ;=> 6
(1+ 2147483647) ;=> -2147483648
(1+ 1.5) ;=> 2.5
(1- 5) ;=> 4
(1- -2147483648) ;=> 2147483647
(1- 0.5) ;=> -0.5
(1+ "1") ;!! bad argument type: numberp: "1"
(1+) ;!! too few arguments
(1+ 1 2) ;!! too many arguments
(abs -5) ;=> 5
(abs 5) ;=> 5
(abs -2.5) ;=> 2.5
(abs -2147483648) ;=> -2147483648
(abs 'x) ;!! bad argument type: numberp: X
(max 1 2 3) ;=> 3
(max 1 2.0) ;=> 2.0
(max 3 2.0) ;=> 3.0
(max -5) ;=> -5
; decision: like (+), (max) and (min) give 0
(max) ;=> 0
(min) ;=> 0
(min 4 2 8) ;=> 2
(min 4 2.5 8) ;=> 2.5
(min -1.0 -1) ;=> -1.0
(max 1 "2") ;!! bad argument type: numberp: "2"
(rem 42 12) ;=> 6
(rem 12.0 16) ;=> 12.0
(rem 26 7 2) ;=> 1
(rem -7 2) ;=> -1
(rem 7 -2) ;=> 1
(rem 5.5 2) ;=> 1.5
(rem 7) ;=> 7
(rem 7 0) ;!! divide by zero
(rem 7.5 0.0) ;!! divide by zero
(gcd 81 57) ;=> 3
(gcd 12 18) ;=> 6
(gcd 7 0) ;=> 7
(gcd 12 4.0) ;!! bad argument type: fixnump: 4.0
(gcd 12) ;!! too few arguments
(lcm 4 6) ;=> 12
(lcm 3 5 7) ;=> 105
(lcm 4 0) ;=> 0
(lcm 4 2.0) ;!! bad argument type: fixnump: 2.0
(fix 3) ;=> 3
(fix 3.7) ;=> 3
(fix -3.7) ;=> -3
(fix 2147483647.5) ;=> 2147483647
(fix 1e20) ;=> 1.0e+020
(fix -3e10) ;=> -3.0e+010
(fix "3") ;!! bad argument type: numberp: "3"
(float 3) ;=> 3.0
(float -2.5) ;=> -2.5
(float nil) ;!! bad argument type: numberp: nil
; transcendental functions always give REALs
(sqrt 4) ;=> 2.0
(sqrt 2.0) ;=> 1.41421
(sqrt 0) ;=> 0.0
(sqrt -1) ;!! function undefined for argument: -1
(sqrt -4.0) ;!! function undefined for argument: -4.0
(sqrt "4") ;!! bad argument type: numberp: "4"
(exp 0) ;=> 1.0
(exp 1) ;=> 2.71828
(exp 1000) ;=> 1.#INF
(log 1) ;=> 0.0
(log 10) ;=> 2.30259
(log 0) ;!! function undefined for argument: 0
(log -1.5) ;!! function undefined for argument: -1.5
(sin 0) ;=> 0.0
(sin 1) ;=> 0.841471
(sin (/ pi 2)) ;=> 1.0
(cos 0) ;=> 1.0
(cos pi) ;=> -1.0
(cos "0") ;!! bad argument type: numberp: "0"
(atan 1) ;=> 0.785398
(atan -1) ;=> -0.785398
(atan 0.5) ;=> 0.463648
(atan 2.0 -3.0) ;=> 2.55359
(atan 1.0 0.0) ;=> 1.5708
(atan -1 0) ;=> -1.5708
(atan 0 -1) ;=> 3.14159
(atan -1 -1) ;=> -2.35619
(atan 1 1) ;=> 0.785398
(atan 1 'x) ;!! bad argument type: numberp: X
(atan) ;!! too few arguments
pi ;=> 3.14159
(expt 2 10) ;=> 1024
(expt 2 31) ;=> -2147483648
(expt 2 32) ;=> 0
(expt 3 3) ;=> 27
(expt -2 3) ;=> -8
(expt 2 0) ;=> 1
(expt 2 -1) ;=> 0
(expt 1 -5) ;=> 1
(expt 2.0 3) ;=> 8.0
(expt 2 0.5) ;=> 1.41421
(expt 4 -0.5) ;=> 0.5
(expt 0 -1) ;!! divide by zero
(expt -8 0.5) ;!! function undefined for argument: -8
(expt 2) ;!! too few arguments
; bitwise
(~ 3) ;=> -4
(~ 0) ;=> -1
(~ -1) ;=> 0
(~ 1.0) ;!! bad argument type: fixnump: 1.0
(logand 7 15 3) ;=> 3
(logand 2 3 15) ;=> 2
(logand 8 3) ;=> 0
(logand) ;=> 0
(logand 5) ;=> 5
(logand -1 255) ;=> 255
(logand 7 1.0) ;!! bad argument type: fixnump: 1.0
(logior 1 2 4) ;=> 7
(logior 9 3) ;=> 11
(logior) ;=> 0
(logior 1 "2") ;!! bad argument type: fixnump: "2"
(lsh 2 1) ;=> 4
(lsh 2 -1) ;=> 1
(lsh 40 2) ;=> 160
(lsh 16384 1) ;=> 32768
(lsh 1 31) ;=> -2147483648
(lsh 1 32) ;=> 1
(lsh 1 33) ;=> 2
(lsh -1 -1) ;=> 2147483647
(lsh -2147483648 -31) ;=> 1
(lsh 5) ;=> 5
(lsh) ;=> 0
(lsh 1.0 1) ;!! bad argument type: fixnump: 1.0
(boole 1 12 5) ;=> 4
(boole 6 6 5) ;=> 3
(boole 7 6 5) ;=> 7
(boole 8 6 5) ;=> -8
(boole 4 3 14) ;=> 12
(boole 2 12 5) ;=> 8
(boole 0 12 5) ;=> 0
(boole 15 12 5) ;=> -1
(boole 3 12 5) ;=> 12
(boole 5 12 5) ;=> 5
(boole 9 12 5) ;=> -10
(boole 10 12 5) ;=> -6
(boole 11 12 5) ;=> -2
(boole 12 12 5) ;=> -13
(boole 13 12 5) ;=> -9
(boole 14 12 5) ;=> -5
(boole 1 15 7 3) ;=> 3
(boole 6 1) ;=> 1
(boole 1 1.0 1) ;!! bad argument type: fixnump: 1.0
(boole 1) ;!! too few arguments
; comparison
(= 1 1) ;=> T
(= 1 1.0) ;=> T
(= 1 2) ;=> nil
(= 2 2 2) ;=> T
(= 2 2 3) ;=> nil
(= "me" "me") ;=> T
(= "me" "you") ;=> nil
(= 5) ;=> T
; decision: = and /= accept any values; non-numbers other than strings compare by identity
(= 'a 'a) ;=> T
(= nil nil) ;=> T
(/= 5) ;=> T
(= 1 "1") ;=> nil
(=) ;!! too few arguments
(/= 10 20) ;=> T
(/= "you" "you") ;=> nil
(/= 5.43 5.44) ;=> T
(/= 10 20 10 20 20) ;=> nil
(/= 10 20 10 20) ;=> T
(/= 1 1.0) ;=> nil
(< 1 2) ;=> T
(< 2 1) ;=> nil
(< 1 2 3) ;=> T
(< 1 3 2) ;=> nil
(< 1 1) ;=> nil
(< 1 1.5) ;=> T
(< "a" "b") ;=> T
(< "b" "a") ;=> nil
(< "Z" "a") ;=> T
(< 1 "a") ;!! bad argument type: numberp: "a"
(< "a" 1) ;!! bad argument type: stringp 1
(< 'a 1) ;!! bad argument type: numberp: A
(< 5) ;=> T
(> 2 1) ;=> T
(> 1 2) ;=> nil
(> 3 2 1) ;=> T
(> 3 1 2) ;=> nil
(> 2.5 2) ;=> T
(> "b" "a") ;=> T
(<= 1 1) ;=> T
(<= 1 2 2 3) ;=> T
(<= 2 1) ;=> nil
(<= "a" "a") ;=> T
(>= 2 2) ;=> T
(>= 3 2 2 1) ;=> T
(>= 1 2) ;=> nil
(>= 1.0 1) ;=> T
(> nil 1) ;!! bad argument type: numberp: nil
(minusp -1) ;=> T
(minusp -4.293) ;=> T
(minusp 830.2) ;=> nil
(minusp 0) ;=> nil
(minusp "1") ;!! bad argument type: numberp: "1"
(zerop 0) ;=> T
(zerop 0.0) ;=> T
(zerop 1e-20) ;=> nil
(zerop -0.0) ;=> T
(zerop nil) ;!! bad argument type: numberp: nil
; results printed through princ
(princ (/ 1 3.0)) ;=> 0.333333
;>> "0.333333"
(prin1 (* 1.0 2147483648.0)) ;=> 2.14748e+009
;>> "2.14748e+009"
(princ (sqrt 1e-10)) ;=> 1.0e-005
;>> "1.0e-005"
