import { expect, type Locator } from '@playwright/test';

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/**
 * Where what `locator` finds is on the page, once it is there. Waits for it: a control can be put
 * in place anew while the page settles (an on-demand menu's stand-in gives way to its loaded
 * trigger when the browser is idle, docs/decisions/0039), and a measure taken as it is swapped
 * finds no box.
 */
export async function boxOf(locator: Locator): Promise<Box> {
  const measured: { box: Box | null } = { box: null };
  await expect
    .poll(async () => (measured.box = await locator.boundingBox()), {
      message: `${locator.toString()} is on the page`,
    })
    .not.toBeNull();
  if (!measured.box) throw new Error(`${locator.toString()} is not on the page`);
  return measured.box;
}
