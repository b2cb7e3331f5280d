import type { CompanyInfo } from '@community/contract';
import type { Database } from '../../db/database.ts';

export async function getCompanyInfo(db: Database): Promise<CompanyInfo> {
  const row = await db.selectFrom('company_info').selectAll().limit(1).executeTakeFirst();
  if (!row) throw new Error('No company info: the database was not seeded');
  return {
    name: row.name,
    address: row.address,
    kvk: row.kvk,
    city: row.city,
    country: row.country,
    tradenames: row.tradenames,
    vat_numbers: row.vat_numbers,
    support_phone: row.support_phone,
    delete_discount: row.delete_discount,
    added: row.added.toISOString(),
  };
}
