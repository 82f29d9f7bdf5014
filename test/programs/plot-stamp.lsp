;; PLOTSTAMP — builds a plot-stamp string with DIESEL the way menu macros do: drawing name
;; without extension, upper-cased, the scale and the date; falls back when DIESEL reports an error.
(defun ps:diesel (expr / out)
  (setq out (menucmd (strcat "M=" expr)))
  (if (wcmatch out "*$(*,*$?*") nil out))

(defun c:plotstamp (/ base)
  (setq base (ps:diesel "$(upper,$(substr,$(getvar,dwgname),1,$(-,$(strlen,$(getvar,dwgname)),4)))"))
  (list base
        (ps:diesel "$(rtos,$(/,1,$(getvar,cannoscalevalue)),2,0)")
        (ps:diesel "$(edtime,0,YYYY-MO-DD)")
        (ps:diesel "$(getvar,nosuchvariable)")
        (ps:diesel "$(index,1,$(getvar,limmax))")))
(princ)
