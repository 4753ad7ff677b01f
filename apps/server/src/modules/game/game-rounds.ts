import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MAIN_WALLET, minorToDecimal } from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { requestHash, type Ledger } from '../wallet/index.js';
import { gameSessions, gameVendors, seamlessTransactions } from './game.tables.js';

export interface PlayedRound {
  bet: bigint;
  win: bigint;
  at: Date;
}

/**
 * Books finished game rounds of a member exactly as the seamless wallet books them: a debit (the
 * bet, MAIN -> GAMES) and a credit (the win, GAMES -> MAIN; 0 for a lost round), each a
 * seamless_transactions row with its ledger transfer, at the given time. Used by the demo seed to
 * give the agent centre history and by tests to build a downline's play for salary computations.
 */
export async function bookGameRounds(
  db: Db,
  ledger: Ledger,
  o: {
    merchantId: number;
    currency: string;
    memberId: number;
    vendorCode: string;
    rounds: PlayedRound[];
    tag: string;
  },
): Promise<void> {
  const [vendor] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, o.merchantId), eq(gameVendors.code, o.vendorCode)));
  if (!vendor) throw new Error(`no vendor ${o.vendorCode}`);
  for (const [i, round] of o.rounds.entries()) {
    const roundId = `${o.tag}-${i}`;
    await ledger.run(async (l) => {
      const [session] = await l.tx
        .insert(gameSessions)
        .values({
          merchantId: o.merchantId,
          memberId: o.memberId,
          vendorId: vendor.id,
          tokenHash: createHash('sha256').update(randomBytes(16)).digest('hex'),
          currency: o.currency,
          walletCode: MAIN_WALLET,
          createdAt: round.at,
          expiresAt: new Date(round.at.getTime() + 60_000),
          endedAt: new Date(round.at.getTime() + 60_000),
        })
        .returning();
      const book = async (kind: 'debit' | 'credit', amount: bigint) => {
        const transactionId = `${roundId}-${kind}`;
        const transfer =
          amount > 0n
            ? (
                await l.transfer({
                  merchantId: o.merchantId,
                  currency: o.currency,
                  debit:
                    kind === 'debit'
                      ? { owner: 'member', memberId: o.memberId, wallet: MAIN_WALLET }
                      : { owner: 'house', code: 'GAMES' },
                  credit:
                    kind === 'debit'
                      ? { owner: 'house', code: 'GAMES' }
                      : { owner: 'member', memberId: o.memberId, wallet: MAIN_WALLET },
                  amount,
                  kind: kind === 'debit' ? 'game_bet' : 'game_win',
                  idempotencyKey: `seamless:${vendor.id}:${transactionId}`,
                  reference: roundId,
                })
              ).transfer
            : null;
        await l.tx
          .insert(seamlessTransactions)
          .values({
            merchantId: o.merchantId,
            vendorId: vendor.id,
            transactionId,
            kind,
            memberId: o.memberId,
            sessionId: session!.id,
            walletCode: MAIN_WALLET,
            currency: o.currency,
            roundId,
            gameCode: 'lotus_fortune',
            amount,
            requestHash: requestHash({ transactionId, amount }),
            response: { status: 'OK', balance: minorToDecimal(0n, o.currency), currency: o.currency },
            transferId: transfer?.id ?? null,
            createdAt: round.at,
          })
          .onConflictDoNothing();
      };
      await book('debit', round.bet);
      await book('credit', round.win);
    });
  }
}
