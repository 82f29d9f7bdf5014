;; LWSET: remember the last text height and layer in the drawing with vlax-ldata, so the next
;; run (or the next session) picks them up; a second call reads what the first stored.
(vl-load-com)
(defun c:lwset (/ prev)
  (setq prev (vlax-ldata-get "LW_SETTINGS" "text" '(2.5 "0")))
  (vlax-ldata-put "LW_SETTINGS" "text" (list (* 2 (car prev)) "A-ANNO-TEXT"))
  (list prev (vlax-ldata-get "LW_SETTINGS" "text") (length (vlax-ldata-list "LW_SETTINGS"))))
