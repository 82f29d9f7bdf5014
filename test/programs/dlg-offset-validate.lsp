;; RING — draw concentric circles around a centre, with the sizes typed in a dialog.
;; The edit boxes are validated in their actions ($reason 2: the box was left) and again on OK:
;; an invalid value shows a message in the error tile and the dialog stays open.
(setq ring:radius 10.0 ring:count 3 ring:step 2.5)

(defun ring:check (key val / n)
  (cond
    ((not (setq n (distof val))) (strcat "The " key " must be a number."))
    ((<= n 0) (strcat "The " key " must be positive."))
    ((and (= key "count") (or (/= n (fix n)) (> n 20))) "The count is a whole number up to 20.")))

(defun ring:field (key / msg)
  (if (setq msg (ring:check key (get_tile key)))
    (progn (set_tile "error" msg) (mode_tile key 2) nil)
    (progn (set_tile "error" "") t)))

(defun ring:accept ()
  (if (and (ring:field "radius") (ring:field "count") (ring:field "step"))
    (progn
      (setq ring:radius (distof (get_tile "radius"))
            ring:count (fix (distof (get_tile "count")))
            ring:step (distof (get_tile "step")))
      (done_dialog 1))))

(defun c:ring (/ dch cen i)
  (setq dch (load_dialog "ring.dcl"))
  (if (not (new_dialog "ring" dch)) (exit))
  (set_tile "radius" (rtos ring:radius 2 2))
  (set_tile "count" (itoa ring:count))
  (set_tile "step" (rtos ring:step 2 2))
  (foreach k '("radius" "count" "step")
    (action_tile k (strcat "(if (= $reason 2) (ring:field \"" k "\"))")))
  (action_tile "accept" "(ring:accept)")
  (if (= 1 (start_dialog))
    (progn
      (setq cen (getpoint "\nCentre: ") i 0)
      (repeat ring:count
        (entmake (list '(0 . "CIRCLE") (cons 10 cen) (cons 40 (+ ring:radius (* i ring:step)))))
        (setq i (1+ i)))
      (princ (strcat "\n" (itoa ring:count) " circle(s) drawn."))))
  (unload_dialog dch)
  (princ))
