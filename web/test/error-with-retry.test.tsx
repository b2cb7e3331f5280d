import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/client.ts';
import { ErrorWithRetry } from '../src/components/ErrorWithRetry.tsx';
import { createI18n } from '../src/i18n/i18n.ts';

async function show(props: Omit<Parameters<typeof ErrorWithRetry>[0], 'retryLabel'>) {
  const i18n = await createI18n('nl');
  render(
    <I18nextProvider i18n={i18n}>
      <main>
        <ErrorWithRetry {...props} retryLabel={i18n.t('search.retry')} />
      </main>
    </I18nextProvider>,
  );
}

async function axeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** The one error-with-retry of the web app: a failed query's text and a button that asks again. */
describe('ErrorWithRetry', () => {
  it("announces the call's error in the member's language and tries again on the button; axe-clean", async () => {
    const onRetry = vi.fn();
    await show({ error: new ApiError('not_found', 404), onRetry });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Deze pagina kon niet worden gevondenOpnieuw proberen');
    expect([...alert.classList]).toEqual(expect.arrayContaining(['alert-danger', 'd-flex']));
    const button = screen.getByRole('button', { name: 'Opnieuw proberen' });
    expect([...button.classList]).toEqual(expect.arrayContaining(['btn-outline-danger', 'btn-sm']));
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('says the generic text for an error that is no answer of the API', async () => {
    await show({ error: new TypeError('boom'), onRetry: () => {} });
    expect(screen.getByRole('alert').textContent).toContain(
      'Er is een fout opgetreden, probeer het later opnieuw.',
    );
  });

  it("as a block: the text as a paragraph and a full-size button under it, with the caller's classes", async () => {
    await show({
      error: new ApiError('generic', 500),
      onRetry: () => {},
      layout: 'block',
      className: 'mb-0',
    });
    const alert = screen.getByRole('alert');
    expect([...alert.classList]).toEqual(expect.arrayContaining(['alert-danger', 'mb-0']));
    expect(alert.classList.contains('d-flex')).toBe(false);
    expect(alert.querySelector('p')?.textContent).toBe(
      'Er is een fout opgetreden, probeer het later opnieuw.',
    );
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' }).classList.contains('btn-sm')).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });
});
