import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

describe('<TextArea />', () => {
  it('is a labelled multi-line text box', async () => {
    render(<TextArea label="Order message" />);
    const box = screen.getByRole('textbox', { name: 'Order message' });
    await userEvent.type(box, 'Leave at the door{Enter}Thanks');
    expect(box).toHaveValue('Leave at the door\nThanks');
  });

  it("says 'This field is required' on blur when empty and required, and hides it once filled", async () => {
    render(<TextArea label="Review" validation="empty" />);
    const box = screen.getByRole('textbox', { name: 'Review' });
    await userEvent.click(box);
    await userEvent.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await userEvent.type(box, 'Lovely sofa');
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it("shows the 'optional' hint", () => {
    render(<TextArea label="Order message" optional />);
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });

  it('is not editable when disabled', () => {
    render(<TextArea label="Order message" disabled />);
    expect(screen.getByRole('textbox', { name: 'Order message' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<TextArea label="Review" error="This field is required" />);
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
