import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@/app/not-found';
import { RootLayout } from '@/app/root-layout';
import { paths, type RouteId } from '@/config/paths';

/**
 * Each route is its own module, loaded when the prerender renders its page
 * (prerenderToNodeStream waits for lazy routes). The browser never loads
 * them: it hydrates only the islands a page declares.
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

const routeComponents = (Object.keys(routeModules) as RouteId[]).map((id) => ({
  path: paths[id],
  Component: lazy(() => routeModules[id]().then((component) => ({ default: component }))),
}));

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
