export const AGENTS_PATH = '/admin/api/agents';
export const AGENT_CONTRACTS_PATH = '/admin/api/agents/contracts';
export const AGENT_PAYOUTS_PATH = '/admin/api/agents/payouts';
