/** The toast view, a chunk of its own that AppToaster loads with the first toast. */
export { Toaster } from '@pidz/ui';
