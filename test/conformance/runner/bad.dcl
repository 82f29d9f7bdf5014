broken : dialog {
  label = "Broken";
  : button { key = "x" label = "X"; }
  ok_only;
}
