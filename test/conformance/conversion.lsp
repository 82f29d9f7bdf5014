; Conversion: atof atoi itoa rtos distof angtos angtof cvunit read vl-princ-to-string vl-prin1-to-string.
; Sysvar defaults: LUNITS 2, LUPREC 4, AUNITS 0, AUPREC 0, DIMZIN 0, UNITMODE 0.
; atof
(atof "97.1") ;=> 97.1
(atof "3") ;=> 3.0
(atof "-0.5") ;=> -0.5
(atof ".5") ;=> 0.5
(atof "1e3") ;=> 1000.0
(atof "2.5E-2") ;=> 0.025
(atof "  42.5xyz") ;=> 42.5
(atof "2 7/8") ;=> 2.0
(atof "abc") ;=> 0.0
(atof "") ;=> 0.0
(atof "+7") ;=> 7.0
(atof 1) ;!! bad argument type: stringp 1
(atof nil) ;!! bad argument type: stringp nil
; atoi
(atoi "97") ;=> 97
(atoi "3") ;=> 3
(atoi "3.9") ;=> 3
(atoi "-17") ;=> -17
(atoi "+5") ;=> 5
(atoi "  12abc") ;=> 12
(atoi "abc") ;=> 0
(atoi "") ;=> 0
(atoi 3) ;!! bad argument type: stringp 3
; itoa
(itoa 33) ;=> "33"
(itoa -17) ;=> "-17"
(itoa 0) ;=> "0"
(itoa 2147483647) ;=> "2147483647"
(itoa (+ 2147483647 1)) ;=> "-2147483648"
(strcat "a" (itoa (+ 2147483647 1))) ;=> "a-2147483648"
(itoa 1.5) ;!! bad argument type: fixnump: 1.5
(itoa "1") ;!! bad argument type: fixnump: "1"
(itoa nil) ;!! bad argument type: fixnump: nil
; rtos, documented examples
(rtos 17.5 1 4) ;=> "1.7500E+01"
(rtos 17.5 2 2) ;=> "17.50"
(rtos 17.5 3 2) ;=> "1'-5.50\""
(rtos 17.5 4 2) ;=> "1'-5 1/2\""
(rtos 17.5 5 2) ;=> "17 1/2"
(rtos 8.6375 2 3) ;=> "8.637"
(rtos 6.8 2 3) ;=> "6.800"
(rtos 12 2 2) ;=> "12.00"
; rtos defaults come from LUNITS and LUPREC
(rtos 17.5) ;=> "17.5000"
(rtos pi) ;=> "3.1416"
(rtos 2) ;=> "2.0000"
(rtos 17.5 2) ;=> "17.5000"
; decimal
(rtos 0.5 2 2) ;=> "0.50"
(rtos -3.14159 2 2) ;=> "-3.14"
(rtos 2.7 2 0) ;=> "3"
(rtos 1.005 2 2) ;=> "1.00"
(rtos 1234567.891 2 2) ;=> "1234567.89"
(rtos pi 2 8) ;=> "3.14159265"
(rtos 0 2 3) ;=> "0.000"
(rtos 1e25 2 1) ;=> "10000000000000000905969664.0"
; scientific
(rtos 0.001234 1 2) ;=> "1.23E-03"
(rtos -17.46 1 1) ;=> "-1.7E+01"
(rtos 0 1 2) ;=> "0.00E+00"
(rtos 123456789.0 1 3) ;=> "1.235E+08"
(rtos 5 1 0) ;=> "5E+00"
; engineering (feet and decimal inches)
(rtos 5.5 3 2) ;=> "5.50\""
(rtos 12 3 2) ;=> "1'"
(rtos 24.3 3 1) ;=> "2'-0.3\""
(rtos 36.125 3 3) ;=> "3'-0.125\""
(rtos -17.5 3 2) ;=> "-1'-5.50\""
(rtos 11.999 3 2) ;=> "1'"
; architectural (feet, inches and fractions)
(rtos 0.5 4 2) ;=> "1/2\""
(rtos 4 4 2) ;=> "4\""
(rtos 12 4 2) ;=> "1'"
(rtos 12.5 4 2) ;=> "1'-0 1/2\""
(rtos 72 4 4) ;=> "6'"
(rtos 17.3125 4 4) ;=> "1'-5 5/16\""
(rtos 17.3125 4 2) ;=> "1'-5 1/4\""
(rtos 17.3125 4 0) ;=> "1'-5\""
(rtos 11.99 4 2) ;=> "1'"
(rtos -17.5 4 2) ;=> "-1'-5 1/2\""
(rtos 0 4 2) ;=> "0\""
; fractional
(rtos 0.5 5 2) ;=> "1/2"
(rtos 3 5 2) ;=> "3"
(rtos 2.875 5 3) ;=> "2 7/8"
(rtos 2.9 5 2) ;=> "3"
(rtos -2.25 5 4) ;=> "-2 1/4"
(rtos 0 5 2) ;=> "0"
; rtos argument checks
(rtos "17.5") ;!! bad argument type: numberp: "17.5"
(rtos nil) ;!! bad argument type: numberp: nil
(rtos 17.5 2.0 2) ;!! bad argument type: fixnump: 2.0
(rtos 17.5 2 2.0) ;!! bad argument type: fixnump: 2.0
(rtos 17.5 6 2) ;!! bad argument value: 6
(rtos 17.5 0 2) ;!! bad argument value: 0
(rtos 17.5 2 -1) ;!! bad argument value: -1
(rtos) ;!! too few arguments
(rtos 1 2 3 4) ;!! too many arguments
; distof, the inverse of rtos
(distof "17.50") ;=> 17.5
(distof "2 7/8") ;=> 2.875
(distof "7/8") ;=> 0.875
(distof "1.7500E+01" 1) ;=> 17.5
(distof "17.50" 2) ;=> 17.5
(distof "1'-5.50\"" 3) ;=> 17.5
(distof "1'-5 1/2\"" 4) ;=> 17.5
(distof "1'-5 1/2\"" 3) ;=> 17.5
(distof "1'5-1/2\"" 4) ;=> 17.5
(distof "17 1/2" 5) ;=> 17.5
(distof "17-1/2" 5) ;=> 17.5
(distof "1'" 4) ;=> 12.0
(distof "6\"" 4) ;=> 6.0
(distof "-1'-6\"" 4) ;=> -18.0
(distof "  42  ") ;=> 42.0
(distof (rtos 123.456 3 3) 3) ;=> 123.456
(distof (rtos 100.75 4 4) 4) ;=> 100.75
(distof "1'-5\"" 2) ;=> nil
(distof "abc") ;=> nil
(distof "") ;=> nil
(distof "1.2.3") ;=> nil
(distof "3/0") ;=> nil
(distof 17.5) ;!! bad argument type: stringp 17.5
(distof "1" 9) ;!! bad argument value: 9
; angtos
(angtos 0.785398 0 4) ;=> "45.0000"
(angtos -0.785398 0 4) ;=> "315.0000"
(angtos -0.785398 4) ;=> "S 45d E"
(angtos 0.436332 1 4) ;=> "25d0'0\""
(angtos 0.436332 2 5) ;=> "27.77776g"
(angtos 0.436332 3 3) ;=> "0.436r"
(angtos pi) ;=> "180"
(angtos (/ pi 2) 0 2) ;=> "90.00"
(angtos (* 2 pi) 0 2) ;=> "0.00"
(angtos 0 0 0) ;=> "0"
(angtos 1 0 3) ;=> "57.296"
(angtos 1 1 0) ;=> "57d"
(angtos 1 1 2) ;=> "57d18'"
(angtos 1 1 4) ;=> "57d17'45\""
(angtos 1 1 6) ;=> "57d17'44.81\""
(angtos (/ pi 2) 2 2) ;=> "100.00g"
(angtos pi 3 4) ;=> "3.1416r"
(angtos (/ pi 4) 4 0) ;=> "N 45d E"
(angtos (* 0.75 pi) 4 2) ;=> "N 45d0' W"
(angtos (* 1.25 pi) 4 4) ;=> "S 45d0'0\" W"
(angtos (/ pi 2) 4) ;=> "N"
(angtos pi 4) ;=> "W"
(angtos 0 4) ;=> "E"
(angtos (* 1.5 pi) 4) ;=> "S"
(angtos 0.5 5) ;=> nil
(angtos "1") ;!! bad argument type: numberp: "1"
(angtos 1 1.0) ;!! bad argument type: fixnump: 1.0
; angtof
(angtof "45.0000") ;=> 0.785398
(angtof "45") ;=> 0.785398
(angtof "180" 0) ;=> 3.14159
(angtof "-90") ;=> 4.71239
(angtof "45d0'0\"" 1) ;=> 0.785398
(angtof "25d30'" 1) ;=> 0.445059
(angtof "100" 2) ;=> 1.5708
(angtof "100g" 2) ;=> 1.5708
(angtof "1.5r" 3) ;=> 1.5
(angtof "1.5" 3) ;=> 1.5
(angtof "N 45d E" 4) ;=> 0.785398
(angtof "S 45d E" 4) ;=> 5.49779
(angtof "N45dW" 4) ;=> 2.35619
(angtof "S 30d W" 4) ;=> 4.18879
(angtof "N" 4) ;=> 1.5708
(angtof "W" 4) ;=> 3.14159
(angtof (angtos 1.234 1 8) 1) ;=> 1.234
(angtof "abc") ;=> nil
(angtof "") ;=> nil
(angtof "45" 7) ;=> nil
(angtof 45) ;!! bad argument type: stringp 45
; cvunit
(cvunit 1 "minute" "second") ;=> 60.0
(cvunit 1 "gallon" "furlong") ;=> nil
(cvunit 1.0 "inch" "cm") ;=> 2.54
(cvunit 1.0 "acre" "sq yard") ;=> 4840.0
(cvunit 1 "sq ft" "square inches") ;=> 144.0
(cvunit 2 "cu ft" "cubic inches") ;=> 3456.0
(cvunit 1 "ft^2" "in^2") ;=> 144.0
(cvunit 3 "feet" "inches") ;=> 36.0
(cvunit 1 "ft" "in") ;=> 12.0
(cvunit 1 "mile" "km") ;=> 1.60934
(cvunit 1 "km" "m") ;=> 1000.0
(cvunit 25.4 "mm" "inch") ;=> 1.0
(cvunit 1 "yard" "feet") ;=> 3.0
(cvunit 180 "degree" "radian") ;=> 3.14159
(cvunit 100 "grads" "degrees") ;=> 90.0
(cvunit 1 "circle" "degrees") ;=> 360.0
(cvunit 1 "hour" "minutes") ;=> 60.0
(cvunit 1 "day" "hours") ;=> 24.0
(cvunit 1 "kg" "pounds") ;=> 2.20462
(cvunit 16 "ounces" "pound") ;=> 1.0
(cvunit 1 "liter" "cc") ;=> 1000.0
(cvunit 1 "gallon" "liters") ;=> 3.78541
(cvunit 1 "hectare" "acres") ;=> 2.47105
(cvunit 100 "celsius" "fahrenheit") ;=> 212.0
(cvunit 32 "fahrenheit" "celsius") ;=> 0.0
(cvunit 0 "celsius" "kelvin") ;=> 273.15
(cvunit 60 "mph" "km/h") ;=> 96.5606
(cvunit 1 "INCH" "Centimeter") ;=> 2.54
(cvunit '(1 2.5) "ft" "in") ;=> (12.0 30.0)
(cvunit '(1.0 2.0 3.0) "m" "mm") ;=> (1000.0 2000.0 3000.0)
(cvunit 1 "inch" "second") ;=> nil
(cvunit 1 "furlong" "nonsense") ;=> nil
(cvunit 1 "radian" "meter") ;=> nil
(cvunit "1" "inch" "cm") ;!! bad argument type: numberp: "1"
(cvunit 1 'inch "cm") ;!! bad argument type: stringp INCH
(cvunit 1 "inch") ;!! too few arguments
; read
(read "hello") ;=> HELLO
(read "hello there") ;=> HELLO
(read "(1 2 3)") ;=> (1 2 3)
(read "(a . b)") ;=> (A . B)
(read "\"string\"") ;=> "string"
(read "12") ;=> 12
(read "1.5") ;=> 1.5
(read "2147483648") ;=> 2.14748e+009
(read "'x") ;=> (QUOTE X)
(read "") ;=> nil
(read) ;=> nil
(read "  ; just a comment\n 7") ;=> 7
(eval (read "(+ 1 2)")) ;=> 3
(read "(1 2") ;!! malformed list on input
(read 12) ;!! bad argument type: stringp 12
; vl-princ-to-string / vl-prin1-to-string
(vl-princ-to-string "abc") ;=> "abc"
(vl-prin1-to-string "abc") ;=> "\"abc\""
(vl-princ-to-string 1.5) ;=> "1.5"
(vl-prin1-to-string 'sym) ;=> "SYM"
(vl-princ-to-string '(1 "a" b)) ;=> "(1 a B)"
(vl-prin1-to-string '(1 "a" b)) ;=> "(1 \"a\" B)"
(vl-prin1-to-string "a\\b") ;=> "\"a\\\\b\""
(vl-princ-to-string nil) ;=> "nil"
(vl-prin1-to-string 100000000.0) ;=> "1.0e+008"
(vl-princ-to-string) ;!! too few arguments
