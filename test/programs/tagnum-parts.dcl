// Shared prototypes for tagnum.dcl
short_edit : edit_box { edit_width = 8; fixed_width = true; }
order_column : boxed_radio_column { label = "Order"; }
