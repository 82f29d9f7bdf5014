; Geometry on point lists (geometry.ts): angles in radians, results are REALs.
(angle '(1.0 1.0) '(1.0 4.0)) ;=> 1.5708
(angle '(5.0 1.33) '(2.4 1.33)) ;=> 3.14159
(angle '(0 0) '(1 1)) ;=> 0.785398
(angle '(0 0) '(1 0)) ;=> 0.0
(angle '(0 0) '(0 -1)) ;=> 4.71239
(angle '(0 0) '(-1 -1)) ;=> 3.92699
(angle '(0 0 0) '(1 1 100)) ;=> 0.785398
(angle '(0 0) '(1 1 5)) ;=> 0.785398
(angle '(2 2) '(2 2)) ;=> 0.0
(angle '(0 0) 5) ;!! bad argument type: 2D/3D point: 5
(angle '(0 0) '(1)) ;!! bad argument type: 2D/3D point: (1)
(angle '(0 0) '(1 "a")) ;!! bad argument type: 2D/3D point: (1 "a")
(angle '(0 0) '(1 2 3 4)) ;!! bad argument type: 2D/3D point: (1 2 3 4)
(angle '(0 0)) ;!! too few arguments
(distance '(1.0 2.5 3.0) '(7.7 2.5 3.0)) ;=> 6.7
(distance '(1.0 2.0 0.5) '(3.0 4.0 0.5)) ;=> 2.82843
(distance '(0 0) '(3 4)) ;=> 5.0
(distance '(0 0 0) '(1 1 1)) ;=> 1.73205
(distance '(0 0) '(3 4 12)) ;=> 5.0
(distance '(0 0 0) '(3 4 12)) ;=> 13.0
(distance '(1 1) '(1 1)) ;=> 0.0
(distance '(0 0) nil) ;!! bad argument type: 2D/3D point: nil
(polar '(1 1 3.5) 0.785398 1.414214) ;=> (2.0 2.0 3.5)
(polar '(1 1) 0.785398 1.414214) ;=> (2.0 2.0)
(polar '(0 0) 0 5) ;=> (5.0 0.0)
(polar '(0 0) pi 2) ;=> (-2.0 2.44929e-016)
(polar '(10 10) (/ pi 2) -3) ;=> (10.0 7.0)
(polar '(0 0) "a" 1) ;!! bad argument type: numberp: "a"
(polar '(0 0) 0 nil) ;!! bad argument type: numberp: nil
(polar '(0 . 0) 0 1) ;!! bad argument type: 2D/3D point: (0 . 0)
(setq a '(1.0 1.0) b '(9.0 9.0) c '(4.0 1.0) d '(4.0 2.0))
(inters a b c d) ;=> nil
(inters a b c d t) ;=> nil
(inters a b c d nil) ;=> (4.0 4.0)
(inters '(0 0) '(10 10) '(0 10) '(10 0)) ;=> (5.0 5.0)
(inters '(0 0) '(10 0) '(5 -5) '(5 5)) ;=> (5.0 0.0)
(inters '(0 0) '(10 0) '(10 0) '(10 5)) ;=> (10.0 0.0)
(inters '(0 0) '(10 0) '(0 1) '(10 1)) ;=> nil
(inters '(0 0) '(10 0) '(0 1) '(10 1) nil) ;=> nil
(inters '(0 0) '(10 0) '(5 0) '(15 0) nil) ;=> nil
(inters '(0 0 0) '(10 10 0) '(0 10 0) '(10 0 0)) ;=> (5.0 5.0 0.0)
(inters '(0 0 0) '(10 10 10) '(0 10 0) '(10 0 10)) ;=> (5.0 5.0 5.0)
(inters '(0 0 0) '(10 0 0) '(5 -5 1) '(5 5 1)) ;=> nil
(inters '(0 0) '(10 0) '(5 -5 1) '(5 5 1)) ;=> (5.0 0.0)
(inters '(0 0) '(1 1) '(0 10) '(10 0)) ;=> nil
(inters '(0 0) '(1 1) '(0 10) '(10 0) nil) ;=> (5.0 5.0)
(inters '(0 0) '(0 0) '(0 10) '(10 0) nil) ;=> nil
(inters '(0 0) '(1 1) '(0 10)) ;!! too few arguments
(inters '(0 0) '(1 1) '(0 10) 'x) ;!! bad argument type: 2D/3D point: X
