import {
  endpointOrigin,
  widgetOrigins as originsOf,
  type ThirdPartyConfig,
} from '@/config/third-party';

/**
 * Security headers for every response of the production site. The build
 * writes them to dist/_headers for static hosts, and the local server reads
 * that file, so both serve the same policy.
 */
export function securityHeaders(config: ThirdPartyConfig): Record<string, string> {
  const origins = originsOf(config);
  // A directive's sources followed by the widget hosts, if any widget is on.
  const withWidgets = (...sources: string[]) => [...sources, ...origins].join(' ');
  // The registration form sends to its endpoint, which may be a form service elsewhere.
  const endpoint = endpointOrigin(config);
  const withEndpoint = (...sources: string[]) =>
    withWidgets(...sources, ...(endpoint ? [endpoint] : []));
  const csp = [
    "default-src 'self'",
    // 'inline-speculation-rules' lets the page's speculation rules (JSON that
    // asks the browser to prerender a page the visitor is about to open) be
    // inline; it allows no inline script to run.
    `script-src ${withWidgets("'self'", "'inline-speculation-rules'")}`,
    // Inline style attributes come from animation and canvas libraries.
    `style-src ${withWidgets("'self'", "'unsafe-inline'")}`,
    `img-src ${withWidgets("'self'", 'data:', 'blob:')}`,
    "media-src 'self'",
    "font-src 'self'",
    `connect-src ${withEndpoint("'self'")}`,
    `frame-src ${withWidgets(config.mapEmbedOrigin)}`,
    `form-action ${withEndpoint("'self'")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
