/** One sentence for a screen reader to say: each has its own id, so saying the same again is heard. */
export interface LiveMessage {
  id: number;
  text: string;
}

/**
 * The page's one polite live region: unseen, always in the page (a region added together with its
 * first message is often not read), and each message a new node, so a screen reader says the
 * same sentence again when it comes twice ("Moved … to position 4 of 12" after two presses).
 */
export function LiveRegion({ message }: { message: LiveMessage | null }) {
  return (
    <div data-slot="live-region" role="status" aria-live="polite" aria-atomic className="sr-only">
      {message && <p key={message.id}>{message.text}</p>}
    </div>
  );
}
