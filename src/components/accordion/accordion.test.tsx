import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Accordion } from '@/components/accordion/accordion';

const items = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
];

function Harness() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Accordion
      id="t"
      items={items}
      openIndex={open}
      onToggle={(i) => setOpen((o) => (o === i ? null : i))}
    />
  );
}

// Rendered in jsdom and driven as a visitor would: CPU work, up to 0.4 s a test
// in a full run here and several times that on a busy machine, so room of its own.
describe('Accordion', { timeout: 30_000 }, () => {
  it('shows the answer of the open item only, and labels its region by the question', async () => {
    render(<Harness />);
    const first = screen.getByRole('button', { name: 'First?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First?' })).toHaveTextContent('One.');
    await userEvent.click(screen.getByRole('button', { name: 'Second?' }));
    expect(screen.getByRole('region', { name: 'Second?' })).toBeVisible();
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
