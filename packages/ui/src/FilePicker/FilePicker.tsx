import { Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { FileList, FileName, formatFileSize } from '../FileList';
import {
  acceptFiles,
  defaultAcceptedExtensions,
  defaultMaxSizeBytes,
  tooLargeMessage,
} from './acceptFiles';
import { checkFiles, emptyFileMessage, nameTooLongMessage, type FileCheck } from './checkFiles';

/** The files of a drop, without folders (a folder has no type and no size to read). */
function filesOf(transfer: DataTransfer): File[] {
  return [...transfer.items].flatMap((item) => {
    if (item.kind !== 'file' || item.webkitGetAsEntry?.()?.isDirectory) return [];
    const file = item.getAsFile();
    return file ? [file] : [];
  });
}

export interface FilePickerProps {
  /** Visible name of the picker; also names its group and drop zone. */
  label: string;
  /** The chosen, not yet uploaded files (controlled). */
  value?: readonly File[];
  /** The files chosen at first (uncontrolled). Default `[]`. */
  defaultValue?: readonly File[];
  /** Called with the new list whenever files are added or removed. */
  onChange?: (files: File[]) => void;
  /** Accepted extensions, without the dot. Default `['jpg', 'jpeg', 'png', 'heic', 'pdf']`. */
  acceptedExtensions?: readonly string[];
  /** Largest accepted file in bytes. Default 8 MB (`8 * 1024 * 1024`). */
  maxSizeBytes?: number;
  /** Allows choosing several files; with `false` a new file replaces the chosen one. Default `true`. */
  isMultiple?: boolean;
  /** Hides the add and delete controls and the help text. Default `false`. */
  isDisabled?: boolean;
  /**
   * Checks each chosen file's name and content before it is taken (the app gives the contract's
   * signature check): a file of another type than its name says goes to `onRejectedType`, an
   * empty one or one with a name over 255 characters is refused with a message, and a path is
   * cut to its base name. Default: names and sizes only.
   */
  checkFile?: FileCheck;
  /** Called with the files that were dropped for their type (the app shows error 609). */
  onRejectedType?: (files: File[]) => void;
  /** Upload progress (0-100) per chosen file, keyed by file name. Default: no progress shown. */
  progress?: Readonly<Record<string, number>>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-sm);
`;

const Label = styled.span`
  font-weight: 600;
`;

/*
 * The drop zone: the browser's own drag events, not react-aria's DropZone, whose hidden button
 * (for pasting and for keyboard dragging) was a second, empty tab stop beside 'Bestand toevoegen',
 * which is the keyboard's way in.
 */
const Zone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pidz-space-sm) var(--pidz-space-md);
  padding: var(--pidz-space-md);
  border: 2px dashed var(--pidz-color-grey-400);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);

  & > svg {
    flex: none;
    width: var(--pidz-icon-medium);
    height: var(--pidz-icon-medium);
    color: var(--pidz-color-blue);
  }
  &[data-drop-target] {
    border-color: var(--pidz-color-blue);
    background: var(--pidz-color-blue-light);
  }
`;

const Help = styled.span`
  flex: 1 1 16rem;
  font-size: 0.875rem;
  color: var(--pidz-color-grey-600);
`;

const Refusal = styled.div`
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  border-left: 4px solid var(--pidz-color-red);
  border-radius: var(--pidz-radius-sm);
  background: var(--pidz-color-red-light);
  color: var(--pidz-color-red);

  & > p {
    margin: 0;
    font-weight: 600;
  }
  & > ul {
    margin: var(--pidz-space-xs) 0 0;
    padding-left: var(--pidz-space-lg);
    overflow-wrap: anywhere;
  }
`;

/** Files refused for one reason, with the message that says why. */
interface Refused {
  message: (count: number) => string;
  files: readonly File[];
}

function listExtensions(extensions: readonly string[]): string {
  return extensions.length > 1
    ? `${extensions.slice(0, -1).join(', ')} en ${extensions.at(-1)}`
    : extensions.join('');
}

/**
 * Chooses files by button (keyboard) or by drag and drop. Files of another type are reported
 * through `onRejectedType`; files above the maximum are refused with a message; a name already
 * chosen is skipped. Shows the chosen files with their upload progress. Files already on the
 * server belong in a separate `FileList`.
 */
export function FilePicker({
  label,
  value,
  defaultValue = [],
  onChange,
  acceptedExtensions = defaultAcceptedExtensions,
  maxSizeBytes = defaultMaxSizeBytes,
  isMultiple = true,
  isDisabled = false,
  onRejectedType,
  checkFile,
  progress,
}: FilePickerProps) {
  const labelId = useId();
  const [uncontrolledFiles, setUncontrolledFiles] = useState<readonly File[]>(defaultValue);
  const [refusals, setRefusals] = useState<readonly Refused[]>([]);
  const files = value ?? uncontrolledFiles;
  const [isDropTarget, setIsDropTarget] = useState(false);

  const acceptDrag = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDropTarget(true);
  };

  const setFiles = (next: File[]) => {
    setUncontrolledFiles(next);
    onChange?.(next);
  };

  const addFiles = async (incoming: Iterable<File>) => {
    const result = acceptFiles(incoming, {
      acceptedExtensions,
      maxSizeBytes,
      takenNames: files.map((file) => file.name),
    });
    const checked = checkFile
      ? await checkFiles(result.accepted, checkFile)
      : { accepted: result.accepted, refused: { type: [], empty: [], 'name-too-long': [] } };
    setRefusals(
      [
        { message: tooLargeMessage, files: result.tooLarge },
        { message: emptyFileMessage, files: checked.refused.empty },
        { message: nameTooLongMessage, files: checked.refused['name-too-long'] },
      ].filter((refused) => refused.files.length > 0),
    );
    const rejectedType = [...result.rejectedType, ...checked.refused.type];
    if (rejectedType.length > 0) onRejectedType?.(rejectedType);
    if (checked.accepted.length > 0) {
      setFiles(isMultiple ? [...files, ...checked.accepted] : checked.accepted.slice(0, 1));
    }
  };

  return (
    <Root role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      {!isDisabled && (
        <Zone
          data-drop-target={isDropTarget || undefined}
          onDragEnter={acceptDrag}
          onDragOver={acceptDrag}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
              setIsDropTarget(false);
            }
          }}
          onDrop={(event) => {
            event.preventDefault();
            setIsDropTarget(false);
            void addFiles(filesOf(event.dataTransfer));
          }}
        >
          <Upload aria-hidden />
          <FileTrigger
            acceptedFileTypes={acceptedExtensions.map((extension) => `.${extension}`)}
            allowsMultiple={isMultiple}
            onSelect={(selected) => void addFiles(selected ?? [])}
          >
            <Button variant="secondary">
              {isMultiple ? 'Bestanden toevoegen' : 'Bestand toevoegen'}
            </Button>
          </FileTrigger>
          <Help>
            Sleep {isMultiple ? 'bestanden' : 'een bestand'} hierheen of gebruik de knop.
            Toegestaan: {listExtensions(acceptedExtensions)}, maximaal{' '}
            {formatFileSize(maxSizeBytes)} per bestand.
          </Help>
        </Zone>
      )}
      {refusals.map(({ message, files: refused }) => (
        <Refusal role="alert" key={message(refused.length)}>
          <p>{message(refused.length)}</p>
          <ul>
            {refused.map((file, index) => (
              <li key={`${index}-${file.name}`}>
                <FileName name={file.name} />
              </li>
            ))}
          </ul>
        </Refusal>
      ))}
      {files.length > 0 && (
        <FileList
          aria-label={`Gekozen bestanden voor ${label}`}
          newFiles={files}
          progress={progress}
          isDisabled={isDisabled}
          onDelete={(target) => {
            if (target.kind === 'new') setFiles(files.filter((file) => file.name !== target.name));
          }}
        />
      )}
    </Root>
  );
}
