import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-app.ts';

describe('the database function book_credits', async () => {
  const { db } = await createTestDatabase();
  const sql = db.$client;
  const member = (
    await sql.query<{ id: number }>(
      `INSERT INTO users (site_id, email, language) SELECT id, 'ledger@example.nl', 'nl' FROM sites
       WHERE is_default RETURNING id::int AS id`,
    )
  ).rows[0]?.id;
  const book = async (amount: number, reason: string, reference: string) =>
    (
      await sql.query<{ booked: boolean }>('SELECT book_credits($1, $2, $3, $4, now()) AS booked', [
        member,
        amount,
        reason,
        reference,
      ])
    ).rows[0]?.booked;
  const balance = async () =>
    (
      await sql.query<{ credits: number; ledger: number }>(
        `SELECT credits, (SELECT coalesce(sum(amount), 0)::int FROM credit_ledger WHERE user_id = u.id) AS ledger
         FROM users u WHERE id = $1`,
        [member],
      )
    ).rows[0];

  it('books an entry and the balance together, once per reason and reference', async () => {
    expect(await book(100, 'purchase', 'order:1')).toBe(true);
    expect(await book(100, 'purchase', 'order:1')).toBe(false);
    expect(await book(-30, 'photo_unlock', '7')).toBe(true);
    expect(await balance()).toEqual({ credits: 70, ledger: 70 });
  });

  it('refuses a zero amount and a balance below zero with the tables’ checks, writing nothing', async () => {
    await expect(book(0, 'purchase', 'order:2')).rejects.toMatchObject({
      constraint: 'credit_ledger_amount_check',
    });
    await expect(book(-71, 'photo_unlock', '8')).rejects.toMatchObject({ constraint: 'users_credits_check' });
    expect(await balance()).toEqual({ credits: 70, ledger: 70 });
  });
});
