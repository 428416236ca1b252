import { AssetKind, AssetTypeId } from '@pidz/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../node.ts';
import { createTestClient, rpcFailure } from '../../testing/client.ts';

const mock = createMockServer();
const client = createTestClient();

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

/** The KvK extract's document kind: a file only (ASSET). */
const COC = AssetTypeId.COC_DOCUMENT;
const PDF = btoa('%PDF-1.4\n%%EOF\n');

const upload = (file_name: string, data: string) =>
  client.asset.addAsset({ assetModel: { file_name, data, type_id: COC } });

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

describe('the number/asset kind (decision 0034)', () => {
  it('seeds the kinds: the policy and the VOG carry a number (BOTH), the others a file (ASSET)', async () => {
    const kinds = Object.fromEntries(
      (await client.asset_type.getAssetTypes()).map((type) => [type.id, type.kind]),
    );
    expect(kinds).toEqual({
      [AssetTypeId.INSURANCE_DOCUMENT]: AssetKind.BOTH,
      [AssetTypeId.VOG_DOCUMENT]: AssetKind.BOTH,
      [AssetTypeId.COC_DOCUMENT]: AssetKind.ASSET,
      [AssetTypeId.COMPLAINTS_DOCUMENT]: AssetKind.ASSET,
      [AssetTypeId.INSURANCE_PAYMENT_PROOF]: AssetKind.ASSET,
    });
  });

  it('refuses a VOG (BOTH) without its number, or with a blank one, with -32602 naming the field', async () => {
    for (const number of [undefined, '  ']) {
      const vog = client.asset.addAsset({
        assetModel: { file_name: 'vog.pdf', data: PDF, type_id: AssetTypeId.VOG_DOCUMENT, number },
      });
      expect(await rpcFailure(vog), String(number)).toMatchObject({
        code: -32602,
        data: [expect.objectContaining({ instancePath: '/assetModel/number' })],
      });
    }
    expect(await client.asset.getAssetsForResume()).not.toContainEqual(
      expect.objectContaining({ file_name: 'vog.pdf' }),
    );
  });

  it('stores a VOG with its file and number, and reads the number back', async () => {
    const assetModel = {
      file_name: 'vog.pdf',
      data: PDF,
      type_id: AssetTypeId.VOG_DOCUMENT,
      number: ' 4412873 ',
    };
    const added = await client.asset.addAsset({ assetModel });
    expect(added).toMatchObject({ file_name: 'vog.pdf', number: '4412873', status: 'new' });
    expect(await client.asset.getAssetsForResume()).toContainEqual(added);
  });

  it('keeps no number for a file-only kind, and still asks a file of BOTH', async () => {
    const added = await client.asset.addAsset({
      assetModel: { file_name: 'kvk.pdf', data: PDF, type_id: COC, number: '12345678' },
    });
    expect(added).toMatchObject({ number: null });
    const noFile = client.asset.addAsset({
      assetModel: { type_id: AssetTypeId.VOG_DOCUMENT, number: '4412873' },
    });
    expect(await rpcFailure(noFile)).toMatchObject({
      code: -32602,
      data: [expect.objectContaining({ instancePath: '/assetModel/file_name' })],
    });
  });
});
