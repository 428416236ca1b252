/**
 * The CV's address, for links (`${CV_PATH}/languages/add`): react-aria links navigate through the
 * app's root router, so their addresses are absolute. Inside the nested `/cv` route, wouter's
 * `navigate` and `<Redirect>` are relative to it: the overview is `'/'` there.
 */
export const CV_PATH = '/cv';

/** The overview, for `navigate` and `<Redirect>` inside the nested `/cv` route. */
export const CV_OVERVIEW_ROUTE = '/';
