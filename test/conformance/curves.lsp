; vlax-curve-* on the modelled curve types: parameters, distances, points, area, closest point.
; LINE: the parameter is the distance from the start
(entmake '((0 . "LINE") (10 0.0 0.0 0.0) (11 30.0 40.0 0.0))) ;=> ((0 . "LINE") (10 0.0 0.0 0.0) (11 30.0 40.0 0.0))
(setq ln (entlast))
(vlax-curve-getStartParam ln) ;=> 0.0
(vlax-curve-getEndParam ln) ;=> 50.0
(vlax-curve-getDistAtParam ln (vlax-curve-getEndParam ln)) ;=> 50.0
(vlax-curve-getPointAtParam ln 25.0) ;=> (15.0 20.0 0.0)
(vlax-curve-getPointAtDist ln 10.0) ;=> (6.0 8.0 0.0)
(vlax-curve-getPointAtDist ln 60.0) ;=> nil
(vlax-curve-getDistAtPoint ln '(3.0 4.0)) ;=> 5.0
(vlax-curve-getDistAtPoint ln '(3.0 5.0)) ;=> nil
(vlax-curve-getClosestPointTo ln '(-10.0 0.0)) ;=> (0.0 0.0 0.0)
(vlax-curve-getFirstDeriv ln 1.0) ;=> (0.6 0.8 0.0)
(vlax-curve-isClosed ln) ;=> nil
(vlax-curve-getArea ln) ;=> 0.0
; CIRCLE: parameter = angle, periodic and closed
(entmake '((0 . "CIRCLE") (10 10.0 10.0 0.0) (40 . 5.0))) ;=> ((0 . "CIRCLE") (10 10.0 10.0 0.0) (40 . 5.0))
(setq c (entlast))
(vlax-curve-getEndParam c) ;=> 6.28319
(vlax-curve-getPointAtParam c (/ pi 2)) ;=> (10.0 15.0 0.0)
(equal (vlax-curve-getArea c) (* pi 25.0) 1e-9) ;=> T
(list (vlax-curve-isClosed c) (vlax-curve-isPeriodic c) (vlax-curve-isPlanar c)) ;=> (T T T)
(vlax-curve-getClosestPointTo c '(30.0 10.0)) ;=> (15.0 10.0 0.0)
; ARC: start param = start angle; the end goes past 2π when the arc crosses 0
(entmake '((0 . "ARC") (10 0.0 0.0 0.0) (40 . 2.0) (50 . 4.71239) (51 . 1.5708))) ;=> ((0 . "ARC") (10 0.0 0.0 0.0) (40 . 2.0) (50 . 4.71239) (51 . 1.5708))
(setq a (entlast))
(vlax-curve-getStartParam a) ;=> 4.71239
(vlax-curve-getEndParam a) ;=> 7.85399
(rtos (vlax-curve-getDistAtParam a (vlax-curve-getEndParam a)) 2 4) ;=> "6.2832"
(equal (vlax-curve-getPointAtParam a (* 2 pi)) '(2.0 0.0 0.0) 1e-5) ;=> T
(vlax-curve-getPointAtParam a 1.0) ;=> nil
; LWPOLYLINE with a bulge: parameter = vertex index; length and area include the arc
(entmake '((0 . "LWPOLYLINE") (100 . "AcDbEntity") (100 . "AcDbPolyline") (90 . 3) (70 . 1) (10 0.0 0.0) (10 10.0 0.0) (42 . 1.0) (10 10.0 10.0))) ;=> ((0 . "LWPOLYLINE") (100 . "AcDbEntity") (100 . "AcDbPolyline") (90 . 3) (70 . 1) (10 0.0 0.0) (10 10.0 0.0) (42 . 1.0) (10 10.0 10.0))
(setq pl (entlast))
(vlax-curve-getEndParam pl) ;=> 3.0
(vlax-curve-getPointAtParam pl 1.5) ;=> (15.0 5.0 0.0)
(rtos (vlax-curve-getDistAtParam pl 2.0) 2 4) ;=> "25.7080"
(rtos (vlax-curve-getArea pl) 2 4) ;=> "89.2699"
(vlax-curve-getParamAtDist pl 5.0) ;=> 0.5
(vlax-curve-getFirstDeriv pl 0.25) ;=> (10.0 0.0 0.0)
(vlax-curve-getStartPoint pl) ;=> (0.0 0.0 0.0)
(vlax-curve-getEndPoint pl) ;=> (0.0 0.0 0.0)
; old-style POLYLINE through its VERTEX entities
(entmake '((0 . "POLYLINE") (66 . 1) (70 . 0))) ;=> ((0 . "POLYLINE") (66 . 1) (70 . 0))
(entmake '((0 . "VERTEX") (10 0.0 0.0 0.0))) ;=> ((0 . "VERTEX") (10 0.0 0.0 0.0))
(entmake '((0 . "VERTEX") (10 3.0 4.0 0.0))) ;=> ((0 . "VERTEX") (10 3.0 4.0 0.0))
(entmake '((0 . "SEQEND"))) ;=> ((0 . "SEQEND"))
(setq op (entlast))
(vlax-curve-getDistAtParam op (vlax-curve-getEndParam op)) ;=> 5.0
; objects that are no curves, and bad arguments
(entmake '((0 . "TEXT") (10 0.0 0.0 0.0) (40 . 2.5) (1 . "x"))) ;=> ((0 . "TEXT") (10 0.0 0.0 0.0) (40 . 2.5) (1 . "x"))
(vlax-curve-getEndParam (entlast)) ;!! ActiveX Server returned an error: No such interface supported
(vlax-curve-getEndParam "x") ;!! bad argument type: lentityp "x"
(entdel ln)
(vlax-curve-getEndParam ln) ;!! Automation Error. Object was erased
