;; DATESTAMP — the classic load-time banner plus a plot stamp placed on every layout.
;; The banner reads the date through DIESEL, as many public tools do at load time.
(vl-load-com)
(setq *ds-version* "2.3")
(princ (strcat "\nDateStamp " *ds-version* " loaded " (menucmd "M=$(edtime,0,DD-MON-YYYY)") ". Type DATESTAMP."))

(defun ds:stamp-text (layout / txt)
  (setq txt (strcat (menucmd "M=$(edtime,$(getvar,date),YYYY.MO.DD HH:MM)")
                    "  " (getvar 'dwgname) "  " layout))
  (entmake (list '(0 . "TEXT") '(8 . "PLOTSTAMP") (cons 410 layout) '(10 0.5 0.25 0.0) '(40 . 0.1) (cons 1 txt)))
  txt)

(defun c:datestamp (/ oldtab n)
  (setq oldtab (getvar 'ctab) n 0)
  (foreach lay (layoutlist)
    (setvar 'ctab lay)
    (ds:stamp-text lay)
    (setq n (1+ n)))
  (setvar 'ctab oldtab)
  (princ (strcat "\nStamped " (itoa n) " layout(s)."))
  (princ))
(princ)
