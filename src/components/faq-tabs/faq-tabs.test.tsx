import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FaqTabs } from '@/components/faq-tabs/faq-tabs';
import { faqItems } from '@/content/faq';
import { useAppStore } from '@/store/app-store';

// An answer can link to the offer terms: a plain link, so no router is needed.
const renderTabs = () => render(<FaqTabs />);

const first = (tab: keyof typeof faqItems) => faqItems[tab][0]?.question ?? '';

// Rendered in jsdom and driven as a visitor would: CPU work, up to 0.6 s a test
// in a full run here and several times that on a busy machine, so room of its own.
describe('FaqTabs', { timeout: 30_000 }, () => {
  beforeEach(() => useAppStore.setState({ faqTab: 'personal', faqOpenIndex: null }));

  it('shows the personal questions first and switches panels by tab', async () => {
    renderTabs();
    const personal = screen.getByRole('tab', { name: 'Personal' });
    expect(personal).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Personal' })).toBeVisible();
    expect(screen.getByRole('button', { name: first('personal') })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Container' }));
    expect(screen.getByRole('tabpanel', { name: 'Container' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Personal' })).toBeNull();
  });

  it('keeps one answer open, and switching tab closes it', async () => {
    renderTabs();
    const [q0, q1] = faqItems.personal;
    await userEvent.click(screen.getByRole('button', { name: q0?.question }));
    await userEvent.click(screen.getByRole('button', { name: q1?.question }));
    expect(screen.getByRole('button', { name: q0?.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('region', { name: q1?.question })).toHaveTextContent(q1?.answer ?? '');
    await userEvent.click(screen.getByRole('tab', { name: 'Business' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Personal' }));
    expect(screen.getByRole('button', { name: q1?.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping round', async () => {
    renderTabs();
    screen.getByRole('tab', { name: 'Personal' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Container' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Container' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Container' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('tabindex', '-1');
  });
});
