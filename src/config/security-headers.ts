import { originOf, type ThirdPartyConfig } from '@/config/third-party';

/**
 * Security headers for every response of the production site. The build
 * writes them to dist/_headers for static hosts, and the local server reads
 * that file, so both serve the same policy.
 */
export function securityHeaders(config: ThirdPartyConfig): Record<string, string> {
  const widgetOrigins = [
    ...new Set([originOf(config.registrationWidgetSrc), originOf(config.calculatorWidgetSrc)]),
  ].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${widgetOrigins}`,
    // Inline style attributes come from animation and canvas libraries.
    `style-src 'self' 'unsafe-inline' ${widgetOrigins}`,
    `img-src 'self' data: blob: ${widgetOrigins}`,
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${widgetOrigins}`,
    `frame-src ${config.mapEmbedOrigin} ${widgetOrigins}`,
    `form-action 'self' ${widgetOrigins}`,
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
