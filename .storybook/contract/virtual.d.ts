declare module 'virtual:contract-usage' {
  import type { UsageIndex } from './usage.ts';
  /** Which screens use each method (.storybook/contract/usage.ts), built from the app's code. */
  const index: UsageIndex;
  export default index;
}
