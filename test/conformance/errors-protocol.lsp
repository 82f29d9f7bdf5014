; The *error* protocol: the handler sees the message, runs before bindings unwind.
(setq log nil)
(defun *error* (msg) (setq log msg)) ;=> *ERROR*
(/ 5 0) ;!! divide by zero
log ;=> "divide by zero"
(defun inner (/ localv) (setq localv "seen") (+ "x" 1)) ;=> INNER
(defun *error* (msg) (setq log msg seenlocal localv)) ;=> *ERROR*
(inner) ;!! bad argument type: numberp: "x"
log ;=> "bad argument type: numberp: \"x\""
seenlocal ;=> "seen"
localv ;=> nil
(exit) ;!! quit / exit abort
log ;=> "quit / exit abort"
(setq *error* nil)
(vl-catch-all-apply '/ '(1 0)) ;=> #<%catch-all-apply-error%>
