;; RECOLR — recolour every object of a type with a colour picked from swatches. Each swatch is
;; an image button filled with its colour (fill_image over dimx_tile x dimy_tile); the chosen
;; one is framed by drawing vectors in the preview image, and its number shows in the text tile.
(setq rc:colors '(1 2 3 4 5 6 7 8 30 140))

(defun rc:paint (key aci / w h)
  (setq w (dimx_tile key) h (dimy_tile key))
  (start_image key)
  (fill_image 0 0 w h aci)
  (end_image))

(defun rc:pick (aci / w h)
  (setq rc:aci aci w (dimx_tile "preview") h (dimy_tile "preview"))
  (start_image "preview")
  (fill_image 0 0 w h -15)
  (fill_image 4 4 (- w 8) (- h 8) aci)
  (vector_image 2 2 (- w 2) 2 -16) (vector_image (- w 2) 2 (- w 2) (- h 2) -16)
  (vector_image (- w 2) (- h 2) 2 (- h 2) -16) (vector_image 2 (- h 2) 2 2 -16)
  (end_image)
  (set_tile "aci" (strcat "Color " (itoa aci))))

(defun c:recolr (/ dch etype ss i e n)
  (setq dch (load_dialog "recolr.dcl"))
  (new_dialog "recolr" dch)
  (foreach c rc:colors
    (rc:paint (strcat "c" (itoa c)) c)
    (action_tile (strcat "c" (itoa c)) (strcat "(rc:pick " (itoa c) ")")))
  (rc:pick 1)
  (start_list "type") (mapcar 'add_list '("LINE" "CIRCLE" "TEXT" "*")) (end_list)
  (action_tile "accept" "(setq etype (nth (atoi (get_tile \"type\")) '(\"LINE\" \"CIRCLE\" \"TEXT\" \"*\"))) (done_dialog 1)")
  (if (and (= 1 (start_dialog)) (setq ss (ssget "X" (list (cons 0 etype)))))
    (progn
      (setq n 0)
      (repeat (setq i (sslength ss))
        (setq e (entget (ssname ss (setq i (1- i)))))
        (entmod (if (assoc 62 e) (subst (cons 62 rc:aci) (assoc 62 e) e) (append e (list (cons 62 rc:aci)))))
        (setq n (1+ n)))
      (princ (strcat "\n" (itoa n) " object(s) set to colour " (itoa rc:aci) "."))))
  (unload_dialog dch)
  (princ))
