import * as React from 'react';

/** What an admin screen's link needs: where to go, plus the anchor's own props. */
type AdminLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { to: string };

type RenderLink = (props: AdminLinkProps) => React.ReactNode;

const renderPlainLink: RenderLink = ({ to, children, ...props }) => (
  <a href={to} {...props}>
    {children}
  </a>
);

/**
 * Components never import the router: the app layer provides how an in-app link renders, and
 * stories fall back to a plain anchor.
 */
const AdminLinkContext = React.createContext<RenderLink>(renderPlainLink);

function AdminLinkProvider({
  renderLink,
  children,
}: {
  renderLink: RenderLink;
  children: React.ReactNode;
}) {
  return <AdminLinkContext value={renderLink}>{children}</AdminLinkContext>;
}

/** An in-app link (Manage, View, the landing buttons). Use with `<Button asChild>`. */
function AdminLink(props: AdminLinkProps) {
  return React.use(AdminLinkContext)(props);
}

export { AdminLink, AdminLinkProvider, type AdminLinkProps };
