// LAYFRZ (dlg-freeze-layers.lsp)
layfrz : dialog {
  label = "Freeze Layers";
  : text { key = "count"; width = 30; }
  : row {
    : list_box { key = "layers"; multiple_select = true; width = 28; height = 12; }
    : column { fixed_height = true; alignment = top;
      : button { key = "all"; label = "Select &All"; }
      : button { key = "none"; label = "Select &None"; }
    }
  }
  ok_cancel;
}
