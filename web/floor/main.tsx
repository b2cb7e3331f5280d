// The floor of the first-view JavaScript budget (issue 25, decision 0071): the least an app on DESIGN.md's web
// stack ships before its first page shows — React 19, React Router's data router with one lazy route, TanStack
// Query, react-i18next, and react-bootstrap's navbar — with no product code. `node scripts/js-budget.mjs --floor`
// builds it with the web app's Vite settings and prints its gzipped size beside each page's. Bootstrap's CSS (the
// stack's styles; it adds no JavaScript) is there for the landers bench's Lighthouse run of the floor.
import 'bootstrap/dist/css/bootstrap.min.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';

await i18next.use(initReactI18next).init({
  lng: 'nl',
  resources: { nl: { translation: { title: 'Welkom', home: 'Start', more: 'Meer' } } },
  interpolation: { escapeValue: false },
});

function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <Navbar expand="md">
        <Container>
          <Navbar.Brand as={Link} to="/">
            {t('home')}
          </Navbar.Brand>
          <Nav>
            <NavDropdown title={t('more')}>
              <NavDropdown.Item as={Link} to="/">
                {t('home')}
              </NavDropdown.Item>
            </NavDropdown>
          </Nav>
        </Container>
      </Navbar>
      <Outlet />
    </>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [{ index: true, lazy: async () => ({ Component: (await import('./home.tsx')).Home }) }],
  },
]);
const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
