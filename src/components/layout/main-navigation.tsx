import type * as React from 'react';
import { House, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PlainLink, type AppLinkComponent } from './app-link';
import { t } from '@/lib/i18n';
import { TOUCH_MIN_HEIGHT } from '@/components/ui/touch-target';

interface MainNavigationProps {
  /** The server list (renders nothing while collapsed). */
  children?: React.ReactNode;
  collapsed?: boolean;
  /** Offers "Hide servers" / "Show servers"; without it there is no such control (the phone's sheet). */
  onCollapsedChange?: (collapsed: boolean) => void;
  link?: AppLinkComponent;
}

/** The navigation menu of the left column: home, and the server list that can be folded away. */
function MainNavigation({
  children,
  collapsed = false,
  onCollapsedChange,
  link: Link = PlainLink,
}: MainNavigationProps) {
  return (
    <div data-slot="main-navigation" className="flex flex-col gap-4">
      <nav
        aria-label={t('layout.mainNavigation')}
        className="flex items-center justify-between gap-2 group-data-[collapsed]/column:flex-col"
      >
        <Link
          to="/home"
          title={t('layout.home')}
          className={`flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium outline-none ${TOUCH_MIN_HEIGHT} group-data-[collapsed]/column:size-9 group-data-[collapsed]/column:justify-center group-data-[collapsed]/column:p-0 hover:bg-accent hover:text-accent-fg focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg`}
        >
          <House aria-hidden className="size-4" />
          <span className="group-data-[collapsed]/column:sr-only">{t('layout.home')}</span>
        </Link>
        {onCollapsedChange && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={collapsed ? t('layout.showServers') : t('layout.hideServers')}
            title={collapsed ? t('layout.showServers') : t('layout.hideServers')}
            aria-expanded={!collapsed}
            onClick={() => onCollapsedChange(!collapsed)}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden className="rtl:-scale-x-100" />
            ) : (
              <PanelLeftClose aria-hidden className="rtl:-scale-x-100" />
            )}
          </Button>
        )}
      </nav>
      {children}
    </div>
  );
}

export { MainNavigation };
