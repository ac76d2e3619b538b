import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '@/components/header/site-header';
import { useAppStore } from '@/store/app-store';

function renderHeader() {
  return render(<SiteHeader currentPath="/personal" />);
}

// Rendered in jsdom and driven as a visitor would: CPU work, up to 0.5 s a test
// in a full run here and several times that on a busy machine, so room of its own.
describe('SiteHeader', { timeout: 30_000 }, () => {
  beforeEach(() => act(() => useAppStore.getState().closeMenus()));

  it('has the logo link home and the Register Your Interest button', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Widnes Self Storage home' })).toHaveAttribute(
      'href',
      '/',
    );
    const ctas = screen.getAllByRole('link', { name: 'Register Your Interest', hidden: true });
    expect(ctas.every((a) => a.getAttribute('href') === '/register')).toBe(true);
  });

  it("marks the page's own links as the current page, and no other", () => {
    renderHeader();
    const current = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((link) => link.getAttribute('href') === '/personal')).toBe(true);
  });

  it('opens a dropdown from the keyboard and closes it with Escape, keeping the store in step', async () => {
    const user = userEvent.setup();
    renderHeader();
    const nav = screen.getAllByRole('navigation', { name: 'Main menu' })[0] as HTMLElement;
    const services = within(nav).getByRole('button', { name: 'Services' });
    services.focus();
    await user.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(useAppStore.getState().openDropdown).toBe('services');
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Personal Storage' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
    expect(useAppStore.getState().openDropdown).toBeNull();
  });

  it('toggles the mobile menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById('mobile-menu') as HTMLElement;
    await user.click(within(panel).getByRole('button', { name: 'Resources' }));
    await user.click(within(panel).getByRole('link', { name: 'About Us' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(useAppStore.getState().mobileMenuOpen).toBe(false);
  });
});
