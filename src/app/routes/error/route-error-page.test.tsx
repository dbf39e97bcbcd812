// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error("Cannot read properties of undefined (reading 'tracks')");
}

describe('RouteErrorPage', () => {
  it('turns a failing screen into the spec page with the message as text, until the user leaves', async () => {
    // React logs the caught error; keep the test output readable.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/home', element: <p>Home</p> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(
      screen.getByText("Cannot read properties of undefined (reading 'tracks')"),
    ).toBeVisible();
    await act(() => router.navigate('/home'));
    expect(await screen.findByText('Home')).toBeVisible();
    quiet.mockRestore();
    warn.mockRestore();
  });

  it('shows a route whose code fails to load as the same page', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              path: '/settings',
              lazy: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
            },
          ],
        },
      ],
      { initialEntries: ['/settings'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeVisible();
    quiet.mockRestore();
    warn.mockRestore();
  });
});
