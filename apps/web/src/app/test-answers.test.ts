import { describe, expect, it } from 'vitest';
import { lotteryApi, memberApi, systemApi, walletApi } from '@platform/shared';
import {
  lotteryDrawAnswer,
  lotteryGameAnswer,
  lotteryGroupAnswer,
  memberInfoAnswer,
  merchantWalletAnswer,
  rankProgressAnswer,
  settingsAnswer,
} from './test-answers';

// The fakes other tests serve must be answers the contract allows, or those tests prove nothing.
describe('test answers', () => {
  it('are inside their declarations', () => {
    expect(systemApi.consolidated.value.safeParse(settingsAnswer()).success).toBe(true);
    expect(memberApi.info.value.safeParse(memberInfoAnswer()).success).toBe(true);
    expect(walletApi.merchantWallet.value.safeParse(merchantWalletAnswer()).success).toBe(true);
    expect(memberApi.rankProgress.value.safeParse(rankProgressAnswer()).success).toBe(true);
    const group = lotteryGroupAnswer({ gameGroupId: 1, gameGroupCode: 'SSC', labelName: 'SSC' }, [
      lotteryGameAnswer({ gameCode: 'ssc' }),
    ]);
    expect(lotteryApi.groups.value.safeParse([group]).success).toBe(true);
    const draw = lotteryDrawAnswer({
      gameCode: 'ssc',
      numero: '20261123-0001',
      winNo: '1,2,3,4,5',
      drawTime: 1,
    });
    expect(lotteryApi.draws.value.safeParse([draw]).success).toBe(true);
  });
});
