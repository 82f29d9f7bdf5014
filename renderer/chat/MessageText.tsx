/*
 * An assistant message's text: plain prose kept as written (pre-wrap), with Markdown code fences
 * (```lisp … ```) shown as code blocks instead of raw backticks. Nothing else of Markdown is
 * interpreted; a fence still open while streaming is shown as code so far.
 */
export interface TextPart {
  kind: 'text' | 'code';
  text: string;
  lang?: string;
}

const FENCE = /^[ \t]*```[ \t]*([\w+-]*)[ \t]*$/;

export function splitFences(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let buf: string[] = [];
  let code: { lang: string; lines: string[] } | null = null;
  const flushText = () => {
    const t = buf.join('\n').replace(/^\n+|\n+$/g, '');
    if (t) parts.push({ kind: 'text', text: t });
    buf = [];
  };
  for (const line of text.split('\n')) {
    const m = FENCE.exec(line);
    if (code) {
      if (m && !m[1]) {
        parts.push({ kind: 'code', text: code.lines.join('\n'), ...(code.lang ? { lang: code.lang } : {}) });
        code = null;
      } else code.lines.push(line);
    } else if (m) {
      flushText();
      code = { lang: m[1] ?? '', lines: [] };
    } else buf.push(line);
  }
  if (code) parts.push({ kind: 'code', text: code.lines.join('\n'), ...(code.lang ? { lang: code.lang } : {}) });
  else flushText();
  return parts;
}

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitFences(text).map((p, i) =>
        p.kind === 'code' ? (
          <pre key={i} className="lw-msg-code" data-lang={p.lang}>
            <code>{p.text}</code>
          </pre>
        ) : (
          <div key={i} className="lw-msg-text">
            {p.text}
          </div>
        ),
      )}
    </>
  );
}
