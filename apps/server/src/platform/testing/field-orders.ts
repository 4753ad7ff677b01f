/**
 * The betting body the React client and the C# bot send beside their `~` slips, as captured from
 * them: the fields the server reads (gameId, currentNumero, bettingSlipString, betCartAmountSum)
 * and the ones it ignores.
 */
export function fieldOrderBody(
  gameId: number | string | undefined,
  currentNumero: string,
  bettingSlipString: string,
) {
  return {
    gameId,
    currentNumero,
    winningStop: false,
    abandoning: false,
    betCartAmountSum: '0.0000',
    chase: false,
    device: 'WEB',
    orderType: 1,
    quickChase: false,
    prizeModeId: 0,
    bettingSlipString,
  };
}
