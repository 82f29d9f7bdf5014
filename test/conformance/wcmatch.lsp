; wcmatch: AutoCAD wildcard patterns, case-sensitive.
(wcmatch "Name" "N*") ;=> T
(wcmatch "Name" "???,~*m*,N*") ;=> T
(wcmatch "Name" "n*") ;=> nil
(wcmatch "Name" "Name") ;=> T
(wcmatch "Name" "Nam") ;=> nil
(wcmatch "Name" "name") ;=> nil
(wcmatch "" "") ;=> T
(wcmatch "" "*") ;=> T
(wcmatch "a" "") ;=> nil
(wcmatch "anything" "*") ;=> T
(wcmatch "Name" "*e") ;=> T
(wcmatch "Name" "*m*") ;=> T
(wcmatch "Name" "*x*") ;=> nil
(wcmatch "Name" "N*e") ;=> T
(wcmatch "Name" "N**e") ;=> T
(wcmatch "Ne" "N*e") ;=> T
(wcmatch "Nex" "N*e") ;=> nil
(wcmatch "abcabc" "*bc*bc") ;=> T
(wcmatch "abcab" "*bc*bc") ;=> nil
(wcmatch "mississippi" "m*iss*ppi") ;=> T
(wcmatch "mississippi" "m*is*iss*x") ;=> nil
; ? any single character
(wcmatch "Name" "????") ;=> T
(wcmatch "Name" "???") ;=> nil
(wcmatch "Name" "?????") ;=> nil
(wcmatch "Name" "N?m?") ;=> T
(wcmatch "N" "?*") ;=> T
(wcmatch "" "?*") ;=> nil
; # digit
(wcmatch "A1" "A#") ;=> T
(wcmatch "AB" "A#") ;=> nil
(wcmatch "123" "###") ;=> T
(wcmatch "12a" "###") ;=> nil
(wcmatch "Layer7" "Layer#") ;=> T
(wcmatch "Layer10" "Layer#") ;=> nil
(wcmatch "Layer10" "Layer#*") ;=> T
; @ letter
(wcmatch "A1" "@#") ;=> T
(wcmatch "11" "@#") ;=> nil
(wcmatch "zZ" "@@") ;=> T
(wcmatch "_" "@") ;=> nil
; . non-alphanumeric
(wcmatch "-" ".") ;=> T
(wcmatch " " ".") ;=> T
(wcmatch "a" ".") ;=> nil
(wcmatch "5" ".") ;=> nil
(wcmatch "A-1" "@.#") ;=> T
(wcmatch "A_1" "@.#") ;=> T
(wcmatch "A11" "@.#") ;=> nil
; ~ negation (first character of an alternative)
(wcmatch "Name" "~N*") ;=> nil
(wcmatch "Name" "~X*") ;=> T
(wcmatch "Name" "~*m*") ;=> nil
(wcmatch "" "~*") ;=> nil
(wcmatch "a" "~") ;=> T
(wcmatch "" "~") ;=> nil
(wcmatch "a~b" "a~b") ;=> T
(wcmatch "Name" "X*,~Y*") ;=> T
(wcmatch "Yes" "X*,~Y*") ;=> nil
; [...] sets and ranges
(wcmatch "Name" "[ABN]*") ;=> T
(wcmatch "Name" "[AB]*") ;=> nil
(wcmatch "Name" "[~AB]*") ;=> T
(wcmatch "Name" "[~N]*") ;=> nil
(wcmatch "C" "[A-D]") ;=> T
(wcmatch "E" "[A-D]") ;=> nil
(wcmatch "c" "[A-D]") ;=> nil
(wcmatch "E" "[~A-D]") ;=> T
(wcmatch "B" "[~A-D]") ;=> nil
(wcmatch "5" "[0-9]") ;=> T
(wcmatch "x" "[a-cx-z]") ;=> T
(wcmatch "m" "[a-cx-z]") ;=> nil
(wcmatch "-" "[a-]") ;=> T
(wcmatch "-" "[-a]") ;=> T
(wcmatch "b" "[a-]") ;=> nil
(wcmatch "]" "[]]") ;=> T
(wcmatch "A1" "[A-Z][0-9]") ;=> T
(wcmatch "AA" "[A-Z][0-9]") ;=> nil
(wcmatch "LAYER-12" "LAYER-[0-9][0-9]") ;=> T
(wcmatch "D" "[D-A]") ;=> T
(wcmatch "[" "[") ;=> T
(wcmatch "[ab" "[ab") ;=> T
; , alternatives
(wcmatch "LINE" "LINE,ARC") ;=> T
(wcmatch "ARC" "LINE,ARC") ;=> T
(wcmatch "CIRCLE" "LINE,ARC") ;=> nil
(wcmatch "ARC" "LINE,*RC,CIRCLE") ;=> T
(wcmatch "" "a,") ;=> T
(wcmatch "" ",") ;=> T
(wcmatch "b" ",") ;=> nil
; back-quote escape
(wcmatch "*U2" "`*U2") ;=> T
(wcmatch "XU2" "`*U2") ;=> nil
(wcmatch "a,b" "a`,b") ;=> T
(wcmatch "a" "a`,b") ;=> nil
(wcmatch "#" "`#") ;=> T
(wcmatch "1" "`#") ;=> nil
(wcmatch "?" "`?") ;=> T
(wcmatch "x" "`?") ;=> nil
(wcmatch "~x" "`~x") ;=> T
(wcmatch "." "`.") ;=> T
(wcmatch "a" "`.") ;=> nil
(wcmatch "@" "`@") ;=> T
(wcmatch "[a]" "`[a`]") ;=> T
(wcmatch "`" "``") ;=> T
(wcmatch "*" "[`*]") ;=> T
; the usual *error* filter, after strcase
(wcmatch (strcase "Function cancelled" T) "*break,*cancel*,*exit*") ;=> T
(wcmatch (strcase "quit / exit abort" T) "*break,*cancel*,*exit*") ;=> T
(wcmatch (strcase "bad argument type: numberp: nil" T) "*break,*cancel*,*exit*") ;=> nil
(wcmatch (strcase "Pipe-100") "*PIPE*") ;=> T
; argument checks
(wcmatch 1 "a") ;!! bad argument type: stringp 1
(wcmatch "a" 1) ;!! bad argument type: stringp 1
(wcmatch nil "*") ;!! bad argument type: stringp nil
(wcmatch 'abc "ABC") ;!! bad argument type: stringp ABC
(wcmatch "a") ;!! too few arguments
(wcmatch "a" "a" "a") ;!! too many arguments
