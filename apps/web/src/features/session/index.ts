/** The logged-in member: session calls and the member's info. */
export {
  fetchMemberInfo,
  logout,
  logoutDestination,
  storeLoginSession,
  updateServerLanguage,
} from './api/session';
export { useMemberInfo } from './hooks/useMemberInfo';
