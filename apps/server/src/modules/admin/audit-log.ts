import type { AdminArea, AdminAuditEntry, AdminPage } from '@platform/shared';
import type { MerchantContext } from '../settings/index.js';
import type { AdminRepository, AuditRow } from './admin.repository.js';
import type { AuditOutcome } from './admin.tables.js';
import type { AdminContext } from './admin.service.js';
import { storableText } from '../../platform/db/text.js';
import { redactDetail } from './audit-detail.js';

export interface AuditEvent {
  admin: AdminContext;
  /** METHOD and route pattern. */
  action: string;
  area: AdminArea | null;
  targetId: string | null;
  body: unknown;
  ip: string;
  outcome: AuditOutcome;
}

export interface AuditQuery {
  page: number;
  size: number;
  operator?: string;
  action?: string;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  /** Epoch milliseconds, exclusive. */
  to?: number;
}

/** Dates past what a timestamp can hold are clamped rather than sent to the database. */
const LATEST = 8_640_000_000_000_000;
const dateOf = (ms: number | undefined) => (ms === undefined ? undefined : new Date(Math.min(ms, LATEST)));

function toEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    operator: row.username,
    role: row.role,
    action: row.action,
    area: row.area as AdminArea | null,
    targetId: row.targetId,
    detail: row.detail ?? null,
    ip: row.ip,
    outcome: row.outcome,
    createdAt: row.createdAt.getTime(),
  };
}

/** The back office's audit trail: written by the central /admin/api hook, read by owners. */
export class AuditLog {
  constructor(private readonly repository: AdminRepository) {}

  async record(event: AuditEvent): Promise<void> {
    await this.repository.insertAudit({
      merchantId: event.admin.merchantId,
      adminId: event.admin.adminId,
      username: event.admin.username,
      role: event.admin.role,
      // Whatever the request carried, the entry holds only text the database can store.
      action: storableText(event.action.slice(0, 160)),
      area: event.area,
      targetId: event.targetId === null ? null : storableText(event.targetId.slice(0, 64)),
      outcome: event.outcome,
      detail: redactDetail(event.body),
      ip: storableText(event.ip.slice(0, 45)),
    });
  }

  async list(merchant: MerchantContext, query: AuditQuery): Promise<AdminPage<AdminAuditEntry>> {
    const { rows, total } = await this.repository.listAudit(
      merchant.id,
      {
        operator: query.operator || undefined,
        action: query.action || undefined,
        from: dateOf(query.from),
        to: dateOf(query.to),
      },
      query.page,
      query.size,
    );
    return { list: rows.map(toEntry), page: query.page, size: query.size, total };
  }
}
