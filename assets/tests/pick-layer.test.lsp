;;; Tests for assets/examples/pick-layer.lsp: dialog answers in `;;; input:` lines.
;;; script: ../examples/pick-layer.lsp
;;; drawing: ../drawings/floor-plan.dxf
;;; call: c:picklay
;;; The command deletes the dialog file it wrote to a temporary file (reviewed):
;;; confirm: vl-file-delete

;;; test: OK makes the selected layer current
;;; input: {"dialog": {"tiles": {"names": "7"}, "press": "accept"}}
;;; expect-output: Current layer: A-WALL
(= (getvar "CLAYER") "A-WALL")

;;; test: a double-click on a row picks it and closes the dialog
;;; input: {"dialog": {"tiles": {"names": "1"}, "press": "names"}}
(= (getvar "CLAYER") "A-ANNO-DIMS")

;;; test: Cancel leaves the current layer alone
;;; input: {"dialog": {"cancel": true}}
;;; expect-diff: added=0 deleted=0 modified=0
(= (getvar "CLAYER") "0")
