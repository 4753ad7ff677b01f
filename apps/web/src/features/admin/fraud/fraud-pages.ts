import type { AdminPageDef } from '../admin-pages';
import { FraudGroupsPage } from './FraudGroupsPage';
import { FraudRulesPage } from './FraudRulesPage';

/** Fraud signals: the link groups (members) and the merchant's rules (system). */
export const FRAUD_ADMIN_PAGES: AdminPageDef[] = [
  {
    path: 'fraud/groups',
    area: 'fraud',
    group: 'members',
    titleKey: 'adm_page_fraud_groups',
    component: FraudGroupsPage,
  },
  {
    path: 'fraud/rules',
    area: 'fraud',
    group: 'system',
    titleKey: 'adm_page_fraud_rules',
    component: FraudRulesPage,
  },
];
