/** Opening the merchant's customer service (built-in chat or an outside link). */
export { CustomerServiceMenu } from './CustomerServiceMenu';
export { isBuiltInChat, openCustomerService, pickCustomerService } from './open-customer-service';
