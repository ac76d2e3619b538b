import { describe, expect, it } from 'vitest';
import { securityHeaders } from '@/config/security-headers';
import { thirdPartyConfig } from '@/config/third-party';

/** The Content-Security-Policy built for the given build-time variables. */
const cspFor = (env: Parameters<typeof thirdPartyConfig>[0]) =>
  securityHeaders(thirdPartyConfig(env))['Content-Security-Policy'];

describe('security headers', () => {
  it('allow exactly the configured widget hosts and the map', () => {
    const csp = cspFor({
      VITE_REGISTRATION_WIDGET_SRC: 'https://forms.example.org/r.js',
      VITE_CALCULATOR_WIDGET_SRC: 'https://calc.example.net/c.js',
    });
    expect(csp).toContain(
      "script-src 'self' 'inline-speculation-rules' https://forms.example.org https://calc.example.net;",
    );
    expect(csp).toContain('frame-src https://www.openstreetmap.org https://forms.example.org');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('widgets.example.com');
  });

  it('falls back to the default widget hosts', () => {
    const csp = cspFor({});
    expect(csp).toContain(
      "script-src 'self' 'inline-speculation-rules' https://widgets.example.com;",
    );
  });

  it('leaves out a widget that is switched off', () => {
    const csp = cspFor({
      VITE_REGISTRATION_WIDGET_SRC: 'off',
      VITE_CALCULATOR_WIDGET_SRC: '',
    });
    expect(csp).toContain("script-src 'self' 'inline-speculation-rules';");
    expect(csp).toContain('frame-src https://www.openstreetmap.org;');
    expect(csp).not.toContain('example.com');
  });

  it('lets the form send to an endpoint on another host', () => {
    const csp = cspFor({
      VITE_REGISTRATION_WIDGET_SRC: 'off',
      VITE_CALCULATOR_WIDGET_SRC: 'off',
      VITE_REGISTRATION_ENDPOINT: 'https://hooks.example.net/forms/42',
    });
    expect(csp).toContain("connect-src 'self' https://hooks.example.net;");
    expect(csp).toContain("form-action 'self' https://hooks.example.net;");
    expect(csp).toContain("script-src 'self' 'inline-speculation-rules';");
  });
});
