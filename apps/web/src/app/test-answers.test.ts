import { describe, expect, it } from 'vitest';
import { memberApi, systemApi, walletApi } from '@platform/shared';
import { memberInfoAnswer, merchantWalletAnswer, rankProgressAnswer, settingsAnswer } from './test-answers';

// The fakes other tests serve must be answers the contract allows, or those tests prove nothing.
describe('test answers', () => {
  it('are inside their declarations', () => {
    expect(systemApi.consolidated.value.safeParse(settingsAnswer()).success).toBe(true);
    expect(memberApi.info.value.safeParse(memberInfoAnswer()).success).toBe(true);
    expect(walletApi.merchantWallet.value.safeParse(merchantWalletAnswer()).success).toBe(true);
    expect(memberApi.rankProgress.value.safeParse(rankProgressAnswer()).success).toBe(true);
  });
});
