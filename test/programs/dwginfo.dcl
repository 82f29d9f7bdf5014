// DWGINFO (dlg-drawing-report.lsp)
dwginfo : dialog {
  label = "Drawing Report";
  : list_box { key = "types"; label = "Objects"; tabs = "18"; width = 30; height = 12; }
  : concatenation { : text_part { label = "Layers:"; } : text_part { key = "layers"; width = 28; } }
  ok_only;
}
