export {
  FileList,
  type ExistingFileItem,
  type FileListDeleteTarget,
  type FileListProps,
  type NewFileItem,
} from './FileList';
export { FileName, fileNameParts } from './FileName';
export { formatFileSize } from './formatFileSize';
