import { lazy, Suspense } from 'react';
import { useKeptHtml } from '@/components/island/kept-html';
import { SizeSummary } from '@/features/calculator/size-summary';
import { useHydrated } from '@/features/calculator/use-hydrated';

// Its own chunk: the catalogue and the calculator load only when /calculator runs.
const StorageCalculator = lazy(() =>
  import('@/features/calculator/storage-calculator').then((m) => ({
    default: m.StorageCalculator,
  })),
);

/**
 * The calculator page's built-in calculator: the page's calculator when the
 * widget is off, and the widget's fallback when it fails. The prerendered
 * page (and the moment before the calculator's chunk arrives) shows what fits
 * in each size instead, which needs no JavaScript.
 */
export function CalculatorFallback() {
  const hydrated = useHydrated();
  const summary = useKeptHtml();
  if (!hydrated) return <SizeSummary kept={summary} />;
  return (
    <Suspense fallback={<SizeSummary kept={summary} />}>
      <StorageCalculator />
    </Suspense>
  );
}
