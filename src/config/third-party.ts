/**
 * The third-party services the site loads, in one place. The widget
 * addresses and the registration flow id can be set at build time with the
 * environment variables below; the Content-Security-Policy is built from the
 * same values, so it allows exactly these hosts.
 *
 * The default widget addresses are placeholders on example.com: until the
 * owner sets the real ones, the widgets fail to load and the pages show the
 * site's own registration form and calculator instead. Setting a widget's
 * variable to an empty value or to `off` switches that widget off: no script
 * is added at all and the built-in version is the page's form or calculator.
 */
export type ThirdPartyEnv = Partial<Record<string, string | undefined>>;

export type ThirdPartyConfig = {
  /** null when the widget is switched off. */
  registrationWidgetSrc: string | null;
  registrationFlowId: string;
  /** The attribute that carries the flow id on the registration script. */
  registrationFlowAttribute: string;
  /** null when the widget is switched off. */
  calculatorWidgetSrc: string | null;
  mapEmbedOrigin: string;
  /** Where the site's own registration form posts: a path on this site or a full address. */
  registrationEndpoint: string;
};

export function thirdPartyConfig(env: ThirdPartyEnv): ThirdPartyConfig {
  return {
    registrationWidgetSrc: widgetSrc(
      env.VITE_REGISTRATION_WIDGET_SRC,
      'https://widgets.example.com/registration/embed.js',
    ),
    registrationFlowId: env.VITE_REGISTRATION_FLOW_ID || 'widnes-coming-soon',
    registrationFlowAttribute: 'data-form-flow-id',
    calculatorWidgetSrc: widgetSrc(
      env.VITE_CALCULATOR_WIDGET_SRC,
      'https://widgets.example.com/calculator/embed.js',
    ),
    mapEmbedOrigin: 'https://www.openstreetmap.org',
    registrationEndpoint: env.VITE_REGISTRATION_ENDPOINT?.trim() || '/api/registrations',
  };
}

/**
 * A widget's script address from its variable: unset keeps the default; an
 * empty value or `off` (any case) switches the widget off.
 */
export function widgetSrc(value: string | undefined, fallback: string): string | null {
  if (value === undefined) return fallback;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'off') return null;
  return trimmed;
}

/** The origins of the widgets that are switched on, each once. */
export function widgetOrigins(config: ThirdPartyConfig): string[] {
  const sources = [config.registrationWidgetSrc, config.calculatorWidgetSrc];
  return [...new Set(sources.filter((src) => src !== null).map(originOf))];
}

/** The endpoint's origin when it is on another host (a form service or CRM webhook), else null. */
export function endpointOrigin(config: ThirdPartyConfig): string | null {
  return /^https?:\/\//i.test(config.registrationEndpoint)
    ? originOf(config.registrationEndpoint)
    : null;
}

export function originOf(url: string): string {
  return new URL(url).origin;
}
