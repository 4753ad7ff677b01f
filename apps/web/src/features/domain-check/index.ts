/** What the app does when the API answers that this domain may not be used. */
export { showDomainCheckFailure } from './domain-check';
