// SPOKES (dlg-toggle-slider.lsp)
spokes : dialog {
  label = "Spokes";
  : row {
    : slider { key = "n"; min_value = 3; max_value = 36; small_increment = 1; big_increment = 4; width = 24; }
    : text { key = "shown"; width = 10; }
  }
  : edit_box { key = "len"; label = "Spoke length:"; edit_width = 6; value = "10"; }
  : toggle { key = "rim"; label = "Draw a &rim"; }
  : boxed_column { key = "rimgroup"; label = "Rim";
    : edit_box { key = "rimr"; label = "Radius:"; edit_width = 6; value = "10"; }
  }
  ok_cancel;
}
