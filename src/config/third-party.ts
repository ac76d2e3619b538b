/**
 * The third-party services the site loads, in one place. The widget
 * addresses and the registration flow id can be set at build time with the
 * environment variables below; the Content-Security-Policy is built from the
 * same values, so it allows exactly these hosts.
 *
 * The defaults are placeholders on example.com: until the owner sets the real
 * widget addresses, the pages show their fallback (phone, email and links).
 */
export type ThirdPartyEnv = Partial<Record<string, string | undefined>>;

export type ThirdPartyConfig = {
  registrationWidgetSrc: string;
  registrationFlowId: string;
  /** The attribute that carries the flow id on the registration script. */
  registrationFlowAttribute: string;
  calculatorWidgetSrc: string;
  mapEmbedOrigin: string;
};

export function thirdPartyConfig(env: ThirdPartyEnv): ThirdPartyConfig {
  return {
    registrationWidgetSrc:
      env.VITE_REGISTRATION_WIDGET_SRC || 'https://widgets.example.com/registration/embed.js',
    registrationFlowId: env.VITE_REGISTRATION_FLOW_ID || 'widnes-coming-soon',
    registrationFlowAttribute: 'data-form-flow-id',
    calculatorWidgetSrc:
      env.VITE_CALCULATOR_WIDGET_SRC || 'https://widgets.example.com/calculator/embed.js',
    mapEmbedOrigin: 'https://www.openstreetmap.org',
  };
}

export function originOf(url: string): string {
  return new URL(url).origin;
}
