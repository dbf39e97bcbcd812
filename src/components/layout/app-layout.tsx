import type * as React from 'react';
import { Logo } from './logo';

interface AppLayoutProps {
  children: React.ReactNode;
  /** Wraps the logo in the app's link to /home (components never import the router). */
  renderLogoLink?: (logo: React.ReactNode) => React.ReactNode;
}

function AppLayout({ children, renderLogoLink = (logo) => logo }: AppLayoutProps) {
  return (
    <div data-slot="app-layout" className="flex min-h-dvh flex-col bg-bg text-fg md:flex-row">
      <aside className="flex shrink-0 flex-col gap-4 border-b border-border bg-card p-4 text-card-fg md:w-72 md:border-r md:border-b-0">
        {renderLogoLink(<Logo />)}
      </aside>
      <main className="min-w-0 flex-1 p-4 md:p-8">{children}</main>
    </div>
  );
}

export { AppLayout, type AppLayoutProps };
