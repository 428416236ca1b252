export { FilePicker, type FilePickerProps } from './FilePicker';
export {
  acceptFiles,
  defaultAcceptedExtensions,
  defaultMaxSizeBytes,
  tooLargeMessage,
  type Acceptance,
  type AcceptanceRules,
  type CandidateFile,
} from './acceptFiles';
