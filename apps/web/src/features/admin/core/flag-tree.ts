import type { AdminMerchantFlag } from '@platform/shared';

export interface FlagNode extends AdminMerchantFlag {
  children: FlagNode[];
}

/**
 * The flags as a tree by parentModId, siblings in `sort` order. A flag whose parent is missing
 * becomes a root, so no flag disappears from the page.
 */
export function buildFlagTree(flags: readonly AdminMerchantFlag[]): FlagNode[] {
  const nodes = new Map(flags.map((f) => [f.modId, { ...f, children: [] as FlagNode[] }]));
  const roots: FlagNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentModId ? nodes.get(node.parentModId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const order = (list: FlagNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.modId.localeCompare(b.modId));
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
}
