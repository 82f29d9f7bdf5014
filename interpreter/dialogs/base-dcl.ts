/*
 * The tiles every DCL file may use without an @include: Lispwright's own statement of the
 * prototypes and subassemblies of AutoCAD's base.dcl (clusters, text blocks, spacers, the exit
 * buttons and their ready-made rows, the error tile, the edit/image helpers and the colour
 * swatches). Structure, keys, labels and sizes follow Autodesk's documentation of base.dcl: the
 * OK button is key "accept" and the default, Cancel is "cancel" and the cancel button, exit
 * buttons are 8 wide and fixed, spaced 2 apart in a centred row, and the error tile is key
 * "error", 35 wide. Parsed once, on first use.
 */
export const BASE_DCL_NAME = 'base.dcl';

export const BASE_DCL = String.raw`
row : cluster { children_alignment = centered; horizontal_margin = none; vertical_margin = none; }
column : cluster { layout = vertical; horizontal_margin = none; vertical_margin = none; }
boxed_row : cluster { boxed = true; label = " "; children_alignment = centered; }
boxed_column : cluster { boxed = true; label = " "; layout = vertical; }

radio_row : radio_cluster { children_alignment = centered; horizontal_margin = none; vertical_margin = none; }
radio_column : radio_cluster { layout = vertical; horizontal_margin = none; vertical_margin = none; }
boxed_radio_row : radio_cluster { boxed = true; label = " "; children_alignment = centered; }
boxed_radio_column : radio_cluster { boxed = true; label = " "; layout = vertical; }

concatenation : cluster { fixed_height = true; fixed_width = true; children_alignment = centered; }
paragraph : cluster { fixed_height = true; layout = vertical; }
text_part : text { horizontal_margin = none; vertical_margin = none; }
text_25 : text { width = 25; }

spacer_0 : spacer { width = 0; height = 0; horizontal_margin = none; vertical_margin = none; }
spacer_1 : spacer { width = 1; height = 1; horizontal_margin = none; vertical_margin = none; }

default_button : button { is_default = true; }
retirement_button : button { alignment = centered; fixed_width = true; width = 8; }
ok_button : retirement_button { key = "accept"; label = "  OK  "; is_default = true; }
cancel_button : retirement_button { key = "cancel"; label = "Cancel"; is_cancel = true; }
help_button : retirement_button { key = "help"; label = "&Help"; is_help = true; }
info_button : retirement_button { key = "info"; label = "&Info..."; }

ok_only : column { alignment = centered; fixed_width = true; : ok_button { is_cancel = true; } }
ok_cancel : column {
  : row { alignment = centered; fixed_width = true; ok_button; : spacer { width = 2; } cancel_button; }
}
ok_cancel_help : column {
  : row {
    alignment = centered; fixed_width = true;
    ok_button; : spacer { width = 2; } cancel_button; : spacer { width = 2; } help_button;
  }
}
ok_cancel_help_info : column {
  : row {
    alignment = centered; fixed_width = true;
    ok_button; : spacer { width = 2; } cancel_button; : spacer { width = 2; } help_button;
    : spacer { width = 2; } info_button;
  }
}

errtile : text { key = "error"; label = ""; width = 35; is_error_tile = true; }
ok_cancel_help_errtile : column { ok_cancel_help; errtile; }
ok_cancel_err : column { ok_cancel; errtile; }

default_dcl_settings : tile { audit_level = 1; }

image_block : image { key = "show_image"; width = 1; height = 1; }
icon_image : image_button {
  width = 12; aspect_ratio = 0.66; color = 0; allow_accept = true; fixed_width = true; fixed_height = true;
}
edit12_box : edit_box { edit_width = 12; edit_limit = 148; }
edit32_box : edit_box { edit_width = 32; edit_limit = 2048; }

swatch : image_button {
  width = 3; height = 1.5; fixed_width = true; fixed_height = true; allow_accept = true;
  horizontal_margin = none; vertical_margin = none;
}
color_palette_1_7 : row {
  : swatch { key = "001"; color = 1; } : swatch { key = "002"; color = 2; } : swatch { key = "003"; color = 3; }
  : swatch { key = "004"; color = 4; } : swatch { key = "005"; color = 5; } : swatch { key = "006"; color = 6; }
  : swatch { key = "007"; color = 7; }
}
color_palette_1_9 : row { color_palette_1_7; : swatch { key = "008"; color = 8; } : swatch { key = "009"; color = 9; } }
color_palette_0_9 : row { : swatch { key = "000"; color = 0; } color_palette_1_9; }
color_palette_250_255 : row {
  : swatch { key = "250"; color = 250; } : swatch { key = "251"; color = 251; } : swatch { key = "252"; color = 252; }
  : swatch { key = "253"; color = 253; } : swatch { key = "254"; color = 254; } : swatch { key = "255"; color = 255; }
}
`;
