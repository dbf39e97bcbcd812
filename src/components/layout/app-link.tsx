import type * as React from 'react';

type AppLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** An app path such as /home or /{instanceId}. */
  to: string;
};

/**
 * How presentational components link inside the app. They never import the router: the app
 * passes its router link in; stories and tests use this plain anchor.
 */
type AppLinkComponent = React.ComponentType<AppLinkProps>;

function PlainLink({ to, children, ...props }: AppLinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

export { PlainLink, type AppLinkComponent, type AppLinkProps };
