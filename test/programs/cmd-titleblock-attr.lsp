;; TBATT: an attributed title block. The first time, the block TB-A3 is built from a border,
;; a title strip and five attribute definitions (TITLE, DWGNO, REV, SCALE, DATE), with
;; -ATTDEF and -BLOCK; then it is inserted at the origin answering the values. Run again, it
;; only bumps the revision of the existing title block with -ATTEDIT and brings the
;; insertions up to date with ATTSYNC (a definition changed elsewhere).
(defun tb:define ()
  (command "_.RECTANG" '(0 0) '(420 297))
  (command "_.LINE" '(240 0) '(240 40) '(420 40) "")
  (foreach a '(("TITLE" "Drawing title" "UNTITLED" (245 25) 5) ("DWGNO" "Drawing number" "000" (245 12) 3.5)
               ("REV" "Revision" "A" (330 12) 3.5) ("SCALE" "Scale" "1:1" (360 12) 3.5) ("DATE" "Date" "" (390 12) 2.5))
    (command "_.-ATTDEF" "" (car a) (cadr a) (caddr a) (cadddr a) (nth 4 a) 0))
  ;; everything just drawn on TITLE (an empty layer until now) goes into the block
  (command "_.-BLOCK" "TB-A3" '(0 0) (ssget "X" '((8 . "TITLE"))) ""))

(defun c:tbatt (/ old tb title)
  (setq old (mapcar 'getvar '("CMDECHO" "OSMODE" "ATTDIA" "ATTREQ" "BLOCKCREATEMODE" "CLAYER")))
  (setvar "CMDECHO" 0)
  (setvar "OSMODE" 0)
  (setvar "ATTDIA" 0)
  (setvar "ATTREQ" 1)
  (setvar "BLOCKCREATEMODE" 2)
  (command "_.-LAYER" "_M" "TITLE" "")
  (setq tb (ssget "X" '((0 . "INSERT") (2 . "TB-A3"))))
  (if tb
    (progn
      (command "_.-ATTEDIT" "" "TB-A3" "REV" "*" (ssname tb 0) "" "_V" "_R" (chr (1+ (ascii (cdr (assoc 1 (entget (tb:rev (ssname tb 0)))))))) "")
      (command "_.ATTSYNC" "_N" "TB-A3")
      (princ "\nRevision raised."))
    (progn
      (if (not (tblsearch "BLOCK" "TB-A3")) (tb:define))
      (setq title (getstring T "\nDrawing title: "))
      (command "_.-INSERT" "TB-A3" '(0 0) 1 1 0 title "A-101" "" "1:50" "2024-01-01")
      (princ "\nTitle block placed.")))
  (mapcar 'setvar '("CMDECHO" "OSMODE" "ATTDIA" "ATTREQ" "BLOCKCREATEMODE" "CLAYER") old)
  (princ))

(defun tb:rev (ins / e)
  (setq e (entnext ins))
  (while (and e (/= (cdr (assoc 2 (entget e))) "REV")) (setq e (entnext e)))
  e)
