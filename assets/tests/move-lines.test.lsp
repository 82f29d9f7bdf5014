;;; Tests for assets/examples/move-lines.lsp on the floor plan (OLD_LAYER lines).
;;; script: ../examples/move-lines.lsp
;;; drawing: ../drawings/floor-plan.dxf
;;; call: c:movelines

;;; test: Yes moves every OLD_LAYER line to NEW_LAYER
;;; input: {"keyword": "Yes"}
;;; expect-output: Moved 4 line(s) to NEW_LAYER.
;;; expect-diff: added=0 deleted=0 modified=4
;;; expect-effect: {"modified": [{"filter": [[0, "LINE"], [8, "OLD_LAYER"]], "groups": {"8": "NEW_LAYER"}, "count": 4}], "sysvars": "unchanged"}
(null (ssget "X" '((0 . "LINE") (8 . "OLD_LAYER"))))
(> (sslength (ssget "X" '((8 . "NEW_LAYER")))) 0)
(tblsearch "LAYER" "NEW_LAYER")
(= (getvar "OSMODE") 4133)

;;; test: No leaves the drawing alone
;;; input: {"string": "n"}
;;; expect-diff: added=0 deleted=0 modified=0
;;; expect-effect: {"modified": [], "added": [], "deleted": []}

;;; test: Esc at the question restores OSMODE and changes nothing
;;; input: {"keyword": "Yes"}
;;; esc-check: pass
