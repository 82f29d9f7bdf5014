/* The head of a panel that takes the chat's place (settings, memory, log): its title and the way back. */
export function PanelHead({ title, onClose }: { title: string; onClose(): void }) {
  return (
    <div className="lw-settings-head">
      <strong>{title}</strong>
      <button type="button" onClick={onClose}>
        Back to the chat
      </button>
    </div>
  );
}
