;; NOTE — place a note: its text, height and justification come from a dialog with a radio
;; row (one action on the cluster reads the chosen button's key) and a popup of text styles.
(setq note:just "left" note:height 2.5)

(defun note:styles (/ d out)
  (while (setq d (tblnext "STYLE" (null d))) (setq out (cons (cdr (assoc 2 d)) out)))
  (reverse out))

(defun c:note (/ dcl des dch styles text style pt h j72)
  (setq dcl (vl-filename-mktemp nil nil ".dcl") des (open dcl "w"))
  (write-line
    (strcat "note : dialog { label = \"Place Note\";"
            ": edit_box { key = \"text\"; label = \"Text:\"; edit_width = 30; }"
            ": row { : edit_box { key = \"height\"; label = \"Height:\"; edit_width = 6; fixed_width = true; }"
            "        : popup_list { key = \"style\"; label = \"Style:\"; edit_width = 12; } }"
            ": boxed_radio_row { key = \"just\"; label = \"Justification\";"
            "  : radio_button { key = \"left\"; label = \"Left\"; }"
            "  : radio_button { key = \"center\"; label = \"Center\"; }"
            "  : radio_button { key = \"right\"; label = \"Right\"; } }"
            "ok_cancel; }")
    des)
  (close des)
  (setq dch (load_dialog dcl) styles (note:styles))
  (new_dialog "note" dch)
  (start_list "style") (mapcar 'add_list styles) (end_list)
  (set_tile "just" note:just)
  (set_tile "height" (rtos note:height 2 2))
  (action_tile "just" "(setq note:just $value)")
  (action_tile "accept"
    "(setq text (get_tile \"text\") h (distof (get_tile \"height\")) style (nth (atoi (get_tile \"style\")) styles)) (done_dialog 1)")
  (if (and (= 1 (start_dialog)) (/= text "") h)
    (progn
      (setq note:height h
            pt (getpoint "\nInsertion point: ")
            j72 (cdr (assoc note:just '(("left" . 0) ("center" . 1) ("right" . 2)))))
      (entmake (append (list '(0 . "TEXT") (cons 10 pt) (cons 40 h) (cons 1 text) (cons 7 style) (cons 72 j72))
                       (if (/= j72 0) (list (cons 11 pt)))))
      (princ (strcat "\nNote placed, justified " note:just "."))))
  (unload_dialog dch)
  (vl-file-delete dcl)
  (princ))
