import { ExternalWidget } from '@/components/external-widget/external-widget';
import { calculatorWidget } from '@/components/external-widget/widgets';
import { calculatorWidgetCopy } from '@/content/calculator';
import { CalculatorFallback } from '@/features/calculator/calculator-fallback';

/** The calculator widget, with the site's own calculator in its place when it is off or fails. */
export function CalculatorWidget() {
  return (
    <ExternalWidget
      widget={calculatorWidget}
      label={calculatorWidgetCopy.widgetLabel}
      loadingText={calculatorWidgetCopy.loading}
      fallback={<CalculatorFallback />}
    />
  );
}
