;;; ROOMREPORT: totals the room areas listed in rooms.csv (name,area per line)
;;; and writes the totals to report.txt. Enter at the prompt includes every room.

(defun rr:split (line / pos)
  (if (setq pos (vl-string-search "," line))
    (list (substr line 1 pos) (substr line (+ pos 2)))
    (list line "0")))

(defun c:roomreport (/ min-area path f line area total count out)
  (initget 6)                           ; no zero, no negative; Enter allowed
  (setq min-area (getreal "\nSmallest area to include <all>: "))
  (if (null min-area) (setq min-area 0.0))
  (if (null (setq path (findfile "rooms.csv")))
    (princ "\nrooms.csv not found.")
    (progn
      (setq f (open path "r") total 0.0 count 0)
      (while (setq line (read-line f))
        (setq area (atof (cadr (rr:split line))))
        (if (>= area min-area)
          (setq total (+ total area) count (1+ count))))
      (close f)
      (setq out (open "report.txt" "w"))
      (write-line (strcat "Rooms: " (itoa count)) out)
      (write-line (strcat "Total area: " (rtos total 2 2)) out)
      (close out)
      (princ (strcat "\n" (itoa count) " rooms, " (rtos total 2 2) " m2."))))
  (princ))
