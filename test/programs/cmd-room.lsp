;; ROOM: picks the room's corners (PLINE with an arc bay on the last wall), closes it on the
;; A-AREA layer, then asks AREA for the closed outline and writes the result as a room label
;; (MTEXT at the room's centre of its bounding box), in square metres.
(defun c:room (/ oldecho oldsnap p1 p2 p3 p4 pl mid)
  (setq oldecho (getvar "CMDECHO") oldsnap (getvar "OSMODE"))
  (setvar "CMDECHO" 0)
  (setvar "OSMODE" 0)
  (command "_.-LAYER" "_M" "A-AREA" "_C" "4" "" "")
  (setq p1 (getpoint "\nFirst corner: "))
  (setq p2 (getpoint p1 "\nNext corner: "))
  (setq p3 (getpoint p2 "\nNext corner: "))
  (setq p4 (getpoint p3 "\nLast corner: "))
  ;; walls p1-p2-p3-p4, a bay window bulging out between p4 and p1
  (command "_.PLINE" p1 "_W" 0 0 p2 p3 p4 "_A" "_S"
           (list (- (car p1) 1000.0) (/ (+ (cadr p1) (cadr p4)) 2.0))
           p1 "_CL")
  (setq pl (entlast))
  (command "_.AREA" "_O" pl)
  (setq mid (list (/ (+ (car p1) (car p3)) 2.0) (/ (+ (cadr p1) (cadr p3)) 2.0)))
  (command "_.-MTEXT" mid "_J" "_MC" "_H" 250 "_W" 3000
           (strcat "ROOM " (rtos (/ (getvar "AREA") 1e6) 2 2) " m2") "")
  (setvar "CMDECHO" oldecho)
  (setvar "OSMODE" oldsnap)
  (princ (strcat "\nRoom area: " (rtos (/ (getvar "AREA") 1e6) 2 2) " m2, perimeter " (rtos (getvar "PERIMETER") 2 0) " mm"))
  (princ))
