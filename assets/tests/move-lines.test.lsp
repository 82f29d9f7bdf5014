;;; Tests for assets/examples/move-lines.lsp on the floor plan (OLD_LAYER lines).
;;; script: ../examples/move-lines.lsp
;;; drawing: ../drawings/floorplan.dxf
;;; call: c:movelines
;;; pending: needs the drawing database and assets/drawings/floorplan.dxf (drawing-db work)

;;; test: Yes moves every OLD_LAYER line to NEW_LAYER
;;; input: {"keyword": "Yes"}
;;; expect-output: line(s) to NEW_LAYER.
(null (ssget "X" '((0 . "LINE") (8 . "OLD_LAYER"))))
(> (sslength (ssget "X" '((8 . "NEW_LAYER")))) 0)
(tblsearch "LAYER" "NEW_LAYER")
(= (getvar "OSMODE") 4133)

;;; test: No leaves the drawing alone
;;; input: {"string": "n"}
;;; expect-diff: added=0 deleted=0 modified=0

;;; test: Esc at the question restores OSMODE and changes nothing
;;; input: {"keyword": "Yes"}
;;; esc-check: pass
