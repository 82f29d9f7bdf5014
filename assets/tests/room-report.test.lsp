;;; Tests for assets/examples/room-report.lsp (no drawing needed).
;;; script: ../examples/room-report.lsp
;;; file: ../examples/rooms.csv
;;; call: c:roomreport

;;; test: Enter includes every room and writes the report
;;; input: {"enter": true}
;;; expect-output: 4 rooms, 61.50 m2.
(findfile "report.txt")
(= (read-line (open "report.txt" "r")) "Rooms: 4")

;;; test: zero and negative minimums are refused, then the rooms are filtered
;;; input: [{"real": 0}, {"real": -5}, {"int": 12}]
;;; expect-output: "Value must be positive and nonzero.\n\nSmallest area"
;;; expect-output: 3 rooms, 55.00 m2.

;;; test: Esc at the prompt cancels before anything is written
;;; input: {"esc": true}
;;; expect-error: Function cancelled
(null (findfile "report.txt"))
