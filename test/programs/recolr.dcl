// RECOLR (dlg-color-swatch.lsp): a row of colour swatches and a preview image
sw : image_button { width = 4; height = 2; fixed_width = true; fixed_height = true; allow_accept = false; }

recolr : dialog {
  label = "Recolour Objects";
  : boxed_row { label = "Colour";
    : sw { key = "c1"; }  : sw { key = "c2"; }  : sw { key = "c3"; }  : sw { key = "c4"; }  : sw { key = "c5"; }
    : sw { key = "c6"; }  : sw { key = "c7"; }  : sw { key = "c8"; }  : sw { key = "c30"; } : sw { key = "c140"; }
  }
  : row {
    : image { key = "preview"; width = 8; height = 3; fixed_width = true; color = dialog_background; }
    : text { key = "aci"; width = 12; }
    : popup_list { key = "type"; label = "Objects:"; edit_width = 10; }
  }
  ok_cancel;
}
