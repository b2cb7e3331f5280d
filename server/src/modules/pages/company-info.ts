import type { CompanyInfo } from '@community/contract';
import type { Database } from '../../db/database.ts';
import { companyInfo } from '../../db/schema.ts';

export async function getCompanyInfo(db: Database): Promise<CompanyInfo> {
  const [row] = await db.select().from(companyInfo).limit(1);
  if (!row) throw new Error('No company info: the database was not seeded');
  return {
    name: row.name,
    address: row.address,
    kvk: row.kvk,
    city: row.city,
    country: row.country,
    tradenames: row.tradenames,
    vat_numbers: row.vatNumbers,
    support_phone: row.supportPhone,
    delete_discount: row.deleteDiscount,
    added: row.added.toISOString(),
  };
}
