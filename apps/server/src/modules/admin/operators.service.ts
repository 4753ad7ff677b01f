import type { AdminOperator, AdminPage, AdminRole } from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionRevocations } from '../../platform/session-revocation.js';
import type { MerchantContext } from '../settings/index.js';
import { hashPassword } from '../member/index.js';
import { AdminRepository, type AdminUserRow } from './admin.repository.js';
import type { AdminContext } from './admin.service.js';

function toOperator(row: AdminUserRow): AdminOperator {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    status: row.status === 'A' ? 'A' : 'L',
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * The merchant's back-office users, managed by its owners. A merchant always keeps one active
 * owner, nobody locks or demotes themself, and a new password or a lock ends the user's sessions.
 */
export class OperatorService {
  constructor(
    private readonly db: Db,
    private readonly revocations: SessionRevocations,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(merchant: MerchantContext, page: number, size: number): Promise<AdminPage<AdminOperator>> {
    const { rows, total } = await new AdminRepository(this.db).listUsers(merchant.id, page, size);
    return { list: rows.map(toOperator), page, size, total };
  }

  async create(
    merchant: MerchantContext,
    input: { username: string; displayName: string; role: AdminRole; password: string },
  ): Promise<AdminOperator> {
    const repository = new AdminRepository(this.db);
    // Usernames are matched exactly at login; refuse names that differ only by case to avoid look-alikes.
    if (await repository.usernameTaken(merchant.id, input.username)) throw new AppError('username.exists');
    const created = await repository.insertUser({
      merchantId: merchant.id,
      username: input.username,
      displayName: input.displayName,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
    if (!created) throw new AppError('username.exists');
    return toOperator(created);
  }

  async update(
    merchant: MerchantContext,
    actor: AdminContext,
    id: number,
    patch: { displayName?: string; role?: AdminRole; status?: 'A' | 'L' },
  ): Promise<AdminOperator> {
    const locked = patch.status === 'L';
    const operator = await this.db.transaction(async (tx) => {
      const repository = new AdminRepository(tx);
      const current = await repository.findById(merchant.id, id);
      if (!current) throw new AppError('resource.not.found');
      const demoted = patch.role !== undefined && patch.role !== 'OWNER';
      if (id === actor.adminId && (demoted || locked)) throw new AppError('admin.self.change');
      const removesOwner = current.role === 'OWNER' && current.status === 'A' && (demoted || locked);
      if (removesOwner && (await repository.lockOtherActiveOwners(merchant.id, id)) === 0) {
        throw new AppError('admin.last.owner');
      }
      const updated = await repository.updateUser(merchant.id, id, {
        ...(patch.displayName !== undefined ? { displayName: patch.displayName } : {}),
        ...(patch.role !== undefined ? { role: patch.role } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
      });
      if (!updated) throw new AppError('resource.not.found');
      if (locked) await repository.revokeAllOf(merchant.id, id, this.now());
      return toOperator(updated);
    });
    if (locked) await this.sessionsEnded(merchant, id);
    return operator;
  }

  async setPassword(merchant: MerchantContext, id: number, password: string): Promise<{ changed: boolean }> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const repository = new AdminRepository(tx);
      if (!(await repository.updateUser(merchant.id, id, { passwordHash }))) {
        throw new AppError('resource.not.found');
      }
      await repository.revokeAllOf(merchant.id, id, this.now());
    });
    await this.sessionsEnded(merchant, id);
    return { changed: true };
  }

  /** Announced once the transaction has committed, so a rolled-back change closes no socket. */
  private async sessionsEnded(merchant: MerchantContext, adminId: number): Promise<void> {
    await this.revocations.publish({
      realm: 'admin',
      merchantId: merchant.id,
      adminId,
      tokens: { kind: 'all' },
    });
  }
}
