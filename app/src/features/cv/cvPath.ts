/**
 * The CV's address, for links (`${CV_PATH}/languages/add`): react-aria links navigate through the
 * app's root router, so their addresses are absolute.
 */
export const CV_PATH = '/cv';

/**
 * The overview, for wouter's `navigate` and `<Redirect>` inside the nested `/cv` route, where paths
 * are relative to `/cv`: the `~` prefix makes it absolute (a relative `'/'` would give `/cv/`).
 */
export const CV_OVERVIEW_ROUTE = `~${CV_PATH}`;
