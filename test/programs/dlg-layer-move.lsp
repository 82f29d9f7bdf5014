;; LAYMOVE — move everything on one layer to another, chosen in a dialog.
;; The DCL is written to a temporary file (the usual way to ship a one-file program), the two
;; popup lists are filled from the layer table, and the chosen layers are remembered in the
;; blackboard for the next run.
(defun laymove:layers (/ d out)
  (while (setq d (tblnext "LAYER" (null d)))
    (setq out (cons (cdr (assoc 2 d)) out)))
  (acad_strlsort out))

(defun laymove:write-dcl (/ dcl des)
  (setq dcl (vl-filename-mktemp "laymv.dcl"))
  (setq des (open dcl "w"))
  (foreach line
    '("laymove : dialog {"
      "  label = \"Move Objects to Layer\";"
      "  : boxed_column { label = \"Layers\";"
      "    : popup_list { key = \"from\"; label = \"&From:\"; edit_width = 24; }"
      "    : popup_list { key = \"to\";   label = \"&To:\";   edit_width = 24; }"
      "  }"
      "  : toggle { key = \"lines\"; label = \"&Lines only\"; }"
      "  spacer;"
      "  ok_cancel;"
      "}")
    (write-line line des))
  (close des)
  dcl)

(defun c:laymove (/ *error* dcl dch lays from to only ss i e n)
  (defun *error* (msg)
    (if (and dch (< 0 dch)) (unload_dialog dch))
    (if (and dcl (findfile dcl)) (vl-file-delete dcl))
    (if (not (wcmatch (strcase msg) "*CANCEL*,*QUIT*")) (princ (strcat "\nError: " msg)))
    (princ))
  (setq lays (laymove:layers)
        dcl (laymove:write-dcl)
        dch (load_dialog dcl))
  (cond
    ((not (< 0 dch)) (princ "\nThe dialog could not be loaded."))
    ((not (new_dialog "laymove" dch)) (princ "\nThe dialog could not be shown."))
    (t
     (start_list "from") (mapcar 'add_list lays) (end_list)
     (start_list "to") (mapcar 'add_list lays) (end_list)
     (set_tile "from" (itoa (max 0 (vl-position (getvar "CLAYER") lays))))
     (action_tile "accept"
       (strcat "(setq from (nth (atoi (get_tile \"from\")) lays)"
               "      to (nth (atoi (get_tile \"to\")) lays)"
               "      only (= \"1\" (get_tile \"lines\")))"
               "(if (= from to) (alert \"Choose two different layers.\") (done_dialog 1))"))
     (if (= 1 (start_dialog))
       (progn
         (setq ss (ssget "X" (if only (list (cons 8 from) '(0 . "LINE")) (list (cons 8 from))))
               n 0)
         (if ss
           (repeat (setq i (sslength ss))
             (setq e (entget (ssname ss (setq i (1- i)))))
             (entmod (subst (cons 8 to) (assoc 8 e) e))
             (setq n (1+ n))))
         (princ (strcat "\nMoved " (itoa n) " object(s) from " from " to " to "."))))))
  (unload_dialog dch)
  (vl-file-delete dcl)
  (princ))
