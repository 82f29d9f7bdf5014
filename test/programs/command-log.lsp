;; CMDLOG — a command reactor that keeps a log of the commands a session runs, the way
;; office-standard loaders track usage. Old copies of the reactor are removed at load time so
;; reloading the file never doubles the callbacks.
(vl-load-com)
(foreach r (cdar (vlr-reactors :vlr-command-reactor))
  (if (= (vlr-data r) "CMDLOG") (vlr-remove r)))
(setq *cmdlog* nil)

(defun cmdlog:start (reactor params)
  (setq *cmdlog* (cons (list "start" (car params) (getvar 'clayer)) *cmdlog*)))
(defun cmdlog:end (reactor params)
  (setq *cmdlog* (cons (list "end" (car params) (getvar 'clayer)) *cmdlog*)))
(defun cmdlog:cancel (reactor params)
  (setq *cmdlog* (cons (list "cancel" (car params) (getvar 'clayer)) *cmdlog*)))

(setq *cmdlog-reactor*
  (vlr-command-reactor "CMDLOG"
    '((:vlr-commandWillStart . cmdlog:start)
      (:vlr-commandEnded . cmdlog:end)
      (:vlr-commandCancelled . cmdlog:cancel))))

(defun c:cmdlogtest ()
  (command "_.-LAYER" "_M" "E-POWR" "_C" "1" "" "")
  (command "_.ZOOM" "_E")
  (command "_.-LAYER" "_S")
  (command)
  (foreach e (reverse *cmdlog*)
    (princ (strcat "\n" (car e) " " (cadr e) " on " (caddr e))))
  (length *cmdlog*))
(princ "\nCMDLOG active.")
(princ)
