import type * as React from 'react';
import { Input } from '@/components/ui/input';

/**
 * A pasted id loses the spaces and line breaks around it (copying an id often brings them), so
 * the field shows exactly what will be checked and sent. React sees the change as typing.
 */
function pasteTrimmed(event: React.ClipboardEvent<HTMLInputElement>) {
  const pasted = event.clipboardData.getData('text');
  const trimmed = pasted.trim();
  if (trimmed === pasted) return;
  event.preventDefault();
  const input = event.currentTarget;
  const end = input.value.length;
  input.setRangeText(trimmed, input.selectionStart ?? end, input.selectionEnd ?? end, 'end');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A chat-platform id (up to 20 digits): a text field, never `type="number"`, which would round
 * the digits and turn them into exponents; a numeric keypad on phones.
 */
function SnowflakeInput({ onPaste, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      onPaste={(event) => {
        pasteTrimmed(event);
        onPaste?.(event);
      }}
      {...props}
    />
  );
}

export { SnowflakeInput };
