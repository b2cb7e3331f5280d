import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills the signup steps the way a visitor does, in Dutch (the default language). */
export const steps = {
  async gender(user: UserEvent, iam = 'een vrouw', wants = 'vrouwen') {
    await user.click(await screen.findByRole('radio', { name: iam }));
    await user.click(screen.getByRole('radio', { name: wants }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
  },
  async birthDate(user: UserEvent, day = '15', month = '6', year = '1990') {
    await user.selectOptions(await screen.findByLabelText('Dag'), day);
    await user.selectOptions(screen.getByLabelText('Maand'), month);
    await user.selectOptions(screen.getByLabelText('Jaar'), year);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
  },
  async location(user: UserEvent, region = 'Noord-Holland') {
    await user.selectOptions(await screen.findByLabelText('Provincie (optioneel)'), region);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
  },
  async profile(user: UserEvent, name = 'Zonnetje', email = 'zon@example.nl', message = '') {
    await user.type(await screen.findByLabelText('Profielnaam'), name);
    await user.type(screen.getByLabelText('E-mailadres'), email);
    if (message) await user.type(screen.getByLabelText('Waarom ik hier ben (optioneel)'), message);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
  },
  async password(user: UserEvent, password = 'lange-zomer-2026') {
    await user.type(await screen.findByLabelText('Wachtwoord'), password);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Maak mijn gratis account aan' }));
  },
};
