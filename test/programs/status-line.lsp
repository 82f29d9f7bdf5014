;; STATUSLINE — the MODEMACRO status-line trick: the current layer, text style and the date on
;; the status bar, set at load time, with a command that shows the same text in the history.
(setvar "MODEMACRO" "L:$(getvar,clayer) | S:$(getvar,textstyle) | $(edtime,0,DD/MO/YY) | $(if,$(=,$(getvar,tilemode),1),MODEL,PAPER)")
(defun c:showstatus (/ line)
  (setq line (menucmd (strcat "M=" (getvar "MODEMACRO"))))
  (princ (strcat "\n" line))
  (setvar "CLAYER" "0")
  (setvar "CTAB" "Layout1")
  (menucmd (strcat "M=" (getvar "MODEMACRO"))))
(princ)
