;; Write a CSV of every TEXT and MTEXT: handle, layer, insertion point, height, value
;; (commas in values quoted). Then read it back and count the lines.
(defun csv-field (s)
  (if (vl-string-search "," s)
    (strcat "\"" (vl-string-subst "\"\"" "\"" s) "\"")
    s))

(defun c:txtcsv (/ ss i ed f fn p line cnt)
  (setq fn "text-report.csv" ss (ssget "X" '((0 . "TEXT,MTEXT"))) i 0)
  (if (setq f (open fn "w"))
    (progn
      (write-line "Handle,Layer,X,Y,Height,Value" f)
      (while (< i (sslength ss))
        (setq ed (entget (ssname ss i)) p (cdr (assoc 10 ed)))
        (write-line
          (strcat (cdr (assoc 5 ed)) "," (cdr (assoc 8 ed)) ","
                  (rtos (car p) 2 2) "," (rtos (cadr p) 2 2) ","
                  (rtos (cdr (assoc 40 ed)) 2 2) "," (csv-field (cdr (assoc 1 ed))))
          f)
        (setq i (1+ i)))
      (close f)))
  (setq f (open fn "r") cnt 0)
  (while (setq line (read-line f)) (setq cnt (1+ cnt)))
  (close f)
  (princ (strcat "\nWrote " (itoa (1- cnt)) " record(s) to " fn))
  (princ)
  cnt)
