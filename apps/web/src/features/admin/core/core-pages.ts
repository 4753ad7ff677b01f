import type { AdminPageDef } from '../admin-pages';
import { AuditPage } from './AuditPage';
import { DashboardPage } from './DashboardPage';
import { DepositMethodsPage } from './DepositMethodsPage';
import { DomainsPage } from './DomainsPage';
import { FeatureFlagsPage } from './FeatureFlagsPage';
import { DepositsPage, WithdrawalsPage } from './FundingQueuePage';
import { MemberDetailPage } from './MemberDetailPage';
import { MembersPage } from './MembersPage';
import { MerchantSettingsPage } from './MerchantSettingsPage';
import { OperatorsPage } from './OperatorsPage';
import { PaymentConfirmationsPage } from './PaymentConfirmationsPage';
import { RegisterFieldsPage } from './RegisterFieldsPage';
import { ReportsPage } from './ReportsPage';

/** Dashboard, operators, audit, members, money queues, merchant settings and reports. */
export const CORE_ADMIN_PAGES: AdminPageDef[] = [
  {
    path: 'dashboard',
    area: 'dashboard',
    group: 'overview',
    titleKey: 'adm_page_dashboard',
    component: DashboardPage,
  },
  {
    path: 'members',
    area: 'members',
    group: 'members',
    titleKey: 'adm_page_members',
    component: MembersPage,
  },
  {
    path: 'members/:id',
    area: 'members',
    group: 'members',
    titleKey: 'adm_page_member',
    component: MemberDetailPage,
    hidden: true,
  },
  {
    path: 'deposits',
    area: 'funding',
    group: 'finance',
    titleKey: 'adm_page_deposits',
    component: DepositsPage,
  },
  {
    path: 'withdrawals',
    area: 'funding',
    group: 'finance',
    titleKey: 'adm_page_withdrawals',
    component: WithdrawalsPage,
  },
  {
    path: 'payment-confirmations',
    area: 'funding',
    group: 'finance',
    titleKey: 'adm_page_c2c',
    component: PaymentConfirmationsPage,
  },
  {
    path: 'deposit-methods',
    area: 'funding',
    group: 'finance',
    titleKey: 'adm_page_deposit_methods',
    component: DepositMethodsPage,
  },
  {
    path: 'reports',
    area: 'reports',
    group: 'reports',
    titleKey: 'adm_page_reports',
    component: ReportsPage,
  },
  {
    path: 'settings',
    area: 'settings',
    group: 'system',
    titleKey: 'adm_page_settings',
    component: MerchantSettingsPage,
  },
  {
    path: 'flags',
    area: 'settings',
    group: 'system',
    titleKey: 'adm_page_flags',
    component: FeatureFlagsPage,
  },
  {
    path: 'register-fields',
    area: 'settings',
    group: 'system',
    titleKey: 'adm_page_register_fields',
    component: RegisterFieldsPage,
  },
  {
    path: 'domains',
    area: 'settings',
    group: 'system',
    titleKey: 'adm_page_domains',
    component: DomainsPage,
  },
  {
    path: 'operators',
    area: 'operators',
    group: 'system',
    titleKey: 'adm_page_operators',
    component: OperatorsPage,
  },
  { path: 'audit', area: 'audit', group: 'system', titleKey: 'adm_page_audit', component: AuditPage },
];
