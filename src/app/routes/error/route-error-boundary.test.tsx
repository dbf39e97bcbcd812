import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error("Cannot read properties of undefined (reading 'tracks')");
}

describe('RouteErrorBoundary', () => {
  it('turns a failing screen into the spec page with the message as text', async () => {
    // React logs the caught error; keep the test output readable.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(
      screen.getByText("Cannot read properties of undefined (reading 'tracks')"),
    ).toBeVisible();
    quiet.mockRestore();
  });
});
