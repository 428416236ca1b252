export { StatusRow, type StatusRowProps } from './StatusRow';
export {
  getStatusMessage,
  itemStatusLabels,
  ResumeItemStatus,
  toItemStatus,
  type DocumentStatusText,
  type ItemStatus,
  type ItemStatusValue,
  type ResumeItemStatusNumber,
  type StatusMessage,
  type StatusMessageOptions,
} from './itemStatus';
