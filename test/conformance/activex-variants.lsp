; Variants, safearrays, vlax-3d-point and vlax-tmatrix (Autodesk's reference pages of the same
; names: printed forms, default types, errors).
(vl-load-com) ;=> nil
; variant types and their printed forms
(vlax-make-variant) ;=> #<variant 0 >
(vlax-make-variant nil) ;=> #<variant 0 >
(vlax-make-variant 5 vlax-vbInteger) ;=> #<variant 2 5>
(vlax-make-variant 5) ;=> #<variant 3 5>
(vlax-make-variant "ghost") ;=> #<variant 8 ghost>
(vlax-make-variant 2.5) ;=> #<variant 5 2.5>
(vlax-make-variant 5 vlax-vbDouble) ;=> #<variant 5 5.0>
(vlax-make-variant :vlax-true) ;=> #<variant 11 :VLAX-TRUE>
(vlax-make-variant T) ;=> #<variant 11 :VLAX-TRUE>
(vlax-make-variant 0 vlax-vbBoolean) ;=> #<variant 11 :VLAX-FALSE>
(vlax-make-variant 70000 vlax-vbInteger) ;!! lisp value has no coercion to VARIANT with this type:  70000
(vlax-make-variant '(1 2)) ;!! lisp value has no coercion to VARIANT with this type:  (1 2)
(type (vlax-make-variant 1)) ;=> VARIANT
(setq varint (vlax-make-variant 5))
(vlax-variant-type varint) ;=> 3
(vlax-variant-value varint) ;=> 5
(vlax-variant-value (vlax-make-variant "ghost")) ;=> "ghost"
(vlax-variant-type 6.0) ;!! bad argument type: variantp 6.0
(vlax-variant-value nil) ;!! bad argument type: variantp nil
; change-type gives a converted copy, or nil
(setq variantStr (vlax-variant-change-type varint vlax-vbString)) ;=> #<variant 8 5>
(vlax-variant-value variantStr) ;=> "5"
(vlax-variant-value varint) ;=> 5
(vlax-variant-value (vlax-variant-change-type (vlax-make-variant "12.5") vlax-vbDouble)) ;=> 12.5
(vlax-variant-change-type (vlax-make-variant "abc") vlax-vbDouble) ;=> nil
(vlax-variant-value (vlax-variant-change-type (vlax-make-variant 2.5) vlax-vbLong)) ;=> 2
(vlax-variant-value (vlax-variant-change-type (vlax-make-variant 3.5) vlax-vbLong)) ;=> 4
; the constants
(list vlax-vbEmpty vlax-vbNull vlax-vbInteger vlax-vbLong vlax-vbSingle vlax-vbDouble vlax-vbString vlax-vbObject vlax-vbBoolean vlax-vbVariant vlax-vbArray) ;=> (0 1 2 3 4 5 8 9 11 12 8192)
(list :vlax-true :vlax-false :vlax-null) ;=> (:VLAX-TRUE :VLAX-FALSE :VLAX-NULL)
(type :vlax-true) ;=> SYM
; safearrays: initial values, fill, elements, bounds
(setq point (vlax-make-safearray vlax-vbDouble '(0 . 3))) ;=> #<safearray...>
(type point) ;=> SAFEARRAY
(vlax-safearray->list point) ;=> (0.0 0.0 0.0 0.0)
(vlax-safearray->list (vlax-make-safearray vlax-vbString '(0 . 1))) ;=> ("" "")
(vlax-safearray->list (vlax-make-safearray vlax-vbBoolean '(0 . 1))) ;=> (:VLAX-FALSE :VLAX-FALSE)
(vlax-safearray->list (vlax-make-safearray vlax-vbLong '(1 . 2))) ;=> (0 0)
(vlax-safearray->list (vlax-make-safearray vlax-vbObject '(0 . 0))) ;=> (nil)
(vlax-safearray->list (vlax-make-safearray vlax-vbVariant '(0 . 0))) ;=> (#<variant 0 >)
(setq sa (vlax-make-safearray vlax-vbdouble '(0 . 2)))
(vlax-safearray-fill sa '(1 2 3)) ;=> #<safearray...>
(vlax-safearray->list sa) ;=> (1.0 2.0 3.0)
(vlax-safearray->list (vlax-safearray-fill sa '(-66))) ;=> (-66.0 2.0 3.0)
(vlax-safearray-fill sa '(1 2 3 4)) ;!! Assertion failed: safearray-fill failed. Too many elements.
(vlax-safearray->list sa) ;=> (-66.0 2.0 3.0)
(vlax-safearray-put-element sa 1 100) ;=> 100
(vlax-safearray-get-element sa 1) ;=> 100.0
(vlax-safearray-get-element sa 3) ;!! ActiveX Server returned an error: Invalid index
(vlax-safearray-get-element sa 0 0) ;!! ActiveX Server returned an error: Invalid index
(setq mat2 (vlax-make-safearray vlax-vbString '(0 . 1) '(1 . 3)))
(vlax-safearray->list (vlax-safearray-fill mat2 '(("a" "b" "c") ("d" "e" "f")))) ;=> (("a" "b" "c") ("d" "e" "f"))
(setq matrix (vlax-make-safearray vlax-vbString '(1 . 2) '(1 . 2)))
(vlax-safearray-put-element matrix 1 1 "a") ;=> "a"
(vlax-safearray-put-element matrix 1 2 "b") ;=> "b"
(vlax-safearray-put-element matrix 2 1 "c") ;=> "c"
(vlax-safearray-put-element matrix 2 2 "d") ;=> "d"
(vlax-safearray-get-element matrix 1 2) ;=> "b"
(vlax-safearray->list matrix) ;=> (("a" "b") ("c" "d"))
(vlax-safearray-get-dim matrix) ;=> 2
(vlax-safearray-get-dim (vlax-make-safearray vlax-vbinteger '(1 . 4))) ;=> 1
(setq tm (vlax-make-safearray vlax-vbString '(1 . 2) '(0 . 1)))
(list (vlax-safearray-get-l-bound tm 1) (vlax-safearray-get-u-bound tm 1) (vlax-safearray-get-l-bound tm 2) (vlax-safearray-get-u-bound tm 2)) ;=> (1 2 0 1)
(vlax-safearray-get-l-bound tm 3) ;!! bad argument value: dimension 3
(list (vlax-safearray-type point) (vlax-safearray-type matrix)) ;=> (5 8)
(vlax-safearray->list (vlax-make-variant sa)) ;!! bad argument type: safearrayp #<variant 8197 ...>
(vlax-make-safearray 6 '(0 . 1)) ;!! bad argument value: safearray type 6
(vlax-safearray-put-element (vlax-make-safearray vlax-vbDouble '(0 . 0)) 0 "x") ;!! lisp value has no coercion to VARIANT with this type:  "x"
; an empty array: upper bound below the lower one
(setq empty (vlax-make-safearray vlax-vbDouble '(0 . -1)))
(list (vlax-safearray-get-u-bound empty 1) (vlax-safearray->list empty)) ;=> (-1 nil)
; a safearray in a variant
(setq 4dubs (vlax-make-safearray vlax-vbDouble '(0 . 3)))
(setq var4dubs (vlax-make-variant 4dubs)) ;=> #<variant 8197 ...>
(vlax-variant-type var4dubs) ;=> 8197
(eq (vlax-variant-value var4dubs) 4dubs) ;=> T
(vlax-variant-type (vlax-make-variant (vlax-make-safearray vlax-vbString '(0 . 1)) (+ vlax-vbArray vlax-vbString))) ;=> 8200
; vlax-3d-point and vlax-tmatrix
(vlax-3d-point 5 20) ;=> #<variant 8197 ...>
(vlax-safearray->list (vlax-variant-value (vlax-3d-point 5 20))) ;=> (5.0 20.0 0.0)
(vlax-safearray->list (vlax-variant-value (vlax-3d-point '(33.6 44.0 90.0)))) ;=> (33.6 44.0 90.0)
(vlax-3d-point '(1)) ;!! bad argument type: 2D/3D point: (1)
(vlax-3d-point "a" 1) ;!! bad argument type: numberp: "a"
(setq tmatrix (vlax-tmatrix '((1 1 1 0) (1 2 3 0) (2 3 4 5) (2 9 8 3)))) ;=> #<variant 8197 ...>
(vlax-safearray->list (vlax-variant-value tmatrix)) ;=> ((1.0 1.0 1.0 0.0) (1.0 2.0 3.0 0.0) (2.0 3.0 4.0 5.0) (2.0 9.0 8.0 3.0))
(vlax-tmatrix '((1 0) (0 1))) ;!! bad argument value: transformation matrix ((1 0) (0 1))
; variants and safearrays are values like any other
(length (list (vlax-make-variant 1) point)) ;=> 2
(vl-catch-all-error-message (vl-catch-all-apply 'vlax-variant-value '(7))) ;=> "bad argument type: variantp 7"
