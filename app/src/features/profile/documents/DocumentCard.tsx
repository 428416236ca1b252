import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { AssetKind, type Asset, type AssetTypeId } from '@pidz/contracts';
import {
  Button,
  Card,
  FileList,
  FilePicker,
  Heading,
  Modal,
  type FileListDeleteTarget,
} from '@pidz/ui';
import { anchors } from '../../../paths';
import { useUnsavedChanges } from '../../../lib/forms/unsavedChanges';
import { errorToast } from '../../../lib/platform/errors';
import { showToast } from '../../../lib/platform/toasts';
import { uploadCheck } from '../../../lib/platform/uploadCheck';
import { ConfirmButton } from '../../../lib/screen/ConfirmButton';
import { assetStatusWord } from '../../../lib/words/uiWords';
import { useDownloadAsset, useRemoveAsset, useUploadAsset } from '../api';
import { documentMessages } from '../messages';
import { DocumentNumberField, NumberOnlyForm, useDocumentNumber } from './DocumentNumber';
import { RenewElsewhere } from './RenewElsewhere';

/** The catalogue code of a file type the server does not take (spec section 8). */
const INVALID_FILE_TYPE = 609;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--pidz-space-sm);
`;

const Question = styled.p`
  margin: 0;
`;

/** The id of a document's card (the expiry timeline's renewal action moves focus there). */
export function documentCardId(typeId: AssetTypeId): string {
  return anchors.document(typeId);
}

/** How a document is named in its list and questions: its file, or a number-only one's number. */
function shownName(asset: Asset): string {
  return asset.file_name || (asset.number ?? '');
}

export interface DocumentCardProps {
  typeId: AssetTypeId;
  /** The kind's Dutch name (`asset_type:getAssetTypes`). */
  name: string;
  /** What a document of the kind carries: a number, a file or both (0034). */
  kind: AssetKind;
  /** The files of this kind on the server. */
  assets: readonly Asset[];
  /** Whether files may be added and removed. */
  isEditable: boolean;
}

/**
 * One document of the profile: its files on the server (status, valid-until date, download), and
 * when editable the file picker (jpg, jpeg, png, heic, pdf; at most 8 MB; another type: the 609
 * toast), 'Uploaden' with each file's progress and 'Upload annuleren', and removal with a question.
 * A kind that carries a number asks for it with the file (BOTH), or instead of one (NUMBER).
 */
export function DocumentCard({ typeId, name, kind, assets, isEditable }: DocumentCardProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [toRemove, setToRemove] = useState<Asset | null>(null);
  const uploading = useRef<AbortController | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const upload = useUploadAsset();
  const removal = useRemoveAsset();
  const download = useDownloadAsset();
  const number = useDocumentNumber();
  const asksNumber = kind === AssetKind.BOTH;
  /** Whether the action may go ahead: a kind with a number needs it (else shown at the field). */
  const numberChecked = () => !asksNumber || number.check();

  const actions = useRef<HTMLDivElement>(null);
  const hasChosen = files.length > 0;
  // A chosen, unsent file: leaving asks first (as the forms do), and the action is kept in view
  // (on a phone 'Uploaden' was below the fold once a file was chosen).
  useUnsavedChanges(hasChosen);
  useEffect(() => {
    if (hasChosen) actions.current?.scrollIntoView?.({ block: 'nearest' });
  }, [hasChosen]);
  /** The files the chosen ones replace (the spec's 'edit'): all but the approved, which stay. */
  const replaceable = assets.filter((asset) => asset.status !== 'approved');

  const uploadAll = async (replacing: readonly Asset[]) => {
    let isComplete = true;
    const controller = new AbortController();
    uploading.current = controller;
    setIsUploading(true);
    for (const file of files) {
      try {
        const asset = await upload.mutateAsync({
          file,
          typeId,
          ...(asksNumber && { number: number.value }),
          signal: controller.signal,
          onProgress: (percentage) =>
            setProgress((current) => ({ ...current, [file.name]: percentage })),
        });
        if (asset === null) {
          showToast({ type: 'info', title: documentMessages.uploadCancelled });
          isComplete = false;
          break;
        }
        setFiles((current) => current.filter((chosen) => chosen !== file));
        showToast({ type: 'success', title: documentMessages.uploaded(file.name) });
      } catch {
        isComplete = false;
        break; // reported by the data layer; the file stays chosen
      } finally {
        setProgress(({ [file.name]: _done, ...rest }) => rest);
      }
    }
    if (isComplete) number.reset();
    try {
      if (isComplete) for (const old of replacing) await removal.mutateAsync({ assetId: old.id });
    } catch {
      // reported by the data layer; the new file is there, the old one too
    }
    uploading.current = null;
    setIsUploading(false);
  };

  const onDelete = (target: FileListDeleteTarget) => {
    if (target.kind === 'existing')
      setToRemove(assets.find((asset) => asset.id === target.id) ?? null);
  };

  return (
    <Card
      as="section"
      aria-labelledby={`${documentCardId(typeId)}-title`}
      id={documentCardId(typeId)}
      tabIndex={-1}
    >
      <Heading level={3} size="md" id={`${documentCardId(typeId)}-title`}>
        {name}
      </Heading>
      <FileList
        aria-label={name}
        existingFiles={assets.map((asset) => ({
          id: asset.id,
          filename: shownName(asset),
          details:
            asset.file_name && asset.number
              ? documentMessages.numberShown(asset.number)
              : undefined,
          valid_until: asset.valid_until,
          status: assetStatusWord(asset.status),
          statusMessage: {
            ...documentMessages.statusItem,
            declineReason: asset.disapproved_reason,
          },
          isRemovable: asset.status !== 'approved',
        }))}
        onDownload={
          kind === AssetKind.NUMBER ? undefined : (id) => download.mutate({ assetId: Number(id) })
        }
        onDelete={isEditable ? onDelete : undefined}
      />
      {isEditable ? null : <RenewElsewhere hasFile={assets.length > 0} />}
      {isEditable && kind === AssetKind.NUMBER && (
        <NumberOnlyForm typeId={typeId} replaceable={replaceable} />
      )}
      {isEditable && kind !== AssetKind.NUMBER && (
        <>
          <FilePicker
            label={documentMessages.add(name)}
            value={files}
            onChange={setFiles}
            isDisabled={isUploading}
            progress={progress}
            checkFile={uploadCheck}
            onRejectedType={() => showToast(errorToast(INVALID_FILE_TYPE))}
          />
          {hasChosen && asksNumber && (
            <DocumentNumberField state={number} isDisabled={isUploading} />
          )}
          {hasChosen && (
            <Actions ref={actions}>
              {isUploading ? (
                <Button variant="secondary" onPress={() => uploading.current?.abort()}>
                  {documentMessages.cancelUpload}
                </Button>
              ) : replaceable.length > 0 && !number.isValid && asksNumber ? (
                <Button onPress={numberChecked}>{documentMessages.replace}</Button>
              ) : replaceable.length > 0 ? (
                <ConfirmButton
                  variant="primary"
                  label={documentMessages.replace}
                  title={documentMessages.replaceTitle}
                  question={documentMessages.replaceQuestion(
                    replaceable.map((asset) => asset.file_name),
                    files.map((file) => file.name),
                  )}
                  isPending={isUploading}
                  onConfirm={(close) => {
                    close();
                    void uploadAll(replaceable);
                  }}
                />
              ) : (
                <Button onPress={() => numberChecked() && void uploadAll([])}>
                  {documentMessages.upload}
                </Button>
              )}
            </Actions>
          )}
        </>
      )}
      {isEditable && (
        <Modal
          title={documentMessages.removeTitle}
          role="alertdialog"
          isOpen={toRemove !== null}
          onOpenChange={(isOpen) => {
            if (!isOpen && !removal.isPending) setToRemove(null);
          }}
          footer={
            <>
              <Button
                variant="secondary"
                isDisabled={removal.isPending}
                onPress={() => setToRemove(null)}
              >
                {documentMessages.cancel}
              </Button>
              <Button
                isDisabled={removal.isPending}
                onPress={() => {
                  if (!toRemove) return;
                  removal.mutate(
                    { assetId: toRemove.id },
                    {
                      onSuccess: () => {
                        showToast({
                          type: 'success',
                          title: documentMessages.removed(shownName(toRemove)),
                        });
                        setToRemove(null);
                      },
                    },
                  );
                }}
              >
                {documentMessages.remove}
              </Button>
            </>
          }
        >
          <Question>{toRemove && documentMessages.removeQuestion(shownName(toRemove))}</Question>
        </Modal>
      )}
    </Card>
  );
}
