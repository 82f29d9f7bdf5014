// GRIDPTS (dlg-nested-options.lsp): a dialog and its options dialog in one file
num_box : edit_box { edit_width = 5; fixed_width = true; }

gridpts : dialog {
  label = "Point Grid";
  : row {
    : num_box { key = "cols"; label = "Columns:"; }
    : num_box { key = "rows"; label = "Rows:"; }
  }
  : text { key = "summary"; label = "Spacing 5.0 x 5.0"; width = 32; }
  : button { key = "options"; label = "&Options..."; fixed_width = true; alignment = centered; }
  ok_cancel;
}

gridopt : dialog {
  label = "Grid Options";
  : boxed_column { label = "Spacing";
    : num_box { key = "dx"; label = "X:"; }
    : num_box { key = "dy"; label = "Y:"; }
  }
  : toggle { key = "label"; label = "&Number the points"; }
  ok_cancel;
}
