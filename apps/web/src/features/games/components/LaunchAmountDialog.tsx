import { Suspense } from 'react';
import { MAIN_WALLET, decimalToMinor } from '@platform/shared';
import { getMerchant } from '../../../lib/merchant';
import { useSession } from '../../../lib/session';
import {
  WalletTransferModal,
  launchAmountDefault,
  rememberLaunchAmount,
  rememberedLaunchAmount,
  useFunds,
  useMoneyStyle,
} from '../../wallet';
import { answerLaunchAmount, type LaunchAmountRequest } from '../launch-amount';
import { useTranslation } from '../../../lib/i18n';

/**
 * Before a game that plays from a wallet of its own: how much of the main wallet goes in. Starts
 * at the member's last choice on this device (else a round default), never above the main
 * balance; with money already in the game's wallet the person may also take nothing more along.
 */
export function LaunchAmountDialog({ request }: { request: LaunchAmountRequest }) {
  const { t } = useTranslation();
  const { customerId } = useSession();
  const funds = useFunds();
  const style = useMoneyStyle();
  if (!funds.data) return null;
  const currency = funds.data.currency || style.currency;
  const main = funds.data.walletList.find((w) => w.code === MAIN_WALLET);
  const target = funds.data.walletList.find((w) => w.code === request.wallet);
  const initial = launchAmountDefault(
    main?.availBalance,
    rememberedLaunchAmount(getMerchant(), customerId),
    currency,
  );
  const hasMoneyInGame = Boolean(target && decimalToMinor(target.availBalance, currency) > 0n);
  return (
    <Suspense fallback={null}>
      <WalletTransferModal
        toWallet={request.wallet}
        title={t('gm_launch_amount_title')}
        lead={hasMoneyInGame ? t('gm_launch_amount_lead_has') : t('gm_launch_amount_lead')}
        initialAmount={initial}
        submitLabel={t('gm_launch_amount_submit')}
        allowNothing={hasMoneyInGame}
        testId="launch-amount"
        onClose={() => answerLaunchAmount(null)}
        onDone={(amount) => {
          if (amount !== '0') rememberLaunchAmount(getMerchant(), customerId, amount);
          answerLaunchAmount(amount);
        }}
      />
    </Suspense>
  );
}
