import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioCards } from './radio-cards';

type Choice = 'card' | 'website' | 'manual';
const options: ReadonlyArray<{ value: Choice; content: string }> = [
  { value: 'card', content: 'Business Card' },
  { value: 'website', content: 'Website URL' },
  { value: 'manual', content: 'Manual Entry' },
];

function Example({ initial = null }: { initial?: Choice | null }) {
  const [value, setValue] = useState<Choice | null>(initial);
  return <RadioCards label="Intake method" value={value} options={options} onValueChange={setValue} />;
}

describe('radio cards', () => {
  it('is one radio group in the Tab order: the first card while none is checked, then the checked one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Example />);
    expect(screen.getByRole('radiogroup', { name: 'Intake method' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Business Card' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Business Card' })).toHaveAttribute('aria-checked', 'false');
    unmount();
    render(<Example initial="manual" />);
    expect(screen.getByRole('radio', { name: 'Manual Entry' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Business Card' })).toHaveAttribute('tabindex', '-1');
  });

  it('checks the card an arrow moves to on the key going down, however briefly the key is held', () => {
    render(<Example />);
    const card = screen.getByRole('radio', { name: 'Business Card' });
    card.focus();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    const website = screen.getByRole('radio', { name: 'Website URL' });
    expect(website).toHaveFocus();
    expect(website).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(website, { key: 'ArrowUp' });
    expect(card).toHaveFocus();
    expect(card).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    expect(screen.getByRole('radio', { name: 'Manual Entry' })).toHaveAttribute('aria-checked', 'true');
  });

  it('checks with Space and with a click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Business Card' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'Manual Entry' }));
    expect(screen.getByRole('radio', { name: 'Manual Entry' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Business Card' })).toHaveAttribute('aria-checked', 'false');
  });
});
