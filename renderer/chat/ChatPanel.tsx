/*
 * PLACEHOLDER for the agent chat: the agent helper replaces this component (props stay `{}`).
 * It only reserves the column in the layout.
 */
export function ChatPanel() {
  return (
    <section className="chat-panel" aria-label="agent chat">
      <header>Agent</header>
      <p className="hint">The AI agent will live here: describe a task, and it writes the script, runs it against the drawing and verifies it.</p>
    </section>
  );
}
