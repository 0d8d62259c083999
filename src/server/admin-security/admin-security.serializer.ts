import type { TwoFactorStatus } from './two-factor.service.ts';

export function toTwoFactorStatusWire(s: TwoFactorStatus) {
  return {
    enabled: s.enabled,
    enabled_at: s.enabled_at?.toISOString() ?? null,
    recovery_codes_left: s.recovery_codes_left,
  };
}
