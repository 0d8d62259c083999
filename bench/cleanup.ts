// One place that undoes what the bench set up, whether it ends well, fails, times out or is
// interrupted: steps run last-registered first, each at most once, errors reported not thrown.
type Step = { label: string; run: () => unknown };

const steps: Step[] = [];
let started: Promise<void> | undefined;

async function runStep(step: Step): Promise<void> {
  try {
    await step.run();
  } catch (err) {
    console.error(`cleanup: ${step.label} failed: ${(err as Error).message}`);
  }
}

/** Registers an undo step; once cleanup has begun, the step runs at once instead. */
export function onCleanup(label: string, run: () => unknown): void {
  const step = { label, run };
  if (started) void runStep(step);
  else steps.push(step);
}

export function cleanup(): Promise<void> {
  started ??= (async () => {
    for (let step = steps.pop(); step; step = steps.pop()) await runStep(step);
  })();
  return started;
}

async function abort(reason: string, code: number): Promise<never> {
  console.error(`\n${reason}; cleaning up…`);
  // A second signal while cleaning up exits straight away.
  process.once('SIGINT', () => process.exit(code));
  await cleanup();
  process.exit(code);
}

/** Cleans up on Ctrl-C or SIGTERM. */
export function cleanUpOnSignals(): void {
  process.once('SIGINT', () => void abort('Interrupted', 130));
  process.once('SIGTERM', () => void abort('Terminated', 143));
}

/** Cleans up and fails when what follows outlives `limitMs`. */
export function deadline(limitMs: number): void {
  setTimeout(() => void abort(`Still running after a ${Math.round(limitMs / 1000)} s limit`, 1), limitMs).unref();
}

/**
 * A bench's start: its options from the command line (the usage and exit 2 when they are wrong, the
 * usage and exit 0 for --help), then the process made ready to run the shop: only the flags choose
 * the database, never a DATABASE_URL or DATA_DIR left in the shell, and a production build (one made
 * under NODE_ENV=test or development fails to render). Ctrl-C and SIGTERM clean up.
 */
export function startBench<T>(parse: (argv: string[]) => T | undefined, usage: string): T {
  let opts: T | undefined;
  try {
    opts = parse(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (!opts) {
    console.log(usage);
    process.exit(0);
  }
  delete process.env.DATABASE_URL;
  delete process.env.DATA_DIR;
  process.env.NODE_ENV = 'production';
  cleanUpOnSignals();
  return opts;
}
