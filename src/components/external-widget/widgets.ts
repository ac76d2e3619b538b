import type { WidgetScript } from '@/components/external-widget/widget-script';
import { originOf } from '@/config/third-party';
import { thirdParty } from '@/config/third-party-env';

/**
 * The two third-party widgets. Their addresses and the registration flow id
 * come from src/config/third-party.ts (set at build time with
 * VITE_REGISTRATION_WIDGET_SRC, VITE_REGISTRATION_FLOW_ID and
 * VITE_CALCULATOR_WIDGET_SRC); the Content-Security-Policy is built from the
 * same values.
 */
export type WidgetDefinition = WidgetScript & {
  /**
   * The completion hook. When the widget reports that a visitor finished it,
   * the loader calls the page's onComplete (the register page then switches
   * the store to "registration received"). A widget can report it either way:
   * - in the page, `window.dispatchEvent(new CustomEvent(completionEvent))`;
   * - from an iframe, `parent.postMessage({ type: completionEvent }, '*')`,
   *   accepted only from the widget's own origin.
   * If the provider announces completion under another name, change it here.
   * A widget that reports nothing simply never shows the confirmation.
   */
  readonly completionEvent?: string;
  /** The origin postMessage completion events must come from. */
  readonly origin: string;
};

export const REGISTRATION_COMPLETE_EVENT = 'registration-widget:complete';

/** null when VITE_REGISTRATION_WIDGET_SRC switches the widget off. */
export const registrationWidget: WidgetDefinition | null = thirdParty.registrationWidgetSrc
  ? {
      id: 'registration',
      src: thirdParty.registrationWidgetSrc,
      origin: originOf(thirdParty.registrationWidgetSrc),
      attributes: { [thirdParty.registrationFlowAttribute]: thirdParty.registrationFlowId },
      completionEvent: REGISTRATION_COMPLETE_EVENT,
    }
  : null;

/** null when VITE_CALCULATOR_WIDGET_SRC switches the widget off. */
export const calculatorWidget: WidgetDefinition | null = thirdParty.calculatorWidgetSrc
  ? {
      id: 'calculator',
      src: thirdParty.calculatorWidgetSrc,
      origin: originOf(thirdParty.calculatorWidgetSrc),
      attributes: {},
    }
  : null;
