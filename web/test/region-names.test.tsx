import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeCall } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';
import { searchApi, searchSettings, tiles } from './search-fixtures.ts';

/** /api/regions.php as the server answers it: Belgium's regions named in the asked language. */
const BELGIUM: Record<string, string[]> = {
  nl: ['Brussel', 'Vlaanderen', 'Wallonië'],
  fr: ['Bruxelles', 'Flandre', 'Wallonie'],
};
const regionsIn = (call: FakeCall) => {
  const names = BELGIUM[call.query.get('locale') ?? ''] ?? ['Brussels', 'Flanders', 'Wallonia'];
  const codes = ['BRU', 'VLG', 'WAL'];
  return {
    body: {
      regions: { BE: { term: 'region', regions: codes.map((code, i) => ({ code, name: names[i] })) } },
    },
  };
};

describe('region names in the search form', () => {
  it('come in the interface language and follow a change of language', async () => {
    const member = testUser();
    const api = searchApi({ exact: tiles(2), user: member }, { 'GET /api/regions.php': regionsIn });
    const { i18n } = await renderApp('/members', {
      settings: searchSettings(),
      user: member,
      language: 'fr',
    });
    const user = userEvent.setup();
    const country = await screen.findByLabelText<HTMLSelectElement>(i18n.t('search.filters.country'));
    await user.selectOptions(country, 'BE');
    const regionLabel = i18n.t('regions.term.region');
    const optionsOf = async () =>
      [...(await screen.findByLabelText<HTMLSelectElement>(regionLabel)).options].slice(1).map((o) => o.text);
    await waitFor(async () => expect(await optionsOf()).toEqual(['Bruxelles', 'Flandre', 'Wallonie']));
    expect(api.to('GET /api/regions.php').map((call) => call.query.get('locale'))).toEqual(['fr']);

    await act(async () => {
      await i18n.changeLanguage('nl');
    });
    await waitFor(async () =>
      expect(
        [...(await screen.findByLabelText<HTMLSelectElement>(i18n.t('regions.term.region'))).options]
          .slice(1)
          .map((o) => o.text),
      ).toEqual(['Brussel', 'Vlaanderen', 'Wallonië']),
    );
  });
});
