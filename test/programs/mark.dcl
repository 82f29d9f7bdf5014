// MARK (dlg-hide-pick.lsp)
mark : dialog {
  label = "Mark";
  : row {
    : button { key = "pick"; label = "Pick point <"; fixed_width = true; }
    : text { key = "where"; width = 24; }
  }
  : edit_box { key = "rad"; label = "Circle radius:"; edit_width = 6; }
  ok_cancel;
}
