import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills the Czech order form with a valid customer and ticks the required consent, as a customer would. */
export async function fillValidOrderForm(user: UserEvent): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name: /^Jméno/ }), 'Jana');
  await user.type(screen.getByRole('textbox', { name: /^Příjmení/ }), 'Nováková');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'jana@example.cz');
  await user.type(screen.getByRole('textbox', { name: /^Telefon/ }), '777123456');
  await user.type(screen.getByRole('textbox', { name: /^Ulice a\u00a0číslo popisné/ }), 'Dlouhá 1');
  await user.type(screen.getByRole('textbox', { name: 'Město' }), 'Praha');
  await user.type(screen.getByRole('textbox', { name: /^PSČ/ }), '110 00');
  await user.click(screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními podmínkami/ }));
}
