;; UNITSGUARD — saves and restores the drafting variables with quoted symbol names, the idiom of
;; newer public libraries, and restores them from *error* when the command fails.
(setq *ug-vars* '(lunits luprec aunits auprec osmode cmdecho dimzin))

(defun ug:save () (mapcar '(lambda (v) (cons v (getvar v))) *ug-vars*))
(defun ug:restore (saved) (foreach p saved (setvar (car p) (cdr p))))

(defun c:metricreport (/ *error* saved out)
  (defun *error* (msg)
    (ug:restore saved)
    (princ (strcat "\nRestored after: " msg))
    (princ))
  (setq saved (ug:save))
  (mapcar 'setvar '(lunits luprec dimzin) '(2 2 8))
  (setq out (list (rtos 1250.5) (rtos 3.0) (rtos 0.125)))
  (princ (strcat "\nMetric: " (car out) " " (cadr out) " " (caddr out)))
  (ug:restore saved)
  (princ (strcat "\nBack to LUNITS " (itoa (getvar 'lunits)) ", " (rtos 3.0)))
  (setq saved (ug:save))
  (setvar 'luprec 1)
  (setvar 'lunits 99)
  out)
(princ)
