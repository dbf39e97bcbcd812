import * as React from 'react';

type Props = {
  /** A new address clears the failure: the user navigated away from the broken screen. */
  pathname: string;
  renderError: (error: unknown) => React.ReactNode;
  children: React.ReactNode;
};

type State = { failed: boolean; error: unknown; pathname: string };

/** Whatever a route throws while rendering (or loading its code) ends here, never a white screen. */
export class RouteErrorCatcher extends React.Component<Props, State> {
  override state: State = { failed: false, error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname
      ? null
      : { failed: false, error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? this.props.renderError(this.state.error) : this.props.children;
  }
}
