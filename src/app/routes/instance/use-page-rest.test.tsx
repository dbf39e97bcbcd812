import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageRest } from './use-page-rest';

const load = vi.fn<() => Promise<unknown>>();
vi.mock('./page-rest-code', () => ({
  pageRestCode: { load: () => load(), loaded: () => undefined },
}));

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Caught: {this.state.error.message}</p> : this.props.children;
  }
}

function LowerPart() {
  const rest = usePageRest();
  return <p>{rest === undefined ? 'Waiting' : 'Drawn'}</p>;
}

describe('usePageRest', () => {
  it('draws the lower part once its code is in', async () => {
    load.mockResolvedValueOnce({});
    render(<LowerPart />);
    expect(screen.getByText('Waiting')).toBeVisible();
    expect(await screen.findByText('Drawn')).toBeVisible();
  });

  it('throws code that cannot be fetched to the error boundary instead of half a page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    render(
      <Catch>
        <LowerPart />
      </Catch>,
    );
    expect(
      await screen.findByText('Caught: Failed to fetch dynamically imported module'),
    ).toBeVisible();
  });
});
