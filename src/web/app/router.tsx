import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { PublicLayout } from '@web/components/layouts/public-layout';
import { paths } from '@web/config/paths';
import { RouteErrorPage } from './routes/route-error';

/** Each page loads with its own chunk, so the home route ships only what it needs. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home, ...page(() => import('./routes/home')) },
          { path: paths.partners, ...page(() => import('./routes/partners')) },
          { path: paths.supportedBanks, ...page(() => import('./routes/supported-banks')) },
          { path: paths.cooparent, ...page(() => import('./routes/cooparent')) },
          { path: paths.listProperty, ...page(() => import('./routes/list-property')) },
          { path: paths.abodeCity, ...page(() => import('./routes/abode-city')) },
          { path: '/abode-city/work/:id', ...page(() => import('./routes/abode-city-work')) },
          { path: paths.contact, ...page(() => import('./routes/contact')) },
          { path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
