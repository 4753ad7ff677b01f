import type { AdminPageDef } from '../admin-pages';
import { AgentsPage } from './agents/AgentsPage';
import { ContractsPage } from './agents/ContractsPage';
import { PayoutsPage } from './agents/PayoutsPage';
import { BannersPage, NoticesPage, PopupsPage } from './content/content-pages';
import { MessagesPage } from './content/MessagesPage';
import { GamesPage } from './games/GamesPage';
import { VendorsPage } from './games/VendorsPage';
import { LotteryGamesPage } from './lottery/LotteryGamesPage';
import { LotteryIssuesPage } from './lottery/LotteryIssuesPage';
import { LotteryRiskPage } from './lottery/LotteryRiskPage';
import { PointsConfigPage } from './points/PointsConfigPage';
import { RedemptionsPage } from './points/RedemptionsPage';
import { RewardTypesPage } from './points/RewardTypesPage';
import { RewardsPage } from './points/RewardsPage';
import { ApplicationsPage } from './promotions/ApplicationsPage';
import { GrantsPage } from './promotions/GrantsPage';
import { PromotionsPage } from './promotions/PromotionsPage';

/** Content, promotions, points, lottery, games and agents pages. */
export const OPS_ADMIN_PAGES: AdminPageDef[] = [
  {
    path: 'content/notices',
    area: 'content',
    group: 'content',
    titleKey: 'ops_page_notices',
    component: NoticesPage,
  },
  {
    path: 'content/banners',
    area: 'content',
    group: 'content',
    titleKey: 'ops_page_banners',
    component: BannersPage,
  },
  {
    path: 'content/popups',
    area: 'content',
    group: 'content',
    titleKey: 'ops_page_popups',
    component: PopupsPage,
  },
  {
    path: 'content/messages',
    area: 'content',
    group: 'content',
    titleKey: 'ops_page_messages',
    component: MessagesPage,
  },
  {
    path: 'promotions',
    area: 'promotions',
    group: 'marketing',
    titleKey: 'ops_page_promotions',
    component: PromotionsPage,
  },
  {
    path: 'promotions/applications',
    area: 'promotions',
    group: 'marketing',
    titleKey: 'ops_page_applications',
    component: ApplicationsPage,
  },
  {
    path: 'promotions/grants',
    area: 'promotions',
    group: 'marketing',
    titleKey: 'ops_page_grants',
    component: GrantsPage,
  },
  {
    path: 'points/rewards',
    area: 'points',
    group: 'marketing',
    titleKey: 'ops_page_rewards',
    component: RewardsPage,
  },
  {
    path: 'points/reward-types',
    area: 'points',
    group: 'marketing',
    titleKey: 'ops_page_reward_types',
    component: RewardTypesPage,
  },
  {
    path: 'points/redemptions',
    area: 'points',
    group: 'marketing',
    titleKey: 'ops_page_redemptions',
    component: RedemptionsPage,
  },
  {
    path: 'points/config',
    area: 'points',
    group: 'marketing',
    titleKey: 'ops_page_points_config',
    component: PointsConfigPage,
  },
  {
    path: 'lottery/games',
    area: 'lottery',
    group: 'gaming',
    titleKey: 'ops_page_lottery_games',
    component: LotteryGamesPage,
  },
  {
    path: 'lottery/issues',
    area: 'lottery',
    group: 'gaming',
    titleKey: 'ops_page_lottery_issues',
    component: LotteryIssuesPage,
  },
  {
    path: 'lottery/risk',
    area: 'lottery',
    group: 'gaming',
    titleKey: 'ops_page_lottery_risk',
    component: LotteryRiskPage,
  },
  {
    path: 'games/vendors',
    area: 'games',
    group: 'gaming',
    titleKey: 'ops_page_vendors',
    component: VendorsPage,
  },
  { path: 'games/list', area: 'games', group: 'gaming', titleKey: 'ops_page_games', component: GamesPage },
  { path: 'agents', area: 'agents', group: 'agents', titleKey: 'ops_page_agents', component: AgentsPage },
  {
    path: 'agents/contracts',
    area: 'agents',
    group: 'agents',
    titleKey: 'ops_page_contracts',
    component: ContractsPage,
  },
  {
    path: 'agents/payouts',
    area: 'agents',
    group: 'agents',
    titleKey: 'ops_page_payouts',
    component: PayoutsPage,
  },
];
