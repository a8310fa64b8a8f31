// Saklama süreleri: the ranges the database enforces (migration 20261126220500_retention.sql).
export const RETENTION_LIMITS = {
  student: { min: 6, max: 120, default: 24 },
  systemLogs: { min: 1, max: 24, default: 6 },
} as const;
