import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Result } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { PageError } from '@/shell/page-error.tsx';

export function NotFoundResult() {
  return <Result status="404" title={msg('shell.notFound')} />;
}

/** A route that failed to load or render: a message inside the frame, never a blank page. */
export function RouteErrorResult() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundResult />;
  console.error('Route failed', error);
  return <PageError error={error} onRetry={() => window.location.reload()} />;
}
