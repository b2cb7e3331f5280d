import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Suspense, use, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';
import { type AppContext, startApp } from './start-app.ts';

function Providers({ context, router }: { context: AppContext; router: DataRouter }) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <I18nextProvider i18n={context.i18n as i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function Started({ starting, router }: { starting: Promise<AppContext>; router: DataRouter }) {
  return <Providers context={use(starting)} router={router} />;
}

export function App() {
  const [starting] = useState(() => startApp());
  // Made at once, not after the texts: the router fetches the first page's lazy chunk while the texts load, so the
  // first paint waits for one round of downloads, not two (decision 0069).
  const [router] = useState(() => createAppRouter());
  return (
    <Suspense fallback={null}>
      <Started starting={starting} router={router} />
    </Suspense>
  );
}
