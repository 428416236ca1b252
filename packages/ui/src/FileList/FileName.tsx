import { Fragment } from 'react';
import styled from 'styled-components';

/**
 * The parts of a file name a line may end after: each runs up to and with a hyphen, underscore,
 * dot or space ('polis-', 'beroepsaansprakelijkheid.', 'pdf').
 */
export function fileNameParts(name: string): string[] {
  return name.match(/[^-_.\s]*[-_.\s]*/g)?.filter((part) => part !== '') ?? [];
}

/**
 * A name is the user's: isolated (`bdi`), so a direction character in it turns nothing else. A
 * part longer than the line still breaks where it must, rather than run out of its box.
 */
const Isolated = styled.bdi`
  overflow-wrap: anywhere;
`;

/**
 * A file's name as the user gave it, which a line breaks after a hyphen, underscore, dot or space
 * (`<wbr>`) rather than inside a word: 'polis-beroepsaansprakelijkheid.pdf' on a phone is
 * 'polis-' / 'beroepsaansprakelijkheid.pdf', not 'polis-beroepsaansprakelij' / 'kheid.pdf'.
 */
export function FileName({ name, className }: { name: string; className?: string }) {
  return (
    <Isolated data-file-name className={className}>
      {fileNameParts(name).map((part, index) => (
        // The parts of one name, in their order: the index is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Isolated>
  );
}
