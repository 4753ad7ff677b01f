import { endpoint } from '../../endpoint.js';
import { fundingValue, relayDepositRequest } from '../../contracts/wallet.js';

/** A deposit asked for by a field client's path: one of our deposit requests, the merchant decides. */
/*#__NO_SIDE_EFFECTS__*/
export const depositCall = <const P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'member',
    body: relayDepositRequest,
    value: fundingValue,
  });
