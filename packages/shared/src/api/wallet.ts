export * as walletApi from './wallet/wallet.js';
export * as fundingRelayApi from './wallet/funding-relay.js';
export * as legacyWalletApi from './wallet/legacy-wallet.js';
export * as legacyFundingApi from './wallet/legacy-funding.js';
export * as depositMethodApi from './wallet/deposit-methods.js';
