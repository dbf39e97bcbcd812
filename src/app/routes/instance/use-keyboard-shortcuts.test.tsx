// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';

/** A small player page: what each shortcut does is visible, as it is on the instance page. */
function Player({ dialogRole = 'dialog' }: { dialogRole?: 'dialog' | 'alertdialog' }) {
  const [playing, setPlaying] = useState(true);
  const [skipped, setSkipped] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  useKeyboardShortcuts({
    togglePlayback: () => setPlaying((now) => !now),
    skip: () => setSkipped((count) => count + 1),
    search: () => search.current?.focus(),
    help: () => setHelpOpen(true),
  });
  return (
    <main>
      <p role="status">
        {playing ? 'Playing' : 'Paused'}, {skipped} skipped
      </p>
      <input ref={search} aria-label="Search" />
      <button type="button">Shuffle</button>
      {helpOpen && (
        <div role={dialogRole} aria-label="Keyboard shortcuts">
          <button type="button" onClick={() => setHelpOpen(false)}>
            Close
          </button>
        </div>
      )}
    </main>
  );
}

const status = () => screen.getByRole('status');
const searchBox = () => screen.getByRole('textbox', { name: 'Search' });

describe('keyboard shortcuts', () => {
  it('Space pauses and resumes, N skips, / focuses the search box, ? opens the shortcuts', async () => {
    const user = userEvent.setup();
    render(<Player />);
    await user.keyboard(' ');
    expect(status()).toHaveTextContent('Paused, 0 skipped');
    await user.keyboard(' ');
    expect(status()).toHaveTextContent('Playing, 0 skipped');
    await user.keyboard('nN');
    expect(status()).toHaveTextContent('Playing, 2 skipped');
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    // '/' only moved the focus: it was not typed into the box.
    expect(searchBox()).toHaveValue('');
    searchBox().blur();
    await user.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });

  it.each(['dialog', 'alertdialog'] as const)(
    'are ignored while an element with role %s is open, and work again once it is closed',
    async (role) => {
      const user = userEvent.setup();
      render(<Player dialogRole={role} />);
      await user.keyboard('?');
      expect(screen.getByRole(role, { name: 'Keyboard shortcuts' })).toBeVisible();
      (document.activeElement as HTMLElement | null)?.blur();
      await user.keyboard('n/');
      expect(status()).toHaveTextContent('Playing, 0 skipped');
      expect(searchBox()).not.toHaveFocus();
      // Space on the dialog's own button presses that button, not the player.
      screen.getByRole('button', { name: 'Close' }).focus();
      await user.keyboard(' ');
      expect(screen.queryByRole(role)).toBeNull();
      expect(status()).toHaveTextContent('Playing, 0 skipped');
      await user.keyboard('n');
      expect(status()).toHaveTextContent('Playing, 1 skipped');
    },
  );

  it('are ignored while typing: the keys go into the search box', async () => {
    const user = userEvent.setup();
    render(<Player />);
    await user.click(searchBox());
    await user.keyboard('n ?/N');
    expect(searchBox()).toHaveValue('n ?/N');
    expect(status()).toHaveTextContent('Playing, 0 skipped');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('are ignored with a modifier held, and Space keeps its meaning on a focused button', async () => {
    const user = userEvent.setup();
    render(<Player />);
    await user.keyboard('{Control>}n{/Control}{Meta>}n{/Meta}{Alt>}n{/Alt}');
    expect(status()).toHaveTextContent('Playing, 0 skipped');
    screen.getByRole('button', { name: 'Shuffle' }).focus();
    await user.keyboard(' ');
    expect(status()).toHaveTextContent('Playing, 0 skipped');
  });
});
