;; LAYFRZ — freeze the layers picked in a list box that allows several selections. The list
;; shows each layer with its state; "All" and "None" buttons change the selection; the current
;; layer cannot be frozen, so it is left out of the list.
(defun layfrz:rows (/ d out)
  (while (setq d (tblnext "LAYER" (null d)))
    (if (and (/= (cdr (assoc 2 d)) (getvar "CLAYER")) (zerop (logand 1 (cdr (assoc 70 d)))))
      (setq out (cons (cdr (assoc 2 d)) out))))
  (acad_strlsort out))

(defun layfrz:indexes (str / out i)
  (while (setq i (read str))
    (setq out (cons i out)
          str (substr str (+ 2 (strlen (itoa i))))))
  (reverse out))

(defun layfrz:all (n / i s)
  (setq i 0 s "")
  (repeat n (setq s (strcat s (if (= s "") "" " ") (itoa i)) i (1+ i)))
  s)

(defun c:layfrz (/ dch names picked r d)
  (setq names (layfrz:rows) dch (load_dialog "layfrz.dcl"))
  (if (not (new_dialog "layfrz" dch)) (exit))
  (start_list "layers") (mapcar 'add_list names) (end_list)
  (set_tile "count" (strcat (itoa (length names)) " layers can be frozen"))
  (action_tile "all" "(set_tile \"layers\" (layfrz:all (length names)))")
  (action_tile "none" "(set_tile \"layers\" \"\")")
  (action_tile "accept" "(setq picked (layfrz:indexes (get_tile \"layers\"))) (done_dialog 1)")
  (setq r (start_dialog))
  (unload_dialog dch)
  (if (and (= r 1) picked)
    (progn
      (foreach i picked
        (setq d (entget (tblobjname "LAYER" (nth i names))))
        (entmod (subst (cons 70 (logior 1 (cdr (assoc 70 d)))) (assoc 70 d) d)))
      (princ (strcat "\nFroze " (itoa (length picked)) " layer(s)."))))
  (princ))
