export * as agentApi from './agent/agent.js';
export * as agentAdminApi from './agent/agent-admin.js';
export * as legacyAgentApi from './agent/legacy-agent.js';
