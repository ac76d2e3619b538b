import { describe, expect, it } from 'vitest';
import { endpointOrigin, thirdPartyConfig, widgetOrigins, widgetSrc } from '@/config/third-party';

describe('widget addresses', () => {
  it('keep the default when the variable is unset', () => {
    expect(widgetSrc(undefined, 'https://a.example/x.js')).toBe('https://a.example/x.js');
  });

  it('switch the widget off when the variable is empty or off', () => {
    for (const value of ['', '  ', 'off', 'OFF', ' Off ']) {
      expect(widgetSrc(value, 'https://a.example/x.js')).toBeNull();
    }
  });

  it('take a configured address as it is', () => {
    expect(widgetSrc(' https://b.example/y.js ', 'https://a.example/x.js')).toBe(
      'https://b.example/y.js',
    );
  });

  it('list the origins of the widgets that are on, each once', () => {
    expect(widgetOrigins(thirdPartyConfig({}))).toEqual(['https://widgets.example.com']);
    const oneOff = thirdPartyConfig({
      VITE_REGISTRATION_WIDGET_SRC: 'off',
      VITE_CALCULATOR_WIDGET_SRC: 'https://calc.example.net/c.js',
    });
    expect(oneOff.registrationWidgetSrc).toBeNull();
    expect(widgetOrigins(oneOff)).toEqual(['https://calc.example.net']);
  });
});

describe('registration endpoint', () => {
  it('defaults to the bundled server’s path and takes another address as set', () => {
    expect(thirdPartyConfig({}).registrationEndpoint).toBe('/api/registrations');
    expect(endpointOrigin(thirdPartyConfig({}))).toBeNull();
    const hook = thirdPartyConfig({
      VITE_REGISTRATION_ENDPOINT: ' https://forms.example.net/f/1 ',
    });
    expect(hook.registrationEndpoint).toBe('https://forms.example.net/f/1');
    expect(endpointOrigin(hook)).toBe('https://forms.example.net');
  });
});
