// RING: sizes of the concentric circles (dlg-offset-validate.lsp)
ring_edit : edit_box { edit_width = 8; allow_accept = true; }

ring : dialog {
  label = "Concentric Circles";
  initial_focus = "radius";
  : boxed_column {
    label = "Sizes";
    : ring_edit { key = "radius"; label = "&Inner radius:"; }
    : ring_edit { key = "count";  label = "&Number of circles:"; }
    : ring_edit { key = "step";   label = "&Spacing:"; }
  }
  ok_cancel_help_errtile;
}
