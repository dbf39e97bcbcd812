import * as React from 'react';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import { whenIdle } from '@/lib/scheduling/when-idle';
import { Logo } from './logo';
import { t } from '@/lib/i18n';
import { SkipLinks } from './skip-links';
import { useFocusInSight } from './use-focus-in-sight';
import { loadChunk } from '@/lib/scheduling/load-chunk';

const loadMenuSheet = () => loadChunk(() => import('./menu-sheet'));
// The sheet (Radix Dialog) is not needed to show /home: fetched when the browser is idle and
// rendered from the first time the menu opens.
const MenuSheet = React.lazy(() =>
  loadMenuSheet().then((module) => ({ default: module.MenuSheet })),
);

interface AppLayoutProps {
  children: React.ReactNode;
  /** The navigation menu (the server list and the like). */
  navigation?: React.ReactNode;
  /**
   * What the phone's menu sheet shows in place of `navigation`: collapsing the server list is the
   * desktop column's affair, so the sheet's copy has no "Hide servers" and always lists the
   * servers. Defaults to `navigation`.
   */
  sheetNavigation?: React.ReactNode;
  /** The signed-in user's card at the foot of the left column. */
  userCard?: React.ReactNode;
  /** Wraps the logo in the app's link to /home (components never import the router). */
  renderLogoLink?: (logo: React.ReactNode) => React.ReactNode;
  /**
   * The server list is hidden ("Hide servers"): the column gives its width back to the page and
   * becomes a rail of icons. Its parts restyle through `group-data-[collapsed]/column:` variants,
   * so the same navigation and user card stay whole in the phone's menu sheet.
   */
  collapsed?: boolean;
}

function ColumnContent({ navigation, userCard }: Pick<AppLayoutProps, 'navigation' | 'userCard'>) {
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">{navigation}</div>
      {userCard}
    </>
  );
}

/**
 * The main layout (spec 1 §2): left column with the logo, navigation and user card; page content
 * on the right. Below the md breakpoint the column moves into a sheet behind a menu button, so
 * the page is usable from 360 px wide; following any link in the sheet closes it.
 */
function AppLayout({
  children,
  navigation,
  sheetNavigation = navigation,
  userCard,
  renderLogoLink = (logo) => logo,
  collapsed = false,
}: AppLayoutProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [menuUsed, setMenuUsed] = React.useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  React.useEffect(() => whenIdle(() => void loadMenuSheet()), []);
  useFocusInSight();
  return (
    // --app-column-width: the left column's width; the instance page's player bar, docked at the
    // window's foot, starts after it.
    <div
      data-slot="app-layout"
      className={cn(
        'flex min-h-dvh flex-col bg-bg text-fg md:flex-row',
        collapsed ? 'md:[--app-column-width:4rem]' : 'md:[--app-column-width:18rem]',
      )}
    >
      {/* First in the page: the first Tab reaches the skip links (WCAG 2.4.1). */}
      <SkipLinks />
      {/* Docked at the top below md: the page's scroll padding keeps focus clear of it. */}
      <header
        data-docked-top=""
        className="sticky top-0 z-40 flex items-center justify-between gap-2 border-b bg-card px-3 py-2 text-card-fg md:hidden"
      >
        {renderLogoLink(<Logo />)}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('layout.openMenu')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden />
        </Button>
      </header>
      {menuUsed && (
        <React.Suspense fallback={null}>
          <MenuSheet open={menuOpen} onOpenChange={setMenuOpen}>
            {renderLogoLink(<Logo />)}
            <ColumnContent navigation={sheetNavigation} userCard={userCard} />
          </MenuSheet>
        </React.Suspense>
      )}
      <aside
        data-slot="app-layout-column"
        data-collapsed={collapsed ? '' : undefined}
        className={cn(
          'group/column sticky top-0 hidden h-dvh w-(--app-column-width) shrink-0 flex-col gap-4 border-e bg-card text-card-fg md:flex',
          collapsed ? 'items-center px-2 py-4' : 'p-4',
        )}
      >
        {renderLogoLink(<Logo />)}
        <ColumnContent navigation={navigation} userCard={userCard} />
      </aside>
      <main
        id="main"
        data-skip-target="main"
        tabIndex={-1}
        className="min-w-0 flex-1 p-4 outline-none md:p-8"
      >
        {children}
      </main>
    </div>
  );
}

export { AppLayout };
