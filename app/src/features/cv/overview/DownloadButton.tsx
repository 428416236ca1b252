import { Button, downloadIcon, Icon } from '@pidz/ui';
import { useDownload } from '../api';

export interface DownloadButtonProps {
  /** What is downloaded: the CV or the BIG registration. */
  method: 'resume:download' | 'big_registration:download';
  /** The button text, e.g. 'CV downloaden'. */
  label: string;
  /** The file name when the server gives none. */
  fallbackName: string;
  /** Shows the button compact, for a list row. Default `false`. */
  isCompact?: boolean;
  /** Disables it (there is nothing to download), with the id of the text that says why. Default none. */
  unavailableReasonId?: string;
}

/**
 * Downloads a PDF from the back end (`resume:download`, `big_registration:download`) and hands it
 * to the browser as a file. Disabled while it loads; a failure shows the catalogue toast.
 */
export function DownloadButton({
  method,
  label,
  fallbackName,
  isCompact = false,
  unavailableReasonId,
}: DownloadButtonProps) {
  const download = useDownload(method, fallbackName);
  return (
    <Button
      variant="secondary"
      isCompact={isCompact}
      isDisabled={download.isPending || unavailableReasonId !== undefined}
      aria-describedby={unavailableReasonId}
      onPress={() => download.mutate({})}
    >
      <Icon icon={downloadIcon} size="small" />
      {label}
    </Button>
  );
}
