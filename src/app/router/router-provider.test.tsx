import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from './create-router';
import { useParams } from './hooks';
import { Link, NavLink } from './link';
import { Navigate } from './navigate';
import { Outlet } from './render-matches';
import { RouterProvider } from './router-provider';
import { Routes } from './routes';
import { useBlocker } from './use-blocker';

function Instance() {
  return <h1>Instance {useParams().id}</h1>;
}

function Shell() {
  return (
    <>
      <nav>
        <NavLink to="/home">Home</NavLink>
        <NavLink to="/caf%C3%A9">Café</NavLink>
        <NavLink to="/admin">Admin</NavLink>
      </nav>
      <Outlet />
    </>
  );
}

function Admin() {
  return (
    <Routes
      routes={[
        { index: true, element: <Link to="users">Users</Link> },
        { path: 'users', element: <h1>Users</h1> },
      ]}
      noMatch={<Navigate to="/home" replace />}
    />
  );
}

function Download() {
  const blocker = useBlocker(() => true);
  return blocker.state === 'blocked' ? (
    <p>
      Leave?
      <button onClick={blocker.proceed}>Leave</button>
      <button onClick={blocker.reset}>Stay</button>
    </p>
  ) : (
    <Link to="/home">Go home</Link>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          { path: 'home', element: <h1>Home page</h1> },
          { path: 'download', element: <Download /> },
          { path: 'admin/*', lazy: async () => ({ Component: Admin }) },
          { path: ':id', element: <Instance /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} fallback={<p>Loading</p>} />);
  return router;
}

describe('RouterProvider', () => {
  it('redirects, renders the layout around the page and marks the current link', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Café' })).not.toHaveAttribute('aria-current');
  });

  it('navigates on a plain click and leaves modified clicks to the browser', async () => {
    const router = renderAt('/home');
    const cafe = await screen.findByRole('link', { name: 'Café' });
    expect(cafe).toHaveAttribute('href', '/caf%C3%A9');
    fireEvent.click(cafe, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/home');
    fireEvent.click(cafe);
    expect(await screen.findByRole('heading', { name: 'Instance café' })).toBeVisible();
    expect(cafe).toHaveAttribute('aria-current', 'page');
  });

  it("loads a lazy area and resolves its relative links from the area's base", async () => {
    const router = renderAt('/admin');
    const users = await screen.findByRole('link', { name: 'Users' });
    expect(users).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(users);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeVisible();
    act(() => router.navigate('/admin/nothing'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('asks before leaving a page that would lose something', async () => {
    const router = renderAt('/download');
    fireEvent.click(await screen.findByRole('link', { name: 'Go home' }));
    expect(await screen.findByText('Leave?')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/download');
    fireEvent.click(await screen.findByRole('link', { name: 'Go home' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('draws a route whose code is already in on the first render, with no loading frame', async () => {
    let loads = 0;
    const router = createMemoryRouter(
      [
        {
          path: '/:id',
          lazy: async () => {
            loads += 1;
            return { Component: Instance };
          },
        },
      ],
      { initialEntries: ['/lounge'] },
    );
    // The address's code started when the router landed on it; the app renders once it is in.
    await router.codeSettled();
    const seen: string[] = [];
    render(<RouterProvider router={router} fallback={<p>Loading</p>} />);
    seen.push(document.body.textContent ?? '');
    expect(seen).toEqual(['Instance lounge']);
    expect(loads).toBe(1);
  });
});
