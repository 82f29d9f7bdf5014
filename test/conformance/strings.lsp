; Strings: strcat strlen substr strcase ascii chr snvalid and the vl-string-* family.
; strcat
(strcat) ;=> ""
(strcat "a") ;=> "a"
(strcat "a" "b") ;=> "ab"
(strcat "con" "cat" "enate") ;=> "concatenate"
(strcat "" "" "") ;=> ""
(strcat "a" 1) ;!! bad argument type: stringp 1
(strcat 1 "a") ;!! bad argument type: stringp 1
(strcat "a" nil) ;!! bad argument type: stringp nil
(strcat "a" 'b) ;!! bad argument type: stringp B
(strcat "x" 1.5) ;!! bad argument type: stringp 1.5
(strcat "a" "b" "c" "d" "e" "f" "g") ;=> "abcdefg"
(strcat "line1\n" "line2") ;=> "line1\nline2"
(setq s "" i 0)
(while (< i 10000) (setq s (strcat s "ab") i (1+ i))) ;=> 10000
(strlen s) ;=> 20000
(substr s 19999) ;=> "ab"
; strlen
(strlen) ;=> 0
(strlen "") ;=> 0
(strlen "abc") ;=> 3
(strlen "abc" "de") ;=> 5
(strlen "a" "b" "c" "") ;=> 3
(strlen "tab\there") ;=> 8
(strlen 5) ;!! bad argument type: stringp 5
(strlen "a" nil) ;!! bad argument type: stringp nil
(strlen '("a")) ;!! bad argument type: stringp ("a")
; substr
(substr "Hello World" 1 5) ;=> "Hello"
(substr "Hello World" 7) ;=> "World"
(substr "abcde" 2) ;=> "bcde"
(substr "abcde" 2 1) ;=> "b"
(substr "abcde" 2 0) ;=> ""
(substr "abcde" 4 10) ;=> "de"
(substr "abcde" 5) ;=> "e"
(substr "abcde" 6) ;=> ""
(substr "abcde" 100 2) ;=> ""
(substr "" 1) ;=> ""
(substr "abcde" 1 nil) ;=> "abcde"
(substr "abcde" 0) ;!! bad argument value: positive 0
(substr "abcde" -1 2) ;!! bad argument value: positive -1
(substr "abcde" 1 -1) ;!! bad argument value: non-negative -1
(substr "abcde" 1.0) ;!! bad argument type: fixnump: 1.0
(substr "abcde" 1 2.0) ;!! bad argument type: fixnump: 2.0
(substr 'abc 1) ;!! bad argument type: stringp ABC
(substr "abc") ;!! too few arguments
(substr "abc" 1 1 1) ;!! too many arguments
; strcase
(strcase "Sample") ;=> "SAMPLE"
(strcase "Sample" T) ;=> "sample"
(strcase "Sample" nil) ;=> "SAMPLE"
(strcase "MiXeD 123 !?" 1) ;=> "mixed 123 !?"
(strcase "") ;=> ""
(strcase "already UPPER") ;=> "ALREADY UPPER"
(strcase 'abc) ;!! bad argument type: stringp ABC
(strcase 12) ;!! bad argument type: stringp 12
(strcase) ;!! too few arguments
; ascii
(ascii "A") ;=> 65
(ascii "a") ;=> 97
(ascii "BIG") ;=> 66
(ascii " ") ;=> 32
(ascii "\n") ;=> 10
(ascii "") ;=> 0
(ascii 65) ;!! bad argument type: stringp 65
(ascii nil) ;!! bad argument type: stringp nil
; chr
(chr 65) ;=> "A"
(chr 66) ;=> "B"
(chr 97) ;=> "a"
(chr 10) ;=> "\n"
(chr 34) ;=> "\""
(chr 92) ;=> "\\"
(chr 0) ;=> ""
(chr (ascii "z")) ;=> "z"
(chr 65.0) ;!! bad argument type: fixnump: 65.0
(chr "A") ;!! bad argument type: fixnump: "A"
(chr nil) ;!! bad argument type: fixnump: nil
; snvalid (EXTNAMES defaults to 1)
(snvalid "hocus-pocus") ;=> T
(snvalid "hocus pocus") ;=> T
(snvalid "hocus%pocus") ;=> T
(snvalid "Layer_1$") ;=> T
(snvalid "hocus|pocus") ;=> nil
(snvalid "hocus|pocus" 1) ;=> T
(snvalid "hocus|pocus" 0) ;=> nil
(snvalid "|hocus" 1) ;=> nil
(snvalid "hocus|" 1) ;=> nil
(snvalid "") ;=> nil
(snvalid "a<b") ;=> nil
(snvalid "a>b") ;=> nil
(snvalid "a/b") ;=> nil
(snvalid "a\\b") ;=> nil
(snvalid "a\"b") ;=> nil
(snvalid "a:b") ;=> nil
(snvalid "a;b") ;=> nil
(snvalid "a?b") ;=> nil
(snvalid "a*b") ;=> nil
(snvalid "a,b") ;=> nil
(snvalid "a=b") ;=> nil
(snvalid "a`b") ;=> nil
(snvalid "tab\there") ;=> nil
(snvalid 'layer) ;!! bad argument type: stringp LAYER
(snvalid "x" 1.0) ;!! bad argument type: fixnump: 1.0
; vl-string-elt
(vl-string-elt "May the Force be with you" 8) ;=> 70
(vl-string-elt "abc" 0) ;=> 97
(vl-string-elt "abc" 2) ;=> 99
(vl-string-elt "abc" 3) ;!! bad argument value: string position out of range 3
(vl-string-elt "abc" -1) ;!! bad argument value: string position out of range -1
(vl-string-elt "" 0) ;!! bad argument value: string position out of range 0
(vl-string-elt 'abc 0) ;!! bad argument type: stringp ABC
(vl-string-elt "abc" 1.0) ;!! bad argument type: fixnump: 1.0
; vl-string-left-trim / right-trim / trim
(vl-string-left-trim " \t\n" "\n\t STR ") ;=> "STR "
(vl-string-left-trim "12456789" "12463CPO is not R2D2") ;=> "3CPO is not R2D2"
(vl-string-left-trim " " "  there are no spaces here") ;=> "there are no spaces here"
(vl-string-left-trim "" "  x") ;=> "  x"
(vl-string-left-trim "x" "xxx") ;=> ""
(vl-string-right-trim " \t\n" " STR \n\t ") ;=> " STR"
(vl-string-right-trim "1356789" "3CPO is not R2D267891") ;=> "3CPO is not R2D2"
(vl-string-right-trim " " "There are no spaces here   ") ;=> "There are no spaces here"
(vl-string-right-trim "ab" "") ;=> ""
(vl-string-trim " \t\n" " \t\n STR \n\t ") ;=> "STR"
(vl-string-trim "this is junk" "this is junk Don't call this junk! this is junk") ;=> "Don't call this junk!"
(vl-string-trim " " "   Leave me alone   ") ;=> "Leave me alone"
(vl-string-trim "." "...") ;=> ""
(vl-string-trim " " 5) ;!! bad argument type: stringp 5
(vl-string-trim 32 " x ") ;!! bad argument type: stringp 32
(vl-string-left-trim nil "x") ;!! bad argument type: stringp nil
(vl-string-right-trim " " 'x) ;!! bad argument type: stringp X
; vl-string-mismatch
(vl-string-mismatch "VL-FUN" "VL-VAR") ;=> 3
(vl-string-mismatch "vl-fun" "avl-var") ;=> 0
(vl-string-mismatch "vl-fun" "avl-var" 0 1) ;=> 3
(vl-string-mismatch "VL-FUN" "Vl-vAR") ;=> 1
(vl-string-mismatch "VL-FUN" "Vl-vAR" 0 0 T) ;=> 3
(vl-string-mismatch "abc" "abc") ;=> 3
(vl-string-mismatch "" "abc") ;=> 0
(vl-string-mismatch "abc" "abd" nil nil) ;=> 2
(vl-string-mismatch "abc" "xbc" 1 1) ;=> 2
(vl-string-mismatch "abc" "abc" 5 0) ;=> 0
(vl-string-mismatch 1 "abc") ;!! bad argument type: stringp 1
(vl-string-mismatch "a" "b" 1.0) ;!! bad argument type: fixnump: 1.0
; vl-string-position
(vl-string-position (ascii "z") "azbdc") ;=> 1
(vl-string-position 122 "azbzc") ;=> 1
(vl-string-position (ascii "x") "azbzc") ;=> nil
(vl-string-position (ascii "z") "azbzlmnqc" nil T) ;=> 3
(vl-string-position 122 "azbzc" 2) ;=> 3
(vl-string-position 122 "azbzc" 4) ;=> nil
(vl-string-position 97 "") ;=> nil
(vl-string-position 97 "banana" 0 T) ;=> 5
(vl-string-position "z" "azbzc") ;!! bad argument type: fixnump: "z"
(vl-string-position 122 nil) ;!! bad argument type: stringp nil
; vl-string-search
(vl-string-search "foo" "pfooyey on you") ;=> 1
(vl-string-search "who" "pfooyey on you") ;=> nil
(vl-string-search "foo" "fooey-more-fooey" 1) ;=> 11
(vl-string-search "" "abc") ;=> 0
(vl-string-search "abc" "abc") ;=> 0
(vl-string-search "c" "abc" 3) ;=> nil
(vl-string-search "ab" "xxab" nil) ;=> 2
(vl-string-search "A" "abc") ;=> nil
(vl-string-search 'foo "foo") ;!! bad argument type: stringp FOO
(vl-string-search "a" "a" 1.5) ;!! bad argument type: fixnump: 1.5
; vl-string-subst
(vl-string-subst "Obi-wan" "Luke" "Luke, I am your father") ;=> "Obi-wan, I am your father"
(vl-string-subst "one" "two" "one two three two") ;=> "one one three two"
(vl-string-subst "X" "two" "one two three two" 5) ;=> "one two three X"
(vl-string-subst "x" "zz" "abc") ;=> "abc"
(vl-string-subst "" "b" "abc") ;=> "ac"
(vl-string-subst "B" "b" "abcb" 2) ;=> "abcB"
(vl-string-subst 1 "a" "a") ;!! bad argument type: stringp 1
(vl-string-subst "a" "b") ;!! too few arguments
; vl-string-translate
(vl-string-translate "abcABC" "123123" "A is for Apple") ;=> "1 is for 1pple"
(vl-string-translate "abc" "123" "A is for Apple") ;=> "A is for Apple"
(vl-string-translate "abc" "xyz" "cabbage") ;=> "zxyyxge"
(vl-string-translate "" "" "same") ;=> "same"
(vl-string-translate "a" "b" 1) ;!! bad argument type: stringp 1
; vl-string->list and vl-list->string
(vl-string->list "12") ;=> (49 50)
(vl-string->list "") ;=> nil
(vl-string->list "AB c") ;=> (65 66 32 99)
(vl-string->list 12) ;!! bad argument type: stringp 12
(vl-list->string nil) ;=> ""
(vl-list->string '(49 50)) ;=> "12"
(vl-list->string '(72 105 33)) ;=> "Hi!"
(vl-list->string (vl-string->list "round trip")) ;=> "round trip"
(vl-list->string '(65 "B")) ;!! bad argument type: fixnump: "B"
(vl-list->string '(65.0)) ;!! bad argument type: fixnump: 65.0
(vl-list->string "AB") ;!! bad argument type: listp "AB"
