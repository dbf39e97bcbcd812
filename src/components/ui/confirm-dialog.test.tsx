// @vitest-environment jsdom
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog, useConfirm, type ConfirmOptions } from './confirm-dialog';

/** The answers received so far, and a setter that appends one. */
function useStateList() {
  const [list, setList] = useState<boolean[]>([]);
  return [list, (answer: boolean) => setList((previous) => [...previous, answer])] as const;
}

/** Asks with `confirm` and prints every answer it got, in order. */
function Asker({ options }: { options: ConfirmOptions }) {
  const { confirm, dialogProps } = useConfirm();
  const [answers, setAnswers] = useStateList();
  return (
    <>
      <button type="button" onClick={() => void confirm(options).then(setAnswers)}>
        Ask
      </button>
      <output>{answers.join(',') || 'none'}</output>
      <ConfirmDialog {...dialogProps} />
    </>
  );
}

describe('useConfirm + ConfirmDialog', () => {
  it('resolves true on Confirm and false on Cancel', async () => {
    const user = userEvent.setup();
    render(<Asker options={{ description: 'This will clear the queue.' }} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure?' })).toHaveTextContent(
      'This will clear the queue.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('true,false')).toBeInTheDocument();
  });

  it('cancels when the timer runs out', async () => {
    const user = userEvent.setup();
    render(<Asker options={{ timeoutMs: 300 }} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Closing in 1 s');
    expect(await screen.findByText('false', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('answers false to a pending question when a new one is asked', async () => {
    function Twice() {
      const { confirm, dialogProps } = useConfirm();
      const [answers, setAnswers] = useStateList();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              void confirm({ description: 'first' }).then(setAnswers);
              void confirm({ description: 'second' }).then(setAnswers);
            }}
          >
            Ask twice
          </button>
          <output>{answers.join(',') || 'none'}</output>
          <ConfirmDialog {...dialogProps} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Twice />);
    await user.click(screen.getByRole('button', { name: 'Ask twice' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('second');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('false,true')).toBeInTheDocument();
  });
});
