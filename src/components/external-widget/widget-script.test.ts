import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  attachWidgetScript,
  widgetHasRendered,
  widgetScriptSelector,
} from '@/components/external-widget/widget-script';

const widget = {
  id: 'registration',
  src: 'https://forms.example.org/embed.js',
  attributes: { 'data-form-flow-id': 'flow-1' },
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function makeHost() {
  const host = document.createElement('div');
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('attachWidgetScript', () => {
  it('adds one script with its address and attributes inside the host', () => {
    const host = makeHost();
    attachWidgetScript(host, widget, () => {});
    const scripts = document.querySelectorAll(widgetScriptSelector('registration'));
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.src).toBe(widget.src);
    expect(script.getAttribute('data-form-flow-id')).toBe('flow-1');
    expect(script.parentElement).toBe(host);
  });

  it('removes the script, what the widget rendered and what it added to head and body', async () => {
    const host = makeHost();
    const detach = attachWidgetScript(host, widget, () => {});
    const style = document.createElement('style');
    document.head.append(style);
    const overlay = document.createElement('div');
    document.body.append(overlay);
    host.append(document.createElement('form'));
    await flush();
    detach();
    expect(document.querySelector(widgetScriptSelector('registration'))).toBeNull();
    expect(host.childElementCount).toBe(0);
    expect(style.isConnected).toBe(false);
    expect(overlay.isConnected).toBe(false);
    expect(host.isConnected).toBe(true);
  });

  it('leaves the page’s own head tags, module preloads and whole stylesheet alone', async () => {
    const host = makeHost();
    const detach = attachWidgetScript(host, widget, () => {});
    const title = Object.assign(document.createElement('title'), { __reactFiber$test: {} });
    const preload = Object.assign(document.createElement('link'), { rel: 'modulepreload' });
    const whole = document.createElement('style');
    whole.dataset.wholeStylesheet = '/assets/style.css';
    document.head.append(title, preload, whole);
    await flush();
    detach();
    expect(title.isConnected).toBe(true);
    expect(preload.isConnected).toBe(true);
    expect(whole.isConnected).toBe(true);
  });

  it('never leaves two copies, however often it is attached', () => {
    const host = makeHost();
    for (let i = 0; i < 5; i++) attachWidgetScript(host, widget, () => {});
    expect(document.querySelectorAll(widgetScriptSelector('registration'))).toHaveLength(1);
  });

  it('reports a script that fails to load', () => {
    const host = makeHost();
    const onError = vi.fn();
    attachWidgetScript(host, widget, onError);
    host.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('widgetHasRendered', () => {
  it('ignores scripts and styles and counts real content', () => {
    const host = makeHost();
    host.append(document.createElement('script'), document.createElement('style'));
    expect(widgetHasRendered(host)).toBe(false);
    host.append(document.createElement('iframe'));
    expect(widgetHasRendered(host)).toBe(true);
  });
});
