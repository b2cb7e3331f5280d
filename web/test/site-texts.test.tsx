import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsQuery } from '../src/features/settings/settings-api.ts';
import { renderApp, testSettings } from './render-app.tsx';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('the site’s own texts follow the interface language', () => {
  it('switches the home page heading, <title> and meta description when the member changes the language', async () => {
    const { queryClient, i18n } = await renderApp('/', {
      settings: { index_title: 'Flirten bij jou in de buurt', description: 'Maak gratis een profiel aan.' },
    });
    queryClient.setQueryData(
      settingsQuery('de').queryKey,
      testSettings({
        index_title: 'Flirten in Ihrer Nähe',
        description: 'Erstellen Sie kostenlos ein Profil.',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Flirten bij jou in de buurt' });
    await waitFor(() => expect(description()).toBe('Maak gratis een profiel aan.'));
    expect(document.title).toBe('Flirten bij jou in de buurt');

    await act(async () => {
      await i18n.changeLanguage('de');
    });
    await screen.findByRole('heading', { level: 1, name: 'Flirten in Ihrer Nähe' });
    await waitFor(() => expect(description()).toBe('Erstellen Sie kostenlos ein Profil.'));
    expect(document.title).toBe('Flirten in Ihrer Nähe');
  });
});
