import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox } from './combobox.tsx';

const fruits = ['Apple', 'Apricot', 'Avocado'];

function FruitSearch({ onPick, onSubmit }: { onPick: (fruit: string) => void; onSubmit: () => void }) {
  const [term, setTerm] = useState('');
  const options = term.length >= 2 ? fruits.filter((fruit) => fruit.toLowerCase().startsWith(term)) : [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="fruit">Fruit</label>
      <Combobox
        id="fruit"
        value={term}
        onValueChange={setTerm}
        options={options}
        optionKey={(fruit) => fruit}
        renderOption={(fruit) => <span>{fruit}</span>}
        onPick={onPick}
        listLabel="Fruit suggestions"
      />
    </form>
  );
}

function renderSearch() {
  const picked: string[] = [];
  const submit = jest.fn();
  const user = userEvent.setup();
  render(<FruitSearch onPick={(fruit) => picked.push(fruit)} onSubmit={submit} />);
  return { user, picked, submit, box: screen.getByRole('combobox', { name: 'Fruit' }) };
}

describe('Combobox', () => {
  it('lists the suggestions while typing and keeps focus in the box', async () => {
    const { user, box } = renderSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'ap');
    expect(screen.getByRole('listbox', { name: 'Fruit suggestions' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apple', 'Apricot']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveFocus();
  });

  it('moves through the options with the arrow keys, wrapping, and picks with Enter', async () => {
    const { user, box, picked, submit } = renderSearch();
    await user.type(box, 'ap');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const apricot = screen.getByRole('option', { name: 'Apricot' });
    expect(apricot).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', apricot.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(picked).toEqual(['Apricot']);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('leaves Enter without an active option to the form', async () => {
    const { user, box, picked, submit } = renderSearch();
    await user.type(box, 'ap{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(picked).toEqual([]);
  });

  it('closes the list with Escape, then clears the box with a second one', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'av');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('av');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Avocado' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
  });

  it('picks an option by mouse', async () => {
    const { user, box, picked } = renderSearch();
    await user.type(box, 'ap');
    await user.click(screen.getByRole('option', { name: 'Apple' }));
    expect(picked).toEqual(['Apple']);
  });
});
