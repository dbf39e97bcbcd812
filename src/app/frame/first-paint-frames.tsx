import { AppLayout } from '@/components/layout/app-layout';
import type { AppLinkProps } from '@/components/layout/app-link';
import { LastKnownNotice } from '@/components/layout/last-known-notice';
import { LoginStatus } from '@/components/layout/login-status';
import { MainNavigation } from '@/components/layout/main-navigation';
import { WelcomePanel } from '@/components/layout/welcome-panel';
import { ServerCards } from '@/components/home/server-cards';
import { InstancePageSkeleton } from '@/components/instance/instance-page-skeleton';
import { InstanceSidebar } from '@/components/sidebar/instance-sidebar';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';
import { EARLY_COVER_ATTRIBUTE } from '@/app/boot/early-cover';
import type { FrameRoute } from './frame-route';

/**
 * A link of the frame: an address relative to the page's `<base href>`, so it works under any
 * base path set at deploy time. A tap on it before the app starts loads that page.
 */
function FrameLink({ to, children, ...props }: AppLinkProps) {
  return (
    <a href={to.replace(/^\/+/, '') || './'} {...props}>
      {children}
    </a>
  );
}

/** The page part of each signed-in frame: what the route draws before its first answer. */
const pages = (): Record<Exclude<FrameRoute, 'login' | 'none'>, React.ReactNode> => ({
  home: (
    <>
      <WelcomePanel />
      <ServerCards servers={null} error={null} lastOpenedId={null} link={FrameLink} />
    </>
  ),
  instance: (
    <InstancePageSkeleton
      cover={
        // The now-playing card's picture (now-playing-card.tsx), filled by the boot script.
        <img
          hidden
          alt=""
          decoding="async"
          fetchPriority="high"
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          {...{ [EARLY_COVER_ATTRIBUTE]: '' }}
        />
      }
    />
  ),
  page: (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner label={t('shell.loading')} className="size-6" />
    </div>
  ),
});

/**
 * The first-paint frames of one language, written into index.html by the build
 * (scripts/vite-plugins/first-paint-frames.ts): the signed-in layout (sidebar, header) with each
 * route's skeleton, once with the server list shown and once hidden ("Hide servers", which the
 * boot script reads with the theme), and the sign-in screen, all made of the app's own components
 * in the state they draw before any answer. The frames' style shows the one `<html data-frame>`
 * and `<html data-frame-column>` name in the language `<html lang>` names; the app's first render
 * replaces them.
 */
export function FirstPaintFrames() {
  return (
    <>
      {([false, true] as const).map((collapsed) => (
        <div key={String(collapsed)} data-frame-route={collapsed ? 'shell-collapsed' : 'shell'}>
          <AppLayout
            collapsed={collapsed}
            renderLogoLink={(logo) => <FrameLink to="/home">{logo}</FrameLink>}
            navigation={
              <MainNavigation collapsed={collapsed} link={FrameLink}>
                {collapsed ? null : <InstanceSidebar instances={null} link={FrameLink} />}
              </MainNavigation>
            }
          >
            {Object.entries(pages()).map(([route, page]) => (
              <div key={route} data-frame-page={route}>
                {page}
              </div>
            ))}
          </AppLayout>
        </div>
      ))}
      <div data-frame-route="login">
        <LoginStatus state="redirecting" />
      </div>
    </>
  );
}

/**
 * The app's last-known notice of one language, which the boot script takes out to mark the
 * person's kept screen when it paints that instead of the frame (src/app/boot/last-screen.ts).
 */
export function FrameNotice() {
  return <LastKnownNotice since="" />;
}
