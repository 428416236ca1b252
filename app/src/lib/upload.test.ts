import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Bytes } from './download';
import { fileBase64 } from './upload';

describe('fileBase64', () => {
  it('encodes any content so that it decodes back, across chunk boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 60_000 }), async (bytes) => {
        const encoded = await fileBase64(new Blob([bytes]));
        expect([...base64Bytes(encoded)]).toEqual([...bytes]);
      }),
      { numRuns: 30 },
    );
  });
});
