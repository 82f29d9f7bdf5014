/*
 * A question the agent asked the drafter (ask_user): the question, its choices as buttons, and an
 * answer box while it waits. Once answered, the answer stays under the question in the history.
 */
import { useState } from 'react';
import type { ChatItem } from '../store/chat-slice.js';

type QuestionItem = Extract<ChatItem, { kind: 'question' }>;

export function QuestionCard({ item, waiting, onAnswer }: { item: QuestionItem; waiting: boolean; onAnswer(text: string): void }) {
  const [text, setText] = useState('');
  const send = (t: string) => {
    if (!t.trim()) return;
    onAnswer(t.trim());
    setText('');
  };
  return (
    <div className="lw-question" data-testid="question-card">
      <div className="lw-question-text">
        <strong>The agent asks:</strong> {item.question}
      </div>
      {item.answer !== undefined ? (
        <div className="lw-msg lw-msg-user">{item.answer}</div>
      ) : waiting ? (
        <form
          className="lw-question-answer"
          onSubmit={(e) => {
            e.preventDefault();
            send(text);
          }}
        >
          {item.choices?.map((c) => (
            <button key={c} type="button" onClick={() => send(c)}>
              {c}
            </button>
          ))}
          <input aria-label="answer the agent" value={text} placeholder="Your answer" onChange={(e) => setText(e.target.value)} />
          <button type="submit" disabled={!text.trim()}>
            Answer
          </button>
        </form>
      ) : (
        <div className="lw-chat-empty">Not answered.</div>
      )}
    </div>
  );
}
