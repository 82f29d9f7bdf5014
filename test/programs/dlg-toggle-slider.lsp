;; SPOKES — draw a wheel of spokes. A toggle turns the rim on and enables its group (mode_tile on
;; the cluster key disables everything inside it); a slider sets the number of spokes and its
;; action shows the value while it moves ($reason 3) and when it is let go.
(defun spokes:rim (on)
  (mode_tile "rimgroup" (if (= on "1") 0 1)))

(defun c:spokes (/ dch n rim rimr len a i)
  (setq dch (load_dialog "spokes.dcl"))
  (new_dialog "spokes" dch)
  (set_tile "n" "8")
  (set_tile "shown" "8 spokes")
  (spokes:rim (get_tile "rim"))
  (action_tile "n" "(set_tile \"shown\" (strcat $value \" spokes\"))")
  (action_tile "rim" "(spokes:rim $value)")
  (action_tile "accept"
    "(setq n (atoi (get_tile \"n\")) rim (get_tile \"rim\") rimr (atof (get_tile \"rimr\")) len (atof (get_tile \"len\"))) (done_dialog 1)")
  (if (= 1 (start_dialog))
    (progn
      (setq a (/ (* 2 pi) n) i 0)
      (repeat n
        (entmake (list '(0 . "LINE") '(10 0.0 0.0 0.0) (list 11 (* len (cos (* i a))) (* len (sin (* i a))) 0.0)))
        (setq i (1+ i)))
      (if (= rim "1") (entmake (list '(0 . "CIRCLE") '(10 0.0 0.0 0.0) (cons 40 rimr))))
      (princ (strcat "\n" (itoa n) " spokes" (if (= rim "1") " and a rim" "") "."))))
  (unload_dialog dch)
  (princ))
