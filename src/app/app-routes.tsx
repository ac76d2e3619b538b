import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@/app/not-found';
import { RootLayout } from '@/app/root-layout';
import { paths, type RouteId } from '@/config/paths';

/**
 * Each route is its own chunk: a visitor downloads the code of the page they
 * open, which hydration starts fetching alongside React (see preloadRoute).
 */
const routeModules: Record<RouteId, () => Promise<ComponentType>> = {
  home: () => import('@/routes/home').then((m) => m.HomeRoute),
  personal: () => import('@/routes/personal').then((m) => m.PersonalRoute),
  business: () => import('@/routes/business').then((m) => m.BusinessRoute),
  container: () => import('@/routes/container').then((m) => m.ContainerRoute),
  safetyDepositBoxes: () =>
    import('@/routes/safety-deposit-boxes').then((m) => m.SafetyDepositBoxesRoute),
  calculator: () => import('@/routes/calculator').then((m) => m.CalculatorRoute),
  sizeGuide: () => import('@/routes/size-guide').then((m) => m.SizeGuideRoute),
  about: () => import('@/routes/about').then((m) => m.AboutRoute),
  register: () => import('@/routes/register').then((m) => m.RegisterRoute),
  privacy: () => import('@/routes/privacy').then((m) => m.PrivacyRoute),
  terms: () => import('@/routes/terms').then((m) => m.TermsRoute),
  accessibility: () => import('@/routes/accessibility').then((m) => m.AccessibilityRoute),
};

/** One download per route at a time: the route shares its preload's request, and a failure is forgotten. */
const inFlight = new Map<RouteId, Promise<ComponentType>>();
function loadRoute(id: RouteId) {
  let pending = inFlight.get(id);
  if (!pending) {
    pending = routeModules[id]();
    inFlight.set(id, pending);
    pending.catch(() => inFlight.delete(id));
  }
  return pending;
}

const routeComponents = (Object.keys(routeModules) as RouteId[]).map((id) => ({
  path: paths[id],
  // A chunk that fails to download (a flaky connection) is asked for once more
  // before the route's error boundary takes over.
  Component: lazy(() =>
    loadRoute(id)
      .catch(() => loadRoute(id))
      .then((component) => ({ default: component })),
  ),
}));

/** Starts loading the chunk of the route at `pathname`, if it is one of ours. */
export function preloadRoute(pathname: string) {
  const id = (Object.keys(paths) as RouteId[]).find((key) => paths[key] === pathname);
  // A failure here is handled when the route itself asks for its chunk.
  if (id) loadRoute(id).catch(() => undefined);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routeComponents.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
