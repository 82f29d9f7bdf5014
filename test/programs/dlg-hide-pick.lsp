;; MARK — put a circled mark at a point picked in the drawing. The dialog hides itself to let
;; the drafter pick (done_dialog 2), then comes back where it was with the picked point shown,
;; as Autodesk's "hiding a dialog box" example does.
(defun c:mark (/ dch pt r rad pos what)
  (setq dch (load_dialog "mark.dcl") r 2 rad "1.5" what "Pick a point")
  (while (> r 1)
    (new_dialog "mark" dch "" (if pos pos '(-1 -1)))
    (set_tile "rad" rad)
    (set_tile "where" (if pt (strcat "At " (rtos (car pt) 2 2) "," (rtos (cadr pt) 2 2)) what))
    (mode_tile "accept" (if pt 0 1))
    (action_tile "pick" "(setq rad (get_tile \"rad\") pos (done_dialog 2))")
    (action_tile "accept" "(setq rad (get_tile \"rad\")) (done_dialog 1)")
    (setq r (start_dialog))
    (if (= r 2) (setq pt (getpoint "\nPick the mark point: "))))
  (unload_dialog dch)
  (if (and (= r 1) pt)
    (progn
      (entmake (list '(0 . "CIRCLE") (cons 10 pt) (cons 40 (atof rad))))
      (entmake (list '(0 . "POINT") (cons 10 pt)))
      (princ "\nMark placed.")))
  (princ))
