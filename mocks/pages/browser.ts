import { PAGE_SCRIPT_HEADER } from './handlers.ts';

/** The paths of the pages the mocked back end serves itself (pages/handlers.ts). */
const PAGES_PATH = '/mock/';

/** Whether the browser is at one of the mocked back end's own pages rather than the portal. */
export function isMockPage(location: Location): boolean {
  return location.pathname.startsWith(PAGES_PATH);
}

/** Puts a page's document in place of the current one. */
function showDocument(markup: string): void {
  const page = new DOMParser().parseFromString(markup, 'text/html');
  document.documentElement.lang = page.documentElement.lang;
  document.title = page.title;
  document.head.replaceChildren(...page.head.childNodes);
  document.body.replaceChildren(...page.body.childNodes);
  // `autofocus` counts on a page load only: the field it names (the first, or the one in error)
  // gets the focus here, as it does when the Node mock server serves the page.
  document.body.querySelector<HTMLElement>('[autofocus]')?.focus();
}

async function show(response: Response): Promise<void> {
  if (response.headers.get('Content-Type')?.includes('application/json')) {
    const { redirect } = (await response.json()) as { redirect: string };
    window.location.assign(redirect);
    return;
  }
  showDocument(await response.text());
}

/**
 * Shows the mocked back end's page at the current address in the browser, where the mock worker
 * cannot answer a page load (MSW leaves navigations to the network, and the dev server answers
 * with the portal): the page is fetched through the worker, put in place, and its forms are posted
 * through the worker too. The Node mock server serves the same pages to the browser directly.
 */
export async function showMockPage(): Promise<void> {
  const headers = { [PAGE_SCRIPT_HEADER]: '1' };
  document.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const body = new FormData(form, event.submitter);
    // The attribute, not `form.action`, which a control named 'action' would stand in for.
    const target = new URL(form.getAttribute('action') ?? '', window.location.href);
    void fetch(target, { method: 'POST', body, headers }).then(show);
  });
  await show(await fetch(window.location.href, { headers }));
}
