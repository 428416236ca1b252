import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The feature fences of eslint.config.js, checked on code as if it were in the given file. */
const eslint = new ESLint();

async function fenceErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// The first lint loads eslint.config.js and its plugins: seconds, and more on a busy machine
// (17.7 s seen under load; docs/decisions/0035).
describe('the feature fences', { timeout: 30_000 }, () => {
  it('forbid one feature importing another', async () => {
    const errors = await fenceErrors(
      'app/src/features/calendar/Sideways.ts',
      "export { resumeQuery } from '../cv/api';\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('let the app reach a feature only through its public entry', async () => {
    expect(
      await fenceErrors('app/src/Entry.ts', "export { resumeQuery } from './features/cv/api';\n"),
    ).toEqual([expect.stringContaining('only through its public entry')]);
    expect(
      await fenceErrors('app/src/testing/Entry.ts', "export { routes } from '../features/cv';\n"),
    ).toEqual([]);
  });

  it('keep lib and the shell below the features', async () => {
    expect(
      await fenceErrors('app/src/shell/Upwards.ts', "export { routes } from '../features/cv';\n"),
    ).toEqual([expect.stringContaining('below the features')]);
  });

  it('let a feature import its own files, lib, the entities and ui', async () => {
    expect(
      await fenceErrors(
        'app/src/features/cv/Inside.ts',
        "export { resumeQuery } from './api';\nexport { rpcQuery } from '../../lib/platform/queries';\n" +
          "export { shiftsQuery } from '../../entities/shifts';\n",
      ),
    ).toEqual([]);
  });

  it('keep the entities below the features and the shell, and lib below the entities', async () => {
    expect(
      await fenceErrors(
        'app/src/entities/Upwards.ts',
        "export { resumeQuery } from '../features/cv/api';\n",
      ),
    ).toEqual([
      expect.stringContaining('below the features'),
      expect.stringContaining('only through its public entry'),
    ]);
    expect(
      await fenceErrors(
        'app/src/entities/Upwards.ts',
        "export { Layout } from '../shell/Layout';\n",
      ),
    ).toEqual([expect.stringContaining('below the shell')]);
    expect(
      await fenceErrors(
        'app/src/lib/platform/Upwards.ts',
        "export { shiftsQuery } from '../../entities/shifts';\n",
      ),
    ).toEqual([expect.stringContaining('imports no entity')]);
    expect(
      await fenceErrors(
        'app/src/lib/screen/Upwards.ts',
        "export { RecordFormScreen } from '../forms/RecordFormScreen';\n",
      ),
    ).toEqual([expect.stringContaining('imports no form')]);
  });
});
