import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '~/server/db/migrate';
import { orderJobsRunning, stopOrderJobs } from '~/server/orders/jobs';
import { startUp } from '~/server/startup';

afterEach(stopOrderJobs);

describe("the server's start-up", () => {
  it('migrating the database starts no jobs: the database module only connects and migrates', async () => {
    await migrate();
    expect(orderJobsRunning()).toBe(false);
  });

  it('starts the order jobs once the database is migrated, once per process', async () => {
    await startUp();
    expect(orderJobsRunning()).toBe(true);
    await startUp();
    expect(orderJobsRunning()).toBe(true);
  });
});
