export type TemplateKind = 'migrated' | 'seeded' | 'operators';
export const TEMPLATE_VARS: Record<TemplateKind, string>;
export const TEST_OPERATORS: { manager: string; staff: string };
export const SEED_PASSWORDS: { DEMO_PASSWORD: string; ADMIN_PASSWORD: string };
export function prepareDatabase(env: Record<string, string>, opts?: { seed?: boolean; args?: string[] }): void;
export function createPostgresDatabase(
  baseUrl: string,
  label: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }>;
export function scratchRoot(): string;
export function makeTemplates(opts?: { kinds?: TemplateKind[]; quiet?: boolean }): Promise<() => Promise<void>>;
export function copyTemplate(
  kind: TemplateKind,
  label: string,
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>;
/** Gives every embedded database of a test run a 16 MB buffer pool (PGLITE_SHARED_BUFFERS), unless set. */
export function applyTestDatabaseSettings(): void;
