import { Component, Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { LoadFailed } from './LoadFailed';
import { HoldsFirstScreen } from '../platform/firstScreen';
import { reportCaughtReadError } from '../platform/queryClient';
import { LoadingState } from './states';

interface ErrorBoundaryProps {
  /** Clears the failed queries, so that they are asked again on the next render. */
  onReset: () => void;
  /** Shown instead of the load-failed panel (see `QueryBoundaryProps.placeholder`). */
  placeholder: QueryBoundaryProps['placeholder'];
  /** See `QueryBoundaryProps.isFailureToasted`. */
  isFailureToasted: boolean;
  children: ReactNode;
}

/** Catches what the screen below throws while rendering (a failed suspense query). */
class LoadErrorBoundary extends Component<ErrorBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    if (this.props.isFailureToasted) reportCaughtReadError(error);
  }

  private readonly retry = () => {
    this.props.onReset();
    this.setState({ hasFailed: false });
  };

  override render() {
    const { placeholder, children } = this.props;
    if (!this.state.hasFailed) return children;
    return placeholder ? placeholder({ onRetry: this.retry }) : <LoadFailed onRetry={this.retry} />;
  }
}

export interface QueryBoundaryProps {
  /** The part of a screen that reads server data with `useSuspenseQuery`. */
  children: ReactNode;
  /**
   * What shows in the children's place while their data is missing, for a screen that keeps its
   * layout meanwhile (the calendar: its grid without items). Called without an argument while the
   * data loads; with `failure` when it failed, and then the placeholder shows
   * `<LoadFailed onRetry={failure.onRetry} />` where it fits. Default: 'Bezig met laden…', and the
   * load-failed panel.
   */
  placeholder?: (failure?: { onRetry: () => void }) => ReactNode;
  /**
   * Whether a failed shared read (app/src/entities, `toastOnError: 'where-read'`) shows the
   * catalogue toast here, besides the load-failed panel: `false` where the screen's own message
   * says enough (the dashboard's cards). The screen decides, where it reads, not the read's key.
   * Other reads are reported by the cache as their options say. Default `true`.
   */
  isFailureToasted?: boolean;
}

/**
 * Where a screen's server data loads: its children read queries with `useSuspenseQuery` (the data
 * is then always there); while they load, 'Bezig met laden…' shows in their place; when a query
 * fails (after its retries, and after the catalogue toast), the load-failed panel with 'Opnieuw
 * proberen' asks again. Put it inside the screen's `Page`, so the title stays while it loads.
 *
 * @example
 * <Page title={cvMessages.title}>
 *   <QueryBoundary>
 *     <CvSections />   // const { data: resume } = useSuspenseQuery(resumeQuery);
 *   </QueryBoundary>
 * </Page>
 */
export function QueryBoundary({
  children,
  placeholder,
  isFailureToasted = true,
}: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <LoadErrorBoundary
          onReset={reset}
          placeholder={placeholder}
          isFailureToasted={isFailureToasted}
        >
          <Suspense
            fallback={
              <HoldsFirstScreen>{placeholder ? placeholder() : <LoadingState />}</HoldsFirstScreen>
            }
          >
            {children}
          </Suspense>
        </LoadErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
