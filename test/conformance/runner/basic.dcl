// Fixtures for runner/dialogs.lsp: one of every active tile, and a few dialogs that misbehave.
edit7 : edit_box { edit_width = 7; }

simple : dialog {
  label = "Simple";
  : edit7 { key = "name"; label = "Name:"; value = "abc"; }
  : toggle { key = "tg"; label = "Flag"; }
  : boxed_radio_row {
    key = "side"; label = "Side";
    : radio_button { key = "left"; label = "Left"; }
    : radio_button { key = "right"; label = "Right"; value = "1"; }
  }
  : popup_list { key = "pop"; list = "a\nb\nc"; }
  : list_box { key = "lb"; list = "p\nq\nr\ns"; multiple_select = true; }
  : list_box { key = "one"; list = "x\ny"; }
  : slider { key = "sl"; min_value = 0; max_value = 100; value = "10"; }
  : image_button { key = "img"; width = 10; height = 3; fixed_width = true; color = 1; }
  : image { key = "sw"; width = 6; height = 2; }
  : button { key = "more"; label = "More..."; }
  : button { key = "dclact"; label = "DCL action"; action = "(setq fromdcl $key)"; }
  : text { key = "msg"; label = "hello"; }
  ok_cancel_help_errtile;
}

noexit : dialog { label = "No exit"; : button { key = "b"; label = "B"; } }

nested : dialog { label = "Nested"; : edit_box { key = "v"; label = "Value"; } ok_only; }
