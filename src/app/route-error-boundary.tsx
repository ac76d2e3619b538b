import { Component, type ReactNode } from 'react';
import { PageHero } from '@/components/page-hero/page-hero';
import { loadErrorCopy as copy } from '@/content/load-errors';
import { useRouteReady } from '@/hooks/use-route-ready';

/** Marks the history entry whose page was reloaded once because its code did not load. */
const RELOADED = 'reloadedAfterLoadError';

function RouteLoadError() {
  useRouteReady('load-error');
  return (
    <>
      <PageHero title={copy.pageTitle} intro={copy.pageIntro} />
      <section className="section container">
        <a href={window.location.href}>{copy.reload}</a>
      </section>
    </>
  );
}

type RouteErrorBoundaryProps = { location: string; children: ReactNode };
type RouteErrorBoundaryState = { failed: boolean; location: string };

/**
 * Around the page between the header and the footer, which stay. When the
 * page's code fails to load (after its one retry, see app-routes.tsx), the
 * browser loads the address afresh: its prerendered HTML always works, and
 * a deployment may have replaced the files this tab knew. If that reload
 * fails too, the visitor reads why and can try again, rather than a loop.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  state = { failed: false, location: this.props.location };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    // A new address gets a new chance.
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  componentDidCatch() {
    const entry = window.history.state as Record<string, unknown> | null;
    if (entry?.[RELOADED]) return;
    window.history.replaceState({ ...entry, [RELOADED]: true }, '');
    window.location.reload();
  }

  render() {
    return this.state.failed ? <RouteLoadError /> : this.props.children;
  }
}
