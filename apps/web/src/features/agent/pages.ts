/** What the rest of the app uses of the agent feature. */
export { AgentCentre, ConsolidatedContracts } from './components/AgentCentre';
export { ContractRequestHost } from './components/ContractRequestHost';
export { isAgentPage, showsAgentMenu, agentPagePath, agentCentreAccess } from './agent-pages';
