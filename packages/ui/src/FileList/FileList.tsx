import { Download, FileText, Trash } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { APP_LOCALE, formatShortDate } from '@pidz/dates';
import { listRowStyles, rowListStyles } from '../styles/listRow';
import { StatusRow, type ItemStatus, type StatusMessageOptions } from '../StatusRow';
import { FileName } from './FileName';
import { formatFileSize } from './formatFileSize';

/** A file already on the server. */
export interface ExistingFileItem {
  /** Server id, handed to `onDownload` and `onDelete`. */
  id: string | number;
  /** File name as stored on the server. */
  filename: string;
  /** A line under the name, e.g. the document's number. Default: none. */
  details?: string;
  /** ISO date until which the file is valid. Default: not shown. */
  valid_until?: string | null;
  /** Review status, as a word (the app maps the server's value). Default: not shown. */
  status?: ItemStatus | null;
  /**
   * Shows the status's message of spec section 4 under it (approved, declined with the reviewer's
   * reason, expired). Default: the label only.
   */
  statusMessage?: StatusMessageOptions;
  /** Whether this file offers its delete control (an approved document does not). Default `true`. */
  isRemovable?: boolean;
}

/** A file chosen by the user and not yet uploaded. */
export interface NewFileItem {
  /** File name; unique within the new files (the picker skips a repeated name). */
  name: string;
  /** Size in bytes. */
  size: number;
}

/** The file a delete control was pressed for. */
export type FileListDeleteTarget =
  { kind: 'existing'; id: ExistingFileItem['id'] } | { kind: 'new'; name: string };

export interface FileListProps {
  /** Files already on the server. Default `[]`. */
  existingFiles?: readonly ExistingFileItem[];
  /** Files chosen but not yet uploaded. Default `[]`. */
  newFiles?: readonly NewFileItem[];
  /** Upload progress (0-100) of new files, keyed by file name. Default: no progress shown. */
  progress?: Readonly<Record<string, number>>;
  /** Called with a server file's id; offers download for server files only. Default: no download. */
  onDownload?: (id: ExistingFileItem['id']) => void;
  /** Called when a file's delete control is pressed. Default: no delete controls. */
  onDelete?: (target: FileListDeleteTarget) => void;
  /** Hides the delete controls. Default `false`. */
  isDisabled?: boolean;
  /** Accessible name of the list. Default `'Bestanden'`. */
  'aria-label'?: string;
}

const emptyText = 'Er zijn nog geen bestanden toegevoegd';

const List = styled.ul`
  ${rowListStyles}
  container-type: inline-size;
`;

/**
 * A file: its icon, name, details and actions. On a narrow row (a phone) the name has the row's
 * whole width, above the icon, the details and the actions.
 */
const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'icon name actions'
    'icon details actions';
  align-items: center;
  gap: var(--pidz-space-xs) var(--pidz-space-sm);
  ${listRowStyles}
  padding-block: var(--pidz-space-sm);

  & > svg {
    grid-area: icon;
    width: var(--pidz-icon-medium);
    height: var(--pidz-icon-medium);
    color: var(--pidz-color-blue);
  }

  @container (max-width: 30rem) {
    grid-template-areas:
      'name name name'
      'icon details actions';
  }
`;

const Name = styled(FileName)`
  grid-area: name;
  font-weight: 600;
`;

const Details = styled.div`
  grid-area: details;
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-xs);
  min-width: 0;
`;

const Meta = styled.span`
  font-size: 0.875rem;
  color: var(--pidz-color-grey-600);
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  gap: var(--pidz-space-xs);

  & svg {
    width: var(--pidz-icon-small);
    height: var(--pidz-icon-small);
  }
`;

const Progress = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--pidz-space-sm);
  font-size: 0.875rem;
  color: var(--pidz-color-grey-600);

  & > [data-track] {
    height: 0.5rem;
    border-radius: var(--pidz-radius-round);
    background: var(--pidz-color-grey-200);
    overflow: hidden;
  }
  & > [data-track] > [data-fill] {
    height: 100%;
    background: var(--pidz-color-blue);
  }
`;

/**
 * An upload's progress bar with its percentage ('45%'). Not react-aria's ProgressBar: its number
 * formatting would travel in the signed-in chunk, which holds react-aria's Button, whose module
 * imports the ProgressBar's.
 */
function UploadProgress({ percentage, label }: { percentage: number; label: string }) {
  const shown = Math.min(100, Math.max(0, percentage));
  const text = new Intl.NumberFormat(APP_LOCALE, { style: 'percent' }).format(shown / 100);
  return (
    <Progress
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={text}
    >
      <div data-track>
        <div data-fill style={{ width: `${shown}%` }} />
      </div>
      <span>{text}</span>
    </Progress>
  );
}

const Empty = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

/**
 * Files of a document: those on the server (download, validity, review status) and those chosen
 * but not yet uploaded (size, upload progress). Each can be deleted unless the list is disabled.
 */
export function FileList({
  existingFiles = [],
  newFiles = [],
  progress,
  onDownload,
  onDelete,
  isDisabled = false,
  'aria-label': ariaLabel = 'Bestanden',
}: FileListProps) {
  if (existingFiles.length === 0 && newFiles.length === 0) {
    return <Empty>{emptyText}</Empty>;
  }
  const canDelete = onDelete !== undefined && !isDisabled;
  return (
    <List aria-label={ariaLabel}>
      {existingFiles.map((file) => (
        <Row key={`existing-${file.id}`}>
          <FileText aria-hidden />
          <Name name={file.filename} />
          {(file.details || file.valid_until || file.status != null) && (
            <Details>
              {file.details && <Meta>{file.details}</Meta>}
              {file.valid_until && <Meta>Geldig tot {formatShortDate(file.valid_until)}</Meta>}
              {file.status != null && (
                <StatusRow status={file.status} message={file.statusMessage} />
              )}
            </Details>
          )}
          <Actions>
            {onDownload && (
              <Button
                variant="link"
                isCompact
                aria-label={`${file.filename} downloaden`}
                onPress={() => onDownload(file.id)}
              >
                <Download aria-hidden />
              </Button>
            )}
            {canDelete && file.isRemovable !== false && (
              <Button
                variant="link"
                isCompact
                aria-label={`${file.filename} verwijderen`}
                onPress={() => onDelete({ kind: 'existing', id: file.id })}
              >
                <Trash aria-hidden />
              </Button>
            )}
          </Actions>
        </Row>
      ))}
      {newFiles.map((file) => {
        const percentage = progress?.[file.name];
        return (
          <Row key={`new-${file.name}`}>
            <FileText aria-hidden />
            <Name name={file.name} />
            <Details>
              <Meta>{formatFileSize(file.size)}</Meta>
              {percentage !== undefined && (
                <UploadProgress percentage={percentage} label={`Voortgang van ${file.name}`} />
              )}
            </Details>
            <Actions>
              {canDelete && (
                <Button
                  variant="link"
                  isCompact
                  aria-label={`${file.name} verwijderen`}
                  onPress={() => onDelete({ kind: 'new', name: file.name })}
                >
                  <Trash aria-hidden />
                </Button>
              )}
            </Actions>
          </Row>
        );
      })}
    </List>
  );
}
