import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioList } from './radio-list.tsx';

type Delivery = 'courier' | 'store' | 'post';

function DeliveryChoice() {
  const [value, setValue] = useState<Delivery | undefined>(undefined);
  return (
    <RadioList<Delivery>
      legend="Delivery"
      name="delivery"
      value={value}
      onChange={setValue}
      items={[
        {
          value: 'courier',
          label: 'Courier',
          price: '99 Kč',
          about: 'Tomorrow',
          details: <p>Call before</p>,
        },
        { value: 'store', label: 'Store', price: 'Free', details: <p>Pick a store</p> },
        { value: 'post', label: 'Post', price: '49 Kč', about: 'Not to this address', disabled: true },
      ]}
    />
  );
}

describe('RadioList', () => {
  it('names the group by its legend and each radio by its label, with its description', () => {
    render(<DeliveryChoice />);
    const group = screen.getByRole('group', { name: 'Delivery' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Courier' })).toHaveAccessibleDescription('Tomorrow');
    expect(screen.getByRole('radio', { name: 'Post' })).toBeDisabled();
    expect(screen.getByText('99 Kč')).toBeInTheDocument();
  });

  it('shows the details of the chosen row only', async () => {
    const user = userEvent.setup();
    render(<DeliveryChoice />);
    expect(screen.queryByText('Call before')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Courier' }));
    expect(screen.getByRole('radio', { name: 'Courier' })).toBeChecked();
    expect(screen.getByText('Call before')).toBeInTheDocument();
    await user.click(screen.getByText('Store'));
    expect(screen.getByRole('radio', { name: 'Store' })).toBeChecked();
    expect(screen.queryByText('Call before')).not.toBeInTheDocument();
    expect(screen.getByText('Pick a store')).toBeInTheDocument();
  });

  it('moves the choice with the arrow keys, skipping a disabled radio', async () => {
    const user = userEvent.setup();
    render(<DeliveryChoice />);
    await user.click(screen.getByRole('radio', { name: 'Store' }));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Courier' })).toBeChecked();
    expect(screen.getByText('Call before')).toBeInTheDocument();
  });
});
