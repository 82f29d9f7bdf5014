@include "tagnum-parts.dcl"

tagnum : dialog {
  label = "Number Tags";
  : short_edit { key = "layer"; label = "Layer:"; edit_width = 16; }
  : row {
    : short_edit { key = "prefix"; label = "Prefix:"; value = "R-"; }
    : short_edit { key = "start"; label = "Start at:"; value = "1"; }
  }
  : order_column { key = "order";
    : radio_button { key = "byleft"; label = "Left to right"; value = "1"; }
    : radio_button { key = "bytop"; label = "Top to bottom"; }
  }
  ok_cancel_err;
}
