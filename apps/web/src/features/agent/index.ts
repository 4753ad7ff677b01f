/** What the rest of the app uses of the agent feature. */
import { lazyWithTexts } from '../../lib/lazy-page';
import { AGENT_TEXTS } from './texts';

export { AGENT_TEXTS };
export const AgentCentre = lazyWithTexts(
  () => import('./components/AgentCentre').then((m) => m.AgentCentre),
  [AGENT_TEXTS],
);
export const ConsolidatedContracts = lazyWithTexts(
  () => import('./components/ConsolidatedContracts').then((m) => m.ConsolidatedContracts),
  [AGENT_TEXTS],
);
/** Only a member can have contract requests; mount it for members only. */
export const ContractRequestHost = lazyWithTexts(
  () => import('./components/ContractRequestHost').then((m) => m.ContractRequestHost),
  [AGENT_TEXTS],
);
export {
  isAgentPage,
  showsAgentMenu,
  agentPagePath,
  agentCentreAccess,
  agentCentreOffered,
} from './agent-pages';
export { DataTable, ListState, Tabs } from './components/parts';
