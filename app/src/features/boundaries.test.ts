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

describe('the feature fences', () => {
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
      await fenceErrors('app/src/testing/Entry.ts', "export { CvRoutes } from '../features/cv';\n"),
    ).toEqual([]);
  });

  it('keep lib and the shell below the features', async () => {
    expect(
      await fenceErrors('app/src/shell/Upwards.ts', "export { CvRoutes } from '../features/cv';\n"),
    ).toEqual([expect.stringContaining('below the features')]);
  });

  it('let a feature import its own files, lib and ui', async () => {
    expect(
      await fenceErrors(
        'app/src/features/cv/Inside.ts',
        "export { resumeQuery } from './api';\nexport { rpcQuery } from '../../lib/queries';\n",
      ),
    ).toEqual([]);
  });
});
