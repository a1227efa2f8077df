/** Where a request came from, as the audit trail and the sessions record it. */
export interface RequestOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/** One row of the console's `audit` resource. */
export interface AuditEvent {
  id: number;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown>;
  /** `cli` when an operator acted at the command line. */
  origin: 'http' | 'cli';
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
}
