import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The studio's migration on a shop that already has formulas: the free-text ingredients move into
 * the memo and the formula gets an empty candle composition to compose again. Run on a database of
 * its own, migrated up to the migration before, with a formula saved the old way.
 */
const DIR = path.resolve(import.meta.dirname, '../../drizzle');
const journal = JSON.parse(readFileSync(path.join(DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const STUDIO = '0015_studio_materials_formulas';

const db = await PGlite.create({ extensions: { pg_trgm } });
afterAll(() => db.close());

async function apply(tag: string) {
  const sql = readFileSync(path.join(DIR, `${tag}.sql`), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
}

describe('the studio migration', () => {
  it("keeps an old formula's ingredients in its memo and gives it an empty candle to compose", async () => {
    const before = journal.entries.map((e) => e.tag);
    for (const tag of before.slice(0, before.indexOf(STUDIO))) await apply(tag);
    const [member] = (
      await db.query<{ id: number }>(
        `insert into members (login_id, name, mobile, email, password_hash) values ('old', '예전 회원', '01000000000', 'old@example.com', 'x') returning id`,
      )
    ).rows;
    await db.query(
      `insert into formulas (member_id, name, notes, ingredients) values ($1, '비 오는 날의 숲', '캔들 8%로 테스트', $2), ($1, '메모 없음', '', '[]')`,
      [
        member?.id,
        JSON.stringify([
          { name: '시더우드 앰버', percent: 50 },
          { name: '베티버 스모크', percent: 50 },
        ]),
      ],
    );
    await apply(STUDIO);
    const rows = (
      await db.query<{
        name: string;
        memo: string;
        composition: { type: string; notes: unknown[] };
        unit_price: number;
      }>('select name, memo, composition, unit_price from formulas order by id')
    ).rows;
    expect(rows[0]?.memo).toBe('캔들 8%로 테스트\n시더우드 앰버 50%, 베티버 스모크 50%');
    expect(rows[0]?.composition).toMatchObject({ type: 'candle', notes: [], baseId: null });
    expect(rows[1]?.memo).toBe('');
    expect(rows.every((r) => r.unit_price === 0)).toBe(true);
    const columns = (
      await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'formulas'`,
      )
    ).rows.map((r) => r.column_name);
    expect(columns).not.toContain('ingredients');
    expect(columns).not.toContain('notes');
  });
});
