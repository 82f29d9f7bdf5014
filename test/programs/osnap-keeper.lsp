;; OSNAP keeper — a system-variable reactor that notices when a routine leaves running object
;; snaps off and reports it, plus a command that uses symbol sysvar names as modern code does.
(vl-load-com)
(setq *osk-changes* nil)
(defun osk:changed (reactor params)
  (if (= (car params) "OSMODE")
    (setq *osk-changes* (cons (list (getvar 'osmode) (cadr params)) *osk-changes*))))
(if (not *osk-reactor*)
  (setq *osk-reactor* (vlr-sysvar-reactor nil '((:vlr-sysVarChanged . osk:changed)))))

(defun c:offsnaps (/ saved)
  (setq saved (mapcar 'getvar '(osmode cmdecho orthomode)))
  (mapcar 'setvar '(osmode cmdecho orthomode) '(0 0 1))
  (princ (strcat "\nSnaps off, ortho " (itoa (getvar 'orthomode))))
  (mapcar 'setvar '(osmode cmdecho orthomode) saved)
  (vl-catch-all-apply 'setvar (list 'osmode 99999))
  (princ (strcat "\nOSMODE back to " (itoa (getvar 'osmode))))
  (reverse *osk-changes*))
(princ)
