; osnap: the object under the aperture (APERTURE px at VIEWSIZE units per screen height: 0.1
; units with the defaults) gives the snap point of the requested mode nearest the point (any
; quadrant of a circle on the aperture); nothing there gives nil.
(getvar "VIEWSIZE") ;=> 9.0
(entmake '((0 . "LINE") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0))) ;=> ((0 . "LINE") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0))
(entmake '((0 . "CIRCLE") (10 20.0 0.0 0.0) (40 . 5.0))) ;=> ((0 . "CIRCLE") (10 20.0 0.0 0.0) (40 . 5.0))
(entmake '((0 . "POINT") (10 40.0 40.0 0.0))) ;=> ((0 . "POINT") (10 40.0 40.0 0.0))
(entmake '((0 . "TEXT") (10 50.0 50.0 0.0) (40 . 2.5) (1 . "A"))) ;=> ((0 . "TEXT") (10 50.0 50.0 0.0) (40 . 2.5) (1 . "A"))
(osnap '(8.0 0.05) "_end") ;=> (10.0 0.0 0.0)
(osnap '(2.0 0.05) "_mid") ;=> (5.0 0.0 0.0)
(osnap '(2.0 0.05) "_nea") ;=> (2.0 0.0 0.0)
(osnap '(2.0 0.05) "end,mid") ;=> (0.0 0.0 0.0)
(osnap '(25.05 0.0) "_cen") ;=> (20.0 0.0 0.0)
(osnap '(24.0 3.0) "_qua") ;=> (25.0 0.0 0.0)
(osnap '(23.0 4.0) "_qua") ;=> (20.0 5.0 0.0)
(osnap '(20.0 4.95) "_qua") ;=> (20.0 5.0 0.0)
(osnap '(40.02 40.0) "_nod") ;=> (40.0 40.0 0.0)
(osnap '(50.0 50.05) "_ins") ;=> (50.0 50.0 0.0)
(osnap '(2.0 0.5) "_end") ;=> nil
(osnap '(2.0 0.05) "_int") ;=> nil
(osnap '(2.0 0.05) 1) ;!! bad argument type: stringp 1
