;; Programmatic window, crossing, fence and window-polygon selections (no prompts), with
;; filters, and the counts per type.
(defun types (ss / i out)
  (setq i 0)
  (if ss (repeat (sslength ss) (setq out (cons (cdr (assoc 0 (entget (ssname ss i)))) out) i (1+ i))))
  (acad_strlsort out))

(defun c:winsel (/ w c f wp)
  (setq w (ssget "_W" '(-100 -100) '(9100 6100)))
  (setq c (ssget "_C" '(4900 2000) '(5200 2500) '((0 . "LINE"))))
  (setq f (ssget "_F" '((4000 1000) (6000 1000))))
  (setq wp (ssget "_WP" '((0 0) (9000 0) (9000 6000) (0 6000)) '((8 . "A-ANNO-TEXT"))))
  (princ (strcat "\nWindow " (itoa (if w (sslength w) 0))
                 ", crossing " (itoa (if c (sslength c) 0))
                 ", fence " (itoa (if f (sslength f) 0))
                 ", polygon " (itoa (if wp (sslength wp) 0))))
  (princ)
  (list (types c) (types f) (types wp)))
