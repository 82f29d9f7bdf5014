;; TXTH: set the height of the selected texts (vlax-put Height), asking for the new height with
;; getdist; reports the old heights.
(vl-load-com)
(defun c:txth (/ ss h i o old)
  (if (and (setq ss (ssget '((0 . "TEXT,MTEXT"))))
           (progn (initget 6) (setq h (getdist "\nNew text height: "))))
    (progn
      (setq i 0)
      (repeat (sslength ss)
        (setq o (vlax-ename->vla-object (ssname ss i)) i (1+ i))
        (setq old (cons (vlax-get o 'Height) old))
        (vlax-put o 'Height h))
      (princ (strcat "\nChanged " (itoa (sslength ss)) " text(s) to " (rtos h 2 2)))
      (princ)
      (reverse old))
    (progn (princ "\nNothing changed.") (princ) nil)))
