import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

export function PageShell({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="container page" data-testid={testId}>
      <h1 className="page__title">{title}</h1>
      {children}
    </section>
  );
}
