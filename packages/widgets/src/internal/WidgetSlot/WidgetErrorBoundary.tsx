import { Component, type ReactNode } from 'react';

interface Props {
  widgetLabel: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** A widget that throws while drawing is left out; the rest of the area still renders. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn(
      `Widget ${this.props.widgetLabel} skipped: it failed to render (${error.message})`,
    );
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
