export { StatusRow, type StatusRowProps } from './StatusRow';
export {
  getStatusMessage,
  itemStatusLabels,
  type ItemStatus,
  type StatusMessage,
  type StatusMessageOptions,
} from './itemStatus';
