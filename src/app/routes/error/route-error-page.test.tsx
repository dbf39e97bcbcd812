import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '@/app/router';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error("Cannot read properties of undefined (reading 'tracks')");
}

describe('RouteErrorPage', () => {
  it('turns a failing screen into the spec page with the message as text, until the user leaves', async () => {
    // React logs the caught error; keep the test output readable.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        { path: '/broken', element: <Broken /> },
        { path: '/home', element: <p>Home</p> },
      ],
      { initialEntries: ['/broken'] },
    );
    render(
      <RouterProvider router={router} renderError={(error) => <RouteErrorPage error={error} />} />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(
      screen.getByText("Cannot read properties of undefined (reading 'tracks')"),
    ).toBeVisible();
    act(() => router.navigate('/home'));
    expect(await screen.findByText('Home')).toBeVisible();
    quiet.mockRestore();
  });
});
