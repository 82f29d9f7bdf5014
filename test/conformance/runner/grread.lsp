; grread with scripted answers (reference: grread (AutoLISP), its return-value table), and the
; temporary-graphics functions' values.
;;; input: {"grread": {"move": [1, 2]}}
(grread t) ;=> (5 (1.0 2.0 0.0))
;;; input: {"grread": {"move": [1.5, 2.5, 3]}}
(grread nil 1) ;=> (5 (1.5 2.5 3.0))
; not tracking: pointer moves are not returned, grread waits for the pick
;;; input: [{"grread": {"move": [1, 1]}}, {"grread": {"pick": [4, 5]}}]
(grread) ;=> (3 (4.0 5.0 0.0))
;;; input: {"grread": {"key": 65}}
(grread t 15 2) ;=> (2 65)
;;; input: {"grread": {"key": "a"}}
(grread t) ;=> (2 97)
;;; input: {"grread": {"menu": 1001}}
(grread) ;=> (4 1001)
;;; input: {"grread": {"buttons": 2}}
(grread) ;=> (6 2)
;;; input: {"grread": {"aux": 1}}
(grread) ;=> (11 1)
;;; input: {"grread": {"right": 640}}
(grread) ;=> (25 640)
; a point answer is a pick, Enter is (2 13)
;;; input: [{"point": [7, 8]}, {"enter": true}]
(list (grread) (grread t)) ;=> ((3 (7.0 8.0 0.0)) (2 13))
; Esc (or key 27) aborts
;;; input: {"esc": true}
(grread) ;!! Function cancelled
;;; input: {"grread": {"key": 27}}
(grread t) ;!! Function cancelled
; nothing left to answer: Enter
(grread t) ;=> (2 13)
(grread t "x") ;!! bad argument type: fixnump: "x"
(grread t 1 "c") ;!! bad argument type: fixnump: "c"
(grread t 1 0 4) ;!! too many arguments
; a rubber-band loop ends when nothing is left to answer
(progn (setq n 0) (while (= 5 (car (grread t))) (setq n (1+ n))) n) ;=> 0
;;; input: [{"grread": {"move": [1, 1]}}, {"grread": {"move": [2, 2]}}, {"grread": {"pick": [3, 3]}}]
(progn (setq n 0) (while (= 5 (car (setq g (grread t)))) (setq n (1+ n)) (grdraw '(0 0) (cadr g) 1)) (list n g)) ;=> (2 (3 (3.0 3.0 0.0)))
; temporary graphics
(grvecs '(1 (1 2) (1 5) 2 (2 2) (2 5))) ;=> nil
(grvecs '(1 (1 2) (1 5)) '((1.0 0.0 0.0 5.0) (0.0 1.0 0.0 5.0) (0.0 0.0 1.0 0.0) (0.0 0.0 0.0 1.0))) ;=> nil
(grvecs '(1 (1 2))) ;!! bad point argument: (1 (1 2))
(grvecs '(1 (1 2) "x")) ;!! bad argument type: 2D/3D point: "x"
(grvecs '((0 0) (1 1)) '((1 0) (0 1))) ;!! bad argument type: listp ((1 0) (0 1))
(grtext -1 "Status") ;=> "Status"
(grtext -1) ;!! too few arguments
(grtext) ;=> nil
(redraw) ;=> nil
