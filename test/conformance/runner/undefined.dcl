u : dialog { : nosuchtile { key = "a"; } ok_only; }
