;; Keep a command's settings in the drawing: an XRECORD under a named dictionary in the named
;; object dictionary (dictadd/dictsearch/entmakex), the Lee Mac way; update it on a second run.
(defun get-dict (name / d)
  (if (setq d (dictsearch (namedobjdict) name))
    (cdr (assoc -1 d))
    (dictadd (namedobjdict) name (entmakex '((0 . "DICTIONARY") (100 . "AcDbDictionary"))))))

(defun save-settings (vals / dict old)
  (setq dict (get-dict "LW_SETTINGS"))
  (if (setq old (dictsearch dict "TAGTOOL")) (dictremove dict "TAGTOOL"))
  (dictadd dict "TAGTOOL"
           (entmakex (append '((0 . "XRECORD") (100 . "AcDbXrecord"))
                             (mapcar '(lambda (p) (cons (car p) (cdr p))) vals)))))

(defun load-settings (/ dict x)
  (if (and (setq dict (cdr (assoc -1 (dictsearch (namedobjdict) "LW_SETTINGS"))))
           (setq x (dictsearch dict "TAGTOOL")))
    (vl-remove-if '(lambda (p) (member (car p) '(-1 0 5 100 102 330 360))) x)))

(defun c:tagset (/ before after)
  (setq before (load-settings))
  (save-settings '((1 . "RM-") (70 . 101) (40 . 250.0)))
  (save-settings (subst '(70 . 102) '(70 . 101) (load-settings)))
  (setq after (load-settings))
  (princ (strcat "\nNext number: " (itoa (cdr (assoc 70 after)))))
  (princ)
  (list before after (length (vl-remove-if-not '(lambda (p) (= 3 (car p))) (dictsearch (namedobjdict) "LW_SETTINGS")))))
