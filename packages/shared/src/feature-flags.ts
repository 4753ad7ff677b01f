/**
 * The whitelabel feature-flag tree. Each node has a modId, enabled '1' (on) or '0' (off)
 * and childrenNodes; a flag counts as on only when it and every ancestor are on.
 */
export interface FlagNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: FlagNode[];
}

/** Every flag named in spec section 6, grouped the way the menus use them. */
export const FLAG_GROUPS: Record<string, readonly string[]> = {
  MEMBERCENTER: [
    'REWCEN3',
    'INBOX3',
    'MAILCEN',
    'DEPOSIT',
    'WITHDRAW',
    'CREDITMAR3',
    'PLYRBT',
    'MANPLAYREB3',
    'PTSYS3',
    'PAYMENTPASS3',
    'AGETRANSFERUP3',
  ],
  AGENTCENTER: ['AGEPAG', 'AGENTRANSMULTDOWN3', 'AGETEAMPNL3', 'TEAMBETTING3', 'AGEINFO3'],
  SECURITY: ['GEETEST3', 'GEETESTRISK3', 'PWDEXPFORCECHANGE3'],
  LOGIN: [
    'MOBILELOGIN3',
    'MOBILEVERCODELOGIN3',
    'FREEPLAY3',
    'SSOMANUALREG3',
    'FIREBASECREATEACC3',
    'TELEGRAMLOGIN3',
    'GOOGLELOGIN3',
    'FACEBOOKLOGIN3',
    'TWITTERLOGIN3',
    'LINELOGIN3',
  ],
  REG3: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
  // The built-in live chat (chat needs a white-label switch).
  CUSTOMERSERVICE: ['LIVECHAT3'],
};

export const ALL_FLAGS: readonly string[] = Object.entries(FLAG_GROUPS).flatMap(([group, flags]) => [
  group,
  ...flags,
]);

export function buildFlagTree(enabled: ReadonlySet<string>): FlagNode[] {
  return Object.entries(FLAG_GROUPS).map(([group, flags]) => ({
    modId: group,
    enabled: enabled.has(group) ? '1' : '0',
    childrenNodes: flags.map((modId) => ({
      modId,
      enabled: enabled.has(modId) ? '1' : '0',
      childrenNodes: [],
    })),
  }));
}

/** Flags that are on, honouring ancestors: a child under a switched-off parent is off. */
export function enabledFlags(tree: readonly FlagNode[]): Set<string> {
  const on = new Set<string>();
  const walk = (nodes: readonly FlagNode[]) => {
    for (const node of nodes) {
      if (node.enabled !== '1') continue;
      on.add(node.modId);
      walk(node.childrenNodes);
    }
  };
  walk(tree);
  return on;
}

export function isFlagOn(tree: readonly FlagNode[] | null | undefined, modId: string): boolean {
  return tree ? enabledFlags(tree).has(modId) : false;
}
