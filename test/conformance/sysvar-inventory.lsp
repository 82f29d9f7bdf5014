; System variables by symbol and the full AutoCAD inventory (assets/sysvars/autocad-sysvars.json).
; Names may be quoted symbols as in AutoCAD; unknown names still answer nil.
(getvar 'osmode) ;=> 4133
(setvar 'cmdecho 0) ;=> 0
(getvar 'CmdEcho) ;=> 0
(getvar 'nosuchvar) ;=> nil
(getvar "NOSUCHVAR") ;=> nil
(getvar 5) ;!! bad argument type: stringp 5
(getvar nil) ;!! bad argument type: stringp nil
(setvar 7 1) ;!! bad argument type: stringp 7
; variables that real programs read at load time
(getvar "MODEMACRO") ;=> ""
(getvar "SECURELOAD") ;=> 1
(getvar "MAXSORT") ;=> 1000
(getvar "EXTNAMES") ;=> 1
(getvar "LOGFILEMODE") ;=> 0
(getvar "CTABLESTYLE") ;=> "Standard"
(getvar "CMLEADERSTYLE") ;=> "Standard"
(getvar "HPCOLOR") ;=> "."
(getvar "PRESELECTIONEFFECT") ;=> 0
(getvar "CANNOSCALE") ;=> "1:1"
(getvar "CANNOSCALEVALUE") ;=> 1.0
(getvar "ROAMABLEROOTPREFIX") ;=> "C:\\Lispwright\\roaming\\"
(type (getvar "TRUSTEDPATHS")) ;=> STR
(getvar "DIMZIN") ;=> 0
(getvar "GRIDUNIT") ;=> (0.5 0.5)
(getvar "3DOSMODE") ;=> 139
; read-only and range checks use setvar's one wording, with ERRNO 20 / 22
(setvar "CANNOSCALEVALUE" 2.0) ;!! AutoCAD variable setting rejected: "CANNOSCALEVALUE" 2.0
(getvar "ERRNO") ;=> 20
(setvar "SECURELOAD" 5) ;!! AutoCAD variable setting rejected: "SECURELOAD" 5
(getvar "ERRNO") ;=> 22
(setvar "SECURELOAD" "1") ;!! AutoCAD variable setting rejected: "SECURELOAD" "1"
(setvar 'secureload 0) ;=> 0
(getvar "SECURELOAD") ;=> 0
(setvar "MAXSORT" 200) ;=> 200
(getvar 'maxsort) ;=> 200
(setvar "MODEMACRO" "Lispwright") ;=> "Lispwright"
(getvar "MODEMACRO") ;=> "Lispwright"
(setvar "MODEMACRO" 1) ;!! AutoCAD variable setting rejected: "MODEMACRO" 1
(setvar "GRIDUNIT" '(10 10)) ;=> (10 10)
(getvar "GRIDUNIT") ;=> (10.0 10.0)
(setvar "ERRNO" 0) ;=> 0
(getvar "EXTMIN") ;=> (1.0e+020 1.0e+020 1.0e+020)
(getvar "EXTMAX") ;=> (-1.0e+020 -1.0e+020 -1.0e+020)
; acad-push-dbmod / acad-pop-dbmod keep bookkeeping changes from marking the drawing modified
(getvar "DBMOD") ;=> 4
(acad-push-dbmod) ;=> T
(entmake '((0 . "POINT") (10 0.0 0.0 0.0)))
(getvar "DBMOD") ;=> 5
(acad-pop-dbmod) ;=> T
(getvar "DBMOD") ;=> 4
(acad-pop-dbmod) ;=> T
(getvar "DBMOD") ;=> 4
