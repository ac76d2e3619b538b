import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExternalWidget } from '@/components/external-widget/external-widget';
import { widgetScriptSelector } from '@/components/external-widget/widget-script';
import { WIDGET_RENDER_TIMEOUT_MS } from '@/components/external-widget/widget-timeout';
import type { WidgetDefinition } from '@/components/external-widget/widgets';

const widget: WidgetDefinition = {
  id: 'test-widget',
  src: 'https://forms.example.org/embed.js',
  origin: 'https://forms.example.org',
  attributes: { 'data-form-flow-id': 'flow-1' },
  completionEvent: 'test-widget:complete',
};

function widgetElement(definition: WidgetDefinition | null, onComplete = vi.fn()) {
  return (
    <ExternalWidget
      widget={definition}
      label="Test form"
      loadingText="Loading the form…"
      fallback={<p>Call us instead</p>}
      onComplete={onComplete}
    />
  );
}

function renderWidget(onComplete = vi.fn()) {
  const view = render(widgetElement(widget, onComplete));
  const host = screen.getByRole('region', { name: 'Test form' });
  return { ...view, host, onComplete };
}

const script = () => document.querySelector(widgetScriptSelector('test-widget'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ExternalWidget', () => {
  it('adds the script on mount and removes it on unmount', () => {
    const { unmount } = renderWidget();
    expect(script()).not.toBeNull();
    expect(script()?.getAttribute('data-form-flow-id')).toBe('flow-1');
    unmount();
    expect(script()).toBeNull();
  });

  it('shows the loading line, then the widget once it renders', async () => {
    const { host } = renderWidget();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    await act(async () => {
      host.append(document.createElement('form'));
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(WIDGET_RENDER_TIMEOUT_MS * 2));
    expect(screen.getByText('Call us instead')).not.toBeVisible();
    expect(host.querySelector('form')).not.toBeNull();
  });

  it('shows the fallback when nothing has rendered in time, and drops the script', () => {
    renderWidget();
    act(() => vi.advanceTimersByTime(WIDGET_RENDER_TIMEOUT_MS - 1));
    expect(screen.getByText('Call us instead')).not.toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Call us instead')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(script()).toBeNull();
  });

  it('shows the fallback as soon as the script fails to load', () => {
    renderWidget();
    act(() => {
      script()?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('Call us instead')).toBeVisible();
  });

  it('calls onComplete for the completion event, in the page or from the widget’s origin', () => {
    const { onComplete } = renderWidget();
    act(() => {
      window.dispatchEvent(new CustomEvent('test-widget:complete'));
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    const message = (origin: string, type: string) =>
      window.dispatchEvent(new MessageEvent('message', { origin, data: { type } }));
    act(() => message('https://forms.example.org', 'test-widget:complete'));
    expect(onComplete).toHaveBeenCalledTimes(2);
    act(() => message('https://elsewhere.example.net', 'test-widget:complete'));
    act(() => message('https://forms.example.org', 'something-else'));
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('is rendered on the server with the fallback and no loading line that could never end', () => {
    const html = renderToString(widgetElement(widget));
    expect(html).toContain('Call us instead');
    expect(html).not.toContain('Loading the form…');
    expect(html).not.toContain('role="status"');
    expect(html).toContain('data-widget-status="idle"');
  });

  it('adds no script and shows the fallback at once when the widget is switched off', () => {
    render(widgetElement(null));
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Test form' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Call us instead')).toBeVisible();
    act(() => vi.advanceTimersByTime(WIDGET_RENDER_TIMEOUT_MS * 2));
    expect(screen.getByText('Call us instead')).toBeVisible();
  });

  it('keeps the fallback mounted while the widget loads, so what was typed in it survives', () => {
    const view = render(
      <ExternalWidget
        widget={widget}
        label="Test form"
        loadingText="Loading the form…"
        fallback={<input aria-label="Your name" />}
      />,
    );
    const input = screen.getByLabelText('Your name') as HTMLInputElement;
    input.value = 'Alex';
    act(() => {
      script()?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByLabelText('Your name')).toBe(input);
    expect(input.value).toBe('Alex');
    view.unmount();
  });

  it('keeps the fallback, and loads no widget, when the visitor was using it before hydration', () => {
    const element = (
      <ExternalWidget
        widget={widget}
        label="Test form"
        loadingText="Loading the form…"
        fallback={<input aria-label="Your name" />}
      />
    );
    for (const use of ['focus', 'typed'] as const) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(element);
      document.body.append(container);
      const input = screen.getByLabelText('Your name') as HTMLInputElement;
      if (use === 'focus') input.focus();
      else input.value = 'Alex';
      let root: ReturnType<typeof hydrateRoot> | undefined;
      act(() => {
        root = hydrateRoot(container, element);
      });
      expect(script(), use).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      expect(input).toBeVisible();
      expect(container.querySelector('[data-widget-status]')).toHaveAttribute(
        'data-widget-status',
        'kept',
      );
      act(() => root?.unmount());
      container.remove();
    }
  });
});
