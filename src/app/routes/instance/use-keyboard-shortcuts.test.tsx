import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeyboardShortcuts, type ShortcutHandlers } from './use-keyboard-shortcuts';

function Harness({ handlers }: { handlers: ShortcutHandlers }) {
  useKeyboardShortcuts(handlers);
  return (
    <div>
      <input aria-label="Search" />
      <button type="button">A button</button>
    </div>
  );
}

const setup = () => {
  const handlers = {
    togglePlayback: vi.fn(),
    skip: vi.fn(),
    focusSearch: vi.fn(),
    showHelp: vi.fn(),
  };
  const view = render(<Harness handlers={handlers} />);
  return { handlers, view };
};

describe('keyboard shortcuts', () => {
  it('Space, N, / and ? call their handlers', () => {
    const { handlers } = setup();
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'n' });
    fireEvent.keyDown(document.body, { key: '/' });
    fireEvent.keyDown(document.body, { key: '?' });
    expect(handlers.togglePlayback).toHaveBeenCalledTimes(1);
    expect(handlers.skip).toHaveBeenCalledTimes(1);
    expect(handlers.focusSearch).toHaveBeenCalledTimes(1);
    expect(handlers.showHelp).toHaveBeenCalledTimes(1);
  });

  it('does nothing while typing, with a modifier, or for Space on a button', () => {
    const { handlers, view } = setup();
    fireEvent.keyDown(view.getByRole('textbox', { name: 'Search' }), { key: 'n' });
    fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true });
    fireEvent.keyDown(view.getByRole('button', { name: 'A button' }), { key: ' ' });
    expect(handlers.skip).not.toHaveBeenCalled();
    expect(handlers.togglePlayback).not.toHaveBeenCalled();
  });
});
