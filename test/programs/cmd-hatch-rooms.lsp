;; HROOMS: hatches every closed room outline on A-AREA: the floor pattern by room name from the
;; room's label (a TEXT inside it on A-AREA-IDEN): WET rooms get ANSI37, the rest ANSI31 at the
;; drawing scale. Each hatch is made with -HATCH from an internal point (the label's position),
;; so the label is hatched around only if it is inside the outline. Hatches go to A-AREA-PATT
;; (HPLAYER), and the settings are put back.
(defun hrooms:label-in (pts / ss i)
  (setq ss (ssget "_WP" pts '((0 . "TEXT") (8 . "A-AREA-IDEN"))) i 0)
  (if ss (entget (ssname ss 0))))

(defun c:hrooms (/ old ss i pl pts lab pat n)
  (setq old (mapcar 'getvar '("CMDECHO" "OSMODE" "HPNAME" "HPSCALE" "HPANG" "HPLAYER")))
  (setvar "CMDECHO" 0)
  (setvar "OSMODE" 0)
  (command "_.-LAYER" "_M" "A-AREA-PATT" "_C" "8" "" "_S" "0" "")
  (setvar "HPLAYER" "A-AREA-PATT")
  (setq ss (ssget "X" '((0 . "LWPOLYLINE") (8 . "A-AREA") (70 . 1))) i 0 n 0)
  (if ss
    (while (< i (sslength ss))
      (setq pl (entget (ssname ss i))
            pts (mapcar 'cdr (vl-remove-if-not '(lambda (g) (= (car g) 10)) pl))
            lab (hrooms:label-in pts))
      (if lab
        (progn
          (setq pat (if (wcmatch (strcase (cdr (assoc 1 lab))) "*WC*,*BATH*,*WET*") "ANSI37" "ANSI31"))
          (command "_.-HATCH" "_P" pat 20 0 (cdr (assoc 10 lab)) "")
          (setq n (1+ n))))
      (setq i (1+ i))))
  (mapcar 'setvar '("CMDECHO" "OSMODE" "HPNAME" "HPSCALE" "HPANG" "HPLAYER") old)
  (princ (strcat "\n" (itoa n) " room(s) hatched."))
  (princ))
