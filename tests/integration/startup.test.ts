import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '~/server/db/migrate';
import { orderJobsRunning, stopOrderJobs } from '~/server/orders/jobs';
import { pointJobsRunning, stopPointJobs } from '~/server/points/jobs';
import { startUp } from '~/server/startup';

afterEach(() => {
  stopOrderJobs();
  stopPointJobs();
});

describe("the server's start-up", () => {
  it('migrating the database starts no jobs: the database module only connects and migrates', async () => {
    await migrate();
    expect(orderJobsRunning()).toBe(false);
    expect(pointJobsRunning()).toBe(false);
  });

  it('starts the order jobs and the point expiry job once the database is migrated, once per process', async () => {
    await startUp();
    expect(orderJobsRunning()).toBe(true);
    expect(pointJobsRunning()).toBe(true);
    await startUp();
    expect(orderJobsRunning()).toBe(true);
    expect(pointJobsRunning()).toBe(true);
  });
});
