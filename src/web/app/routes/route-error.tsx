import { useLingui } from '@lingui/react';
import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { layoutTexts } from '@web/components/layouts/layout-texts';
import { paths } from '@web/config/paths';

const t = layoutTexts.error;

/** Shown instead of a blank page when a page fails to load or render. */
export function RouteErrorPage() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">{i18n._(t.heading)}</h1>
      <p className="text-muted-foreground">{i18n._(t.body)}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{i18n._(t.retry)}</Button>
        <Button asChild variant="outline">
          <Link to={paths.home} reloadDocument>
            {i18n._(t.home)}
          </Link>
        </Button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The page's address: a new one clears the error, so the next page is drawn again. */
  resetKey: string;
}

interface BoundaryState {
  failed: boolean;
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: BoundaryProps, previousState: BoundaryState) {
    // Only an error shown before this update is cleared: one thrown by the new address's own first render stays.
    if (previousState.failed && this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** The routes' error boundary: a page that fails to load or render shows RouteErrorPage until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary resetKey={pathname}>{children}</PageErrorBoundary>;
}
