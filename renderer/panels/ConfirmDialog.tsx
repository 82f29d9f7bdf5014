/* The question askConfirm asked (confirm.ts), as a modal: Enter confirms, Escape cancels, focus starts on Cancel. */
import { useEffect, useRef } from 'react';
import { answerConfirm, useConfirm } from './confirm.js';

export function ConfirmDialog() {
  const q = useConfirm((s) => s.current);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!q) return;
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        answerConfirm(false);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [q]);
  if (!q) return null;
  return (
    <div className="modal-backdrop" onPointerDown={(e) => e.target === e.currentTarget && answerConfirm(false)}>
      <div className="modal confirm" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-message" data-testid="confirm-dialog">
        <h2 id="confirm-title">{q.title}</h2>
        <p id="confirm-message">{q.message}</p>
        <div className="modal-buttons">
          <button type="button" ref={cancelRef} onClick={() => answerConfirm(false)}>{q.cancelLabel ?? 'Cancel'}</button>
          <button type="button" className={q.danger === false ? 'primary' : 'danger'} onClick={() => answerConfirm(true)}>{q.confirmLabel}</button>
        </div>
      </div>
    </div>
  );
}
