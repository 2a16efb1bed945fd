export {
  AccountOrdersPage,
  isOrderStatus,
  OrderList,
  orderStatuses,
  OrderStatusTag,
} from './AccountOrdersPage';
export type { OrderStatus } from './AccountOrdersPage';
