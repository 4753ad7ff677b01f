import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n';

/** What a page that failed to render shows in its place: the site around it stays usable. */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <div className="page-failed" role="alert" data-testid="page-failed">
      <p>{t('page_failed')}</p>
      <div className="page-failed__actions">
        <button type="button" className="btn btn--gold" onClick={() => window.location.reload()}>
          {t('retry')}
        </button>
        <a className="btn btn--ghost" href="/">
          {t('back_home')}
        </a>
      </div>
    </div>
  );
}

interface State {
  failed: boolean;
  page: string;
}

interface Props {
  /** The page it guards: when it changes (the person navigated away), the failure is forgotten. */
  page: string;
  children: ReactNode;
}

/**
 * Catches a page that throws while rendering or whose code fails to download (a release replaced
 * the chunk, the network dropped), so one broken page never blanks the whole app.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, page: this.props.page };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { failed: false, page: props.page };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
