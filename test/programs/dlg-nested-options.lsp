;; GRIDPTS — place a grid of POINT entities. The main dialog asks for the grid size; its
;; "Options..." button opens a second dialog (nested, from the button's action) for the spacing
;; and whether to label each point. Cancel in the options dialog keeps the previous options.
(setq gp:dx 5.0 gp:dy 5.0 gp:label "0")

(defun gp:options (/ r)
  (if (new_dialog "gridopt" gp:dch)
    (progn
      (set_tile "dx" (rtos gp:dx 2 2))
      (set_tile "dy" (rtos gp:dy 2 2))
      (set_tile "label" gp:label)
      (action_tile "accept"
        "(setq gp:dx (distof (get_tile \"dx\")) gp:dy (distof (get_tile \"dy\")) gp:label (get_tile \"label\")) (done_dialog 1)")
      (setq r (start_dialog))
      (set_tile "summary" (strcat "Spacing " (rtos gp:dx 2 1) " x " (rtos gp:dy 2 1) (if (= gp:label "1") ", labelled" "")))
      r)))

(defun c:gridpts (/ cols rows x y n)
  (setq gp:dch (load_dialog "gridpts.dcl"))
  (new_dialog "gridpts" gp:dch)
  (set_tile "cols" "3")
  (set_tile "rows" "2")
  (action_tile "options" "(gp:options)")
  (action_tile "accept" "(setq cols (atoi (get_tile \"cols\")) rows (atoi (get_tile \"rows\"))) (done_dialog 1)")
  (if (= 1 (start_dialog))
    (progn
      (setq n 0 y 0)
      (repeat rows
        (setq x 0)
        (repeat cols
          (entmake (list '(0 . "POINT") (list 10 (* x gp:dx) (* y gp:dy) 0.0)))
          (if (= gp:label "1")
            (entmake (list '(0 . "TEXT") (list 10 (* x gp:dx) (* y gp:dy) 0.0) '(40 . 0.5) (cons 1 (itoa (setq n (1+ n)))))))
          (setq x (1+ x)))
        (setq y (1+ y)))
      (princ (strcat "\n" (itoa (* cols rows)) " points placed."))))
  (unload_dialog gp:dch)
  (princ))
