; SETVAR and -OSNAP on the command line.
(command "_.SETVAR" "OSMODE" 7) ;=> nil
;>> "SETVAR Enter variable name or [?]: OSMODE\nEnter new value for OSMODE <4133>: 7\nCommand: "
(getvar "OSMODE") ;=> 7
(setvar "CMDECHO" 0) ;=> 0
(progn (command "_.SETVAR" "TEXTSIZE" "0.35") (command "_.SETVAR" "CLAYER" "0") (command "_.SETVAR" "LIMMAX" '(100 50)) (list (getvar "TEXTSIZE") (getvar "CLAYER") (getvar "LIMMAX"))) ;=> (0.35 "0" (100.0 50.0))
; Enter keeps the value; the last name is the next default
(progn (command "_.SETVAR" "OSMODE" "") (command "_.SETVAR" "" 3) (getvar "OSMODE")) ;=> 3
; read-only and unknown variables
(progn (setvar "CMDECHO" 1) (command "_.SETVAR" "CMDACTIVE") (setvar "CMDECHO" 0)) ;=> 0
;>> "SETVAR Enter variable name or [?] <OSMODE>: CMDACTIVE\nCMDACTIVE = 1 (read only)\nCommand: "
(command "_.SETVAR" "NOSUCHVAR") ;=> nil
;>> "Unknown variable name.  Type SETVAR ? for a list of variables.\n"
; an out-of-range value is refused and asked again
(progn (command "_.SETVAR" "OSMODE" 99999 5) (getvar "OSMODE")) ;=> 5
;>> "Value out of range.\n"
; transparent inside another command
(progn (command "_.LINE" '(0 0) "'SETVAR" "OSMODE" 0 '(1 1) "") (list (getvar "OSMODE") (cdr (assoc 11 (entget (entlast)))))) ;=> (0 (1.0 1.0 0.0))
; -OSNAP: mode names, NONe, OFF (suspended: bit 16384)
(progn (command "_.-OSNAP" "end,mid,cen") (getvar "OSMODE")) ;=> 7
(progn (setvar "CMDECHO" 1) (command "_.-OSNAP" "_int,_nea") (setvar "CMDECHO" 0) (getvar "OSMODE")) ;=> 544
;>> "-OSNAP Current osnap modes: End,Mid,Cen\nEnter list of object snap modes: _int,_nea\nCommand: "
(progn (command "_.-OSNAP" "off") (getvar "OSMODE")) ;=> 16928
(progn (command "_.-OSNAP" "_none") (getvar "OSMODE")) ;=> 0
