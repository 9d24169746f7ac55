import { Component, type ReactNode } from 'react';
import { Centered } from './centered';

interface AppError {
  status?: number;
  statusText?: string;
  message?: string;
}

function ErrorScreen({ error }: { error: AppError }) {
  const detail = [error.status, error.statusText].filter(Boolean).join(' ') || error.message || 'Unknown error';
  return (
    <Centered role="alert">
      <h1>Unexpected Application Error</h1>
      <p>{detail}</p>
      {error.message && detail !== error.message && <pre style={{ whiteSpace: 'pre-wrap' }}>{error.message}</pre>}
      <a className="home" href="/">
        Return to Home
      </a>
    </Centered>
  );
}

/** Catches render errors anywhere below so a broken block never blanks the whole site. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: AppError | null }> {
  state = { error: null as AppError | null };
  static getDerivedStateFromError(e: unknown) {
    const err = e as { status?: number; statusText?: string; message?: string };
    return { error: { status: err?.status, statusText: err?.statusText, message: err?.message ?? String(e) } };
  }
  componentDidCatch(error: unknown) {
    console.error('Unexpected Application Error', error);
  }
  componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
