import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../node.ts';
import { createTestClient, rpcFailure } from '../../testing/client.ts';

const mock = createMockServer();
const client = createTestClient();

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

/** The VOG's document kind. */
const VOG = 1;
const PDF = btoa('%PDF-1.4\n%%EOF\n');

const upload = (file_name: string, data: string) =>
  client.asset.addAsset({ assetModel: { file_name, data, type_id: VOG } });

describe('asset:addAsset', () => {
  it('refuses by content with 609: an empty file, an MZ program named .pdf, and .pdf', async () => {
    for (const [name, data] of [
      ['leeg.pdf', ''],
      ['factuur.pdf', btoa('MZ\x90\0\x03\0\0\0')],
      ['evil.exe.pdf', btoa('MZ\x90\0\x03\0\0\0')],
      ['.pdf', PDF],
    ] as const) {
      expect(await rpcFailure(upload(name, data)), name).toMatchObject({ code: 609 });
    }
  });

  it('stores only the base name of a path, and takes evil.exe.pdf that is a PDF', async () => {
    expect(await upload('../../../etc/passwd.pdf', PDF)).toMatchObject({ file_name: 'passwd.pdf' });
    expect(await upload('evil.exe.pdf', PDF)).toMatchObject({ file_name: 'evil.exe.pdf' });
  });
});
