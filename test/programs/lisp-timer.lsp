;; LISPTIMER — a lisp reactor that times every AutoLISP command typed at the command line
;; (:vlr-lispWillStart / :vlr-lispEnded), a favourite for profiling office tools.
(vl-load-com)
(setq *lt-start* nil *lt-log* nil)
(defun lt:start (r p) (setq *lt-start* (getvar "MILLISECS") *lt-expr* (car p)))
(defun lt:end (r p)
  (setq *lt-log* (cons (list *lt-expr* (- (getvar "MILLISECS") *lt-start*)) *lt-log*)))
(vlr-lisp-reactor "timer" '((:vlr-lispWillStart . lt:start) (:vlr-lispEnded . lt:end)))

(defun c:busy (/ i s)
  (setq i 0 s 0)
  (repeat 20000 (setq s (+ s i) i (1+ i)))
  s)
(princ)
