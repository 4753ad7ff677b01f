/**
 * A settlement process for the crash test: settles one issue of the PGlite data directory in
 * batches of 10 and kills itself with SIGKILL inside the transaction of the given step.
 *   node --import tsx settle-child.ts <dataDir> <issueId> <killAtStep>
 */
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../../platform/db/client.js';
import { Ledger } from '../../wallet/index.js';
import { WalletRepository } from '../../wallet/index.js';
import { WalletSetupService } from '../../wallet/index.js';
import { LotteryRepository } from '../lottery.repository.js';
import { LotteryService } from '../lottery.service.js';

const [dataDir, issueId, killAt] = process.argv.slice(2);
const database = openPglite(await PGlite.create(dataDir!));
const db = database.db;
let steps = 0;
const service = new LotteryService(
  new LotteryRepository(db),
  new Ledger(db),
  new WalletSetupService(new WalletRepository(db)),
  {
    settlementBatch: 10,
    onSettleStep: () => {
      if (++steps === Number(killAt)) process.kill(process.pid, 'SIGKILL');
    },
  },
);
await service.settleIssue(Number(issueId));
await database.close();
