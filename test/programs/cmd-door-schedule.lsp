;; DOORS: places numbered door tags from a schedule. The tag block (a circle with NUMBER and
;; DTYPE attributes) is made once with -ATTDEF and -BLOCK if the drawing lacks it; each door is
;; a -INSERT answering the attribute prompts. ATTDIA is forced to 0 so the prompts come from the
;; script, ATTREQ to 1; both, CMDECHO, OSMODE and CLAYER are restored, and the whole batch is one
;; UNDO group. The schedule: (number type x y).
(defun doors:make-tag (/ c a1 a2)
  (command "_.CIRCLE" '(0 0) 250)
  (setq c (entlast))
  (command "_.-ATTDEF" "" "NUMBER" "Door number" "D00" "_MC" '(0 60) 120 0)
  (setq a1 (entlast))
  (command "_.-ATTDEF" "" "DTYPE" "Door type" "A" "_MC" '(0 -120) 90 0)
  (setq a2 (entlast))
  (command "_.-BLOCK" "DOORTAG" '(0 0) c a1 a2 ""))

(defun c:doors (/ old sched n)
  (setq old (mapcar 'getvar '("CMDECHO" "OSMODE" "CLAYER" "ATTDIA" "ATTREQ" "BLOCKCREATEMODE")))
  (setvar "CMDECHO" 0)
  (setvar "OSMODE" 0)
  (setvar "ATTDIA" 0)
  (setvar "ATTREQ" 1)
  (setvar "BLOCKCREATEMODE" 2)
  (command "_.UNDO" "_BE")
  (command "_.-LAYER" "_M" "A-DOOR-IDEN" "_C" "3" "" "")
  (if (not (tblsearch "BLOCK" "DOORTAG")) (doors:make-tag))
  (setq sched '(("D01" "A" 1000 0) ("D02" "B" 4000 0) ("D03" "A" 4000 3000) ("D04" "C" 1000 3000)))
  (setq n 0)
  (foreach d sched
    (command "_.-INSERT" "DOORTAG" (list (caddr d) (cadddr d)) 1 1 0 (car d) (cadr d))
    (setq n (1+ n)))
  (command "_.UNDO" "_E")
  (mapcar 'setvar '("CMDECHO" "OSMODE" "CLAYER" "ATTDIA" "ATTREQ" "BLOCKCREATEMODE") old)
  (princ (strcat "\n" (itoa n) " door tags placed."))
  (princ))
