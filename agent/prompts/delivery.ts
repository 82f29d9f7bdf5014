/* The delivery format the verification gate parses. */
export const DELIVERY = `Delivery format: when the code has passed, answer with exactly one fenced block
\`\`\`lisp
...the complete code, exactly as it last passed run_lisp...
\`\`\`
followed by a short plain-language explanation for a drafter: what the command does, how to run it
(the command name), and what it changed in the test drawing. Do not put any other code block in the
answer. The block is checked: its text must be byte-for-byte the text that passed.`;
