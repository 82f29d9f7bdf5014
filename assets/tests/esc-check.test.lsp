;;; The Esc check on two versions of a BOX command.
;;; input: [{"point": [0, 0]}, {"point": [10, 5]}]
;;; call: c:box

;;; test: a handler that forgets OSMODE fails the Esc check
;;; script: ../examples/box-forgets-osmode.lsp
;;; esc-check: fail

;;; test: a handler that restores OSMODE passes the Esc check
;;; script: ../examples/box-restores-osmode.lsp
;;; esc-check: pass
