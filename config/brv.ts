/**
 * БРВ (базовая расчётная величина): the unit in which Uzbek law states fees and fines.
 * When it changes, update both fields here; every <Brv value="…" /> follows.
 * 412 000 сум since 1 August 2025 (facts/samarkand/visa.md: earlier 375 000 from Dec 2024).
 */
export const BRV = {
  /** One БРВ in сум. */
  amount: 412_000,
  /** Date the amount took effect, ISO. */
  since: '2025-08-01',
} as const;
