import * as React from 'react';
import type { NavigateOptions } from './create-router';
import { useLocation, useNavigate, useRouteBase } from './hooks';
import { resolvePath } from './match-routes';

export type LinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { to: string } & NavigateOptions;

/** A plain click on an own-tab link is the app's; new tabs, downloads and modifiers the browser's. */
function isAppClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An anchor with a real href (open in a new tab works) that navigates in the app on a click. */
export function Link({ to, replace, onClick, ref, children, ...props }: LinkProps) {
  const navigate = useNavigate();
  const href = resolvePath(to, useRouteBase());
  return (
    <a
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isAppClick(event)) return;
        event.preventDefault();
        navigate(href, { replace });
      }}
      {...props}
    >
      {children}
    </a>
  );
}

/** Whether `pathname` is `to` or below it (`/` only itself), as case-blind as the matching. */
function isCurrent(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const there = to.toLowerCase().split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return here === there || (there !== '/' && here.startsWith(`${there}/`));
}

/** A link that marks the current page (and its sub-pages) with aria-current="page". */
export function NavLink(props: LinkProps) {
  const { pathname } = useLocation();
  const href = resolvePath(props.to, useRouteBase());
  return <Link aria-current={isCurrent(pathname, href) ? 'page' : undefined} {...props} />;
}
