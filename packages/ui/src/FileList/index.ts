export {
  FileList,
  type ExistingFileItem,
  type FileListDeleteTarget,
  type FileListProps,
  type NewFileItem,
} from './FileList';
export { formatFileSize } from './formatFileSize';
