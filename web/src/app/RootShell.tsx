import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ProgressBar } from '../features/progress/ProgressBar.tsx';
import { SessionSync } from '../features/session/SessionSync.tsx';

/** Above every layout: the progress bar for navigation and calls, and scroll restoration. */
export function RootShell() {
  return (
    <>
      <ProgressBar />
      <SessionSync />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
