import type {
  ConsolidatedSettings,
  LotteryDrawView,
  LotteryGameGroupView,
  LotteryGameView,
  MemberInfo,
  MerchantWallet,
  ValueOf,
  gameApi,
  memberApi,
} from '@platform/shared';

/**
 * Whole answers as the server gives them, for tests that stub fetch: the web checks every answer
 * against its declaration, so a fake must be complete. Each takes the fields a test cares about.
 */

export function settingsAnswer(overrides: Partial<ConsolidatedSettings> = {}): ConsolidatedSettings {
  return {
    merchantCode: 'DEMO',
    merchantName: 'Demo',
    currency: 'CNY',
    currencySymbol: '¥',
    currencyPosition: 'F',
    languages: ['CN', 'EN'],
    defaultLanguage: 'CN',
    register: [],
    resources: [],
    smsProvider: 'NONE',
    whitelabel: [],
    imageCDNs: [],
    launchGameCDNs: [],
    gw: { GEETEST_ID: '', GEETEST_VERSION: '', PROFILE_ICON_COUNT: 12 },
    mobileTemplate: {},
    geetestSdkVersion: '',
    maintenanceEnd: null,
    domainRoute: [],
    customerService: [],
    download: {},
    marketing: { domains: [], gtmId: null, gtagId: null, fbPixelId: null },
    ...overrides,
  };
}

export function memberInfoAnswer(overrides: Partial<MemberInfo> = {}): MemberInfo {
  const account = overrides.account ?? 'player01';
  return {
    id: 1,
    customerId: 1001,
    money: '0.00',
    account,
    username: account,
    nickname: account,
    lastLogin: null,
    type: 1,
    isAgent: 0,
    toUpline: 0,
    showLevel: false,
    memberLabel: [],
    clubLabel: null,
    profile: { mobileNo: null, email: null },
    mobile: null,
    qq: null,
    regDate: 1_700_000_000_000,
    token: 'token-1',
    icon: 1,
    language: 'EN',
    currency: 'CNY',
    merchantCode: 'DEMO',
    referralCode: null,
    affiliateCode: null,
    ...overrides,
  };
}

export function merchantWalletAnswer(overrides: Partial<MerchantWallet> = {}): MerchantWallet {
  return {
    merchantCode: 'DEMO',
    isSingle: true,
    currency: 'CNY',
    currencySymbol: '¥',
    scale: 2,
    wallets: [{ typeId: 0, code: 'MAIN', displayName: 'Main wallet' }],
    deposit: { min: '100.00', max: '500000.00' },
    withdraw: { min: '100.00', max: '500000.00' },
    ...overrides,
  };
}

/** A member with no club label and no next rank. */
export function rankProgressAnswer(): ValueOf<typeof memberApi.rankProgress> {
  return {
    currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
    playerRankProgress: {
      labelId: null,
      labelName: null,
      nextLabelId: null,
      nextLabelName: null,
      conditions: [],
    },
  };
}

/** A lottery game of GET /lgw/games with no issue open and no plays listed. */
export function lotteryGameAnswer(
  overrides: Partial<LotteryGameView> & { gameCode: string },
): LotteryGameView {
  return {
    gameId: 1,
    code: overrides.gameCode,
    remark: overrides.gameCode,
    webIconUrl: null,
    defaultPlayType: '1D_POSITION',
    remainTime: 0,
    lockTime: 5,
    numero: null,
    liveVideoSwitch: false,
    gameGroupId: 1,
    gameGroupCode: 'SSC',
    labelName: 'SSC',
    lottoMode: 1,
    kind: 'digits',
    prizeGroup: 1950,
    intervalSeconds: 60,
    gameMenus: [],
    playTypes: [],
    ...overrides,
  };
}

/** A game group of GET /lgw/games, under both the web's and the field clients' names. */
export function lotteryGroupAnswer(
  group: { gameGroupId: number; gameGroupCode: string; labelName: string },
  games: LotteryGameView[],
): LotteryGameGroupView {
  return {
    ...group,
    code: group.gameGroupCode,
    displayName: group.labelName,
    remark: group.labelName,
    games: games.map((game) => ({
      ...game,
      gameGroupId: group.gameGroupId,
      gameGroupCode: group.gameGroupCode,
      labelName: group.labelName,
    })),
  };
}

/** A settled draw of the lottery family. */
export function lotteryDrawAnswer(
  draw: Pick<LotteryDrawView, 'gameCode' | 'numero' | 'winNo' | 'drawTime'> & Partial<LotteryDrawView>,
): LotteryDrawView {
  return {
    winningTime: draw.drawTime,
    seedHash: 'a'.repeat(64),
    seed: 'b'.repeat(64),
    kind: 'digits',
    status: 'settled',
    ...draw,
  };
}

/** GET /wps/game/types of a merchant with lottery, slots and card games; live casino has no game. */
export function gameTypesAnswer(): ValueOf<typeof gameApi.types> {
  return [
    { gameType: 'LIVE', vendorCount: 1, gameCount: 0 },
    { gameType: 'PVP', vendorCount: 1, gameCount: 1 },
    { gameType: 'RNG', vendorCount: 1, gameCount: 12 },
    { gameType: 'LOTT', vendorCount: 1, gameCount: 1 },
  ];
}
