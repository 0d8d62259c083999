import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSettings, settingsForm } from '~/server/admin-settings/admin-settings.service';
import { getDb } from '~/server/db/client';
import { settings } from '~/server/db/schema';
import { SEED_SETTINGS } from '~/server/seed/settings.data';
import { opsActor } from '../support/admins';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

describe('saving the shop settings', () => {
  it('changes only the fields the form edits and keeps every other setting (the shop’s name, remote areas, points, the studio)', async () => {
    const db = await getDb();
    await db.insert(settings).values(Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value })));
    const form = settingsForm(SEED_SETTINGS);
    await saveSettings(await opsActor(), { ...form, phone: '02-555-0101', base_fee: 3500, hours_closed_en: '' });
    const rows = Object.fromEntries(
      (await db.select().from(settings)).map((r) => [r.key, r.value]),
    ) as typeof SEED_SETTINGS;
    expect(rows.shop).toEqual({
      ...SEED_SETTINGS.shop,
      phone: '02-555-0101',
      hours: { ...SEED_SETTINGS.shop.hours, closed_en: '' },
    });
    expect(rows.shipping).toEqual({ ...SEED_SETTINGS.shipping, base_fee: 3500 });
    expect(rows.points).toEqual(SEED_SETTINGS.points);
    expect(rows.bank).toEqual(SEED_SETTINGS.bank);
    expect(rows.business).toEqual(SEED_SETTINGS.business);
  });

  it('writes nothing when nothing changed', async () => {
    const db = await getDb();
    await db.insert(settings).values(Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value })));
    const [before] = await db.select().from(settings).where(eq(settings.key, 'shop'));
    await saveSettings(await opsActor(), settingsForm(SEED_SETTINGS));
    const [after] = await db.select().from(settings).where(eq(settings.key, 'shop'));
    expect(after?.updated_at).toEqual(before?.updated_at);
  });
});
