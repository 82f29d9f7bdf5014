dcl_settings : default_dcl_settings { audit_level = 2; }
w : dialog { : button { label = "No key"; } : toggle { key = "t"; fixed_width = yes; } ok_only; }
