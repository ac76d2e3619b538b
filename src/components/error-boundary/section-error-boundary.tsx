import { Component, type ReactNode } from 'react';

type SectionErrorBoundaryProps = { message: string; className?: string; children: ReactNode };

/**
 * Keeps a failure inside one part of a page (a chunk that did not download,
 * a widget that threw) to that part: it shows `message` there, and the rest
 * of the page carries on working.
 */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className={this.props.className}>
        {this.props.message}
      </p>
    );
  }
}
