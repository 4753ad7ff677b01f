import { useSession } from '../../../lib/session';
import { isTrialAccount } from '../../account';
import { formatMoney, isPositive } from '../../../lib/money/amounts';
import { useFunds, useMoneyStyle } from '../hooks/useWallet';
import { confirmationModal, usePaymentConfirmations } from '../hooks/usePaymentConfirmations';
import { useTranslation } from '../../../lib/i18n';

/** The info bar's wallets: each wallet with what may be spent from it (walletList). */
export function WalletList() {
  const { t } = useTranslation();
  const funds = useFunds();
  const style = useMoneyStyle();
  const confirmations = usePaymentConfirmations();
  const { isAgent } = useSession();
  const waiting = confirmations.data?.total ?? 0;
  const data = funds.data;
  const money = (amount: string) =>
    formatMoney(amount, {
      currency: data?.currency ?? style.currency,
      symbol: data?.currencySymbol || style.symbol,
      symbolPosition: style.symbolPosition,
    });

  // Trial accounts have no wallet list to show (no consolidated fetches).
  if (isTrialAccount(isAgent)) return null;
  return (
    <div className="wallet-list" data-testid="wallet-list">
      <p className="wallet-list__title">{t('wal_wallets')}</p>
      {!data ? (
        <p className="wallet-list__state">{funds.isError ? t('network_error') : t('loading')}</p>
      ) : (
        <ul className="wallet-list__items">
          {data.walletList.map((wallet) => (
            <li key={wallet.code} className="wallet-list__item" data-testid={`wallet-item-${wallet.code}`}>
              <span className="wallet-list__name">{t(`wal_wallet_${wallet.code}`, wallet.displayName)}</span>
              <span className="wallet-list__amount" data-testid={`wallet-avail-${wallet.code}`}>
                {money(wallet.availBalance)}
              </span>
              {isPositive(wallet.heldBalance, data.currency ?? style.currency) && (
                <span className="wallet-list__held">
                  {t('wal_held_short', { amount: money(wallet.heldBalance) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {waiting > 0 && (
        <button
          type="button"
          className="wallet-list__confirm"
          data-testid="open-payment-confirmations"
          onClick={() => confirmationModal.open()}
        >
          <span>{t('wal_confirm_title')}</span>
          <span className="wallet-list__badge">{waiting}</span>
        </button>
      )}
    </div>
  );
}
