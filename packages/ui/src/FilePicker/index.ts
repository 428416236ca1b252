export { FilePicker, type FilePickerProps } from './FilePicker';
export { FILE_HEAD_LENGTH, type FileCheck, type FileRefusal } from './checkFiles';
export {
  acceptFiles,
  defaultAcceptedExtensions,
  defaultMaxSizeBytes,
  tooLargeMessage,
  type Acceptance,
  type AcceptanceRules,
  type CandidateFile,
} from './acceptFiles';
