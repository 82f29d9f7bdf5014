;; BLIB: writes every named block of the drawing to C:/library/<name>.dwg with WBLOCK (replacing
;; older copies without asking: EXPERT 2), then purges the blocks nothing uses, and reports what
;; it wrote and what it purged.
(defun c:blib (/ old b names written purged)
  (setq old (mapcar 'getvar '("CMDECHO" "EXPERT")))
  (setvar "CMDECHO" 0)
  (setvar "EXPERT" 2)
  (while (setq b (tblnext "BLOCK" (not b)))
    (if (not (wcmatch (cdr (assoc 2 b)) "`**")) (setq names (cons (cdr (assoc 2 b)) names))))
  (foreach n (reverse names)
    (command "_.-WBLOCK" (strcat "C:/library/" n) n)
    (if (findfile (strcat "C:/library/" n ".dwg")) (setq written (cons n written))))
  (command "_.-PURGE" "_B" "*" "_N")
  (foreach n names (if (not (tblsearch "BLOCK" n)) (setq purged (cons n purged))))
  (mapcar 'setvar '("CMDECHO" "EXPERT") old)
  (princ (strcat "\nWritten: " (itoa (length written)) ", purged: " (itoa (length purged)) "."))
  (princ))
