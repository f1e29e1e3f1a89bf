import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they threw; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

// A remote that throws while rendering must not blank the page: the boundary keeps the failure
// inside its mount or slot.
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[federation] a remote failed while rendering', error);
  }

  reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
