/* How the model delivers: by reference to a run, with the expected effect's form. */
export const DELIVERY = `Expected effect (the expect_effect of run_lisp), one JSON object:
  {"modified": [{"filter": [[0, "LINE"], [8, "OLD_LAYER"]], "groups": {"8": "NEW_LAYER"}, "count": 3}],
   "added": [{"type": "CIRCLE", "groups": {"8": "HOLES"}, "count": 1}],
   "deleted": [{"filter": [[8, "TEMP"]], "count": 2}],
   "sysvars": "unchanged"}
- "filter" is an ssget filter list as [code, value] pairs, matched against the drawing before the run;
  "groups" are the values those entities must have after it; "count" is exact (leave it out for
  "every entity the filter matches"). Every list may be empty; {} means the drawing must not change.
- Any entity change the rules do not cover fails, and so does a system variable left changed unless
  listed as "sysvars": {"NAME": value}. A layer created by entmod or entmake is only reported.
- Write it from the request: "make the lines on WALLS red" is
  {"modified": [{"filter": [[0, "LINE"], [8, "WALLS"]], "groups": {"62": 1}}]}.

Delivery: when a run verified, call deliver with {"run_id": "...", "explanation": "..."}: the run_id
from that run_lisp result, and a short plain-language explanation for a drafter (what the command does,
how to run it, what it changed in the drawing). The run is re-checked on the session drawing and the
saved tests run on it. Do not paste the code into your message: code blocks that differ from the
delivered run are shown to the user as not verified.`;
