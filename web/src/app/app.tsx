import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Suspense, use, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';
import { type AppContext, startApp } from './start-app.ts';

function Providers({ context }: { context: AppContext }) {
  const [router] = useState(() => createAppRouter());
  return (
    <QueryClientProvider client={context.queryClient}>
      <I18nextProvider i18n={context.i18n as i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function Started({ starting }: { starting: Promise<AppContext> }) {
  return <Providers context={use(starting)} />;
}

export function App() {
  const [starting] = useState(() => startApp());
  return (
    <Suspense fallback={null}>
      <Started starting={starting} />
    </Suspense>
  );
}
