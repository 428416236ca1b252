import {
  test as base,
  type Keyboard,
  type Locator,
  type Mouse,
  type Page,
  type Request,
  type Touchscreen,
} from '@playwright/test';
import {
  axeViolations,
  fingerprint,
  KEEP_TIMERS,
  readState,
  waitUntilStill,
  type PageState,
} from './guardInPage.ts';

export * from '@playwright/test';

/**
 * The guard every end-to-end test runs under (issue 38): every spec imports `test` from here.
 *
 * - After each user action (click, tap, key press, fill, …), once the page is still, the focus is
 *   not on `<body>`: checked before the next action and at the test's end.
 * - No console error, React warning or uncaught exception during the test, no element nested where
 *   HTML does not allow it (React's own warning, which the production build leaves out), no failed
 *   dynamic import and no failed request (a network error or HTTP 4xx/5xx).
 * - Axe (WCAG 2.2 AA and best practice) clean on each page state the test reaches: after each
 *   change of address or of what is open (a dialog, a menu, a list box), and at the end; a state
 *   already checked in the worker is not checked again.
 *
 * A test that provokes a fault declares what it expects, narrowly, in a `describe` of its own:
 * `test.use({ guard: { expected: [/HTTP 500 POST .*\/rpc/] } })`.
 */
export interface GuardOptions {
  /**
   * What the test provokes on purpose: console errors, uncaught exceptions and failed requests
   * that one of these matches are expected. A failed request reads `HTTP 500 POST <url>` or
   * `net::ERR_FAILED GET <url>`; a console error `console.error: <text> (<url>)`.
   */
  expected?: RegExp[];
  /** Why the focus may rest on `<body>` after an action in this test (a browser's own page). */
  focusMayRestOnBody?: string;
}

const QUIET_MS = 60;
const STILL_CAP_MS = 2000;

/** The guard of one page. */
class PageGuard {
  private pending: { action: string; documents: number; document: number | undefined } | undefined;
  private documents = 0;
  /** The document the last checkpoint saw (guardInPage.ts `readState`). */
  private document: number | undefined;
  private lastKey = '';
  private readonly inflight = new Set<Request>();
  /** Main-frame documents committed so far: a request belongs to the one committed when it started. */
  private committed = 0;
  private readonly requestDocuments = new WeakMap<Request, number>();
  readonly problems: string[] = [];

  constructor(
    readonly page: Page,
    private readonly options: GuardOptions,
    private readonly checked: Set<string>,
  ) {
    page.on('request', (request) => {
      this.inflight.add(request);
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        this.documents += 1;
      }
      this.requestDocuments.set(request, this.committed);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.committed += 1;
    });
    page.on('requestfinished', (request) => this.inflight.delete(request));
    page.on('requestfailed', (request) => {
      this.inflight.delete(request);
      const error = request.failure()?.errorText ?? 'failed';
      // Aborted by the page itself (a superseded read, a page left): not a failure.
      if (error !== 'net::ERR_ABORTED')
        this.report(`${error} ${request.method()} ${request.url()}`);
    });
    page.on('response', (response) => {
      // A call of a document the test has left (made before the next one committed, even while it
      // unloaded): the mock build's worker no longer knows that page and lets the call through to
      // the static server (404). Nobody sees its answer.
      if (this.requestDocuments.get(response.request()) !== this.committed) return;
      if (response.status() >= 400) {
        this.report(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    page.on('console', (message) => {
      const isReactWarning =
        message.type() === 'warning' && /^Warning: |React/.test(message.text());
      // The browser's own line for a failed request: the request is reported itself, with its
      // method and address ('requestfailed', 'response' above).
      const isFailedRequest = message.text().startsWith('Failed to load resource');
      if ((message.type() === 'error' && !isFailedRequest) || isReactWarning) {
        this.report(`console.${message.type()}: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => {
      const kind = /dynamically imported module|Importing a module script failed/.test(
        error.message,
      )
        ? 'failed dynamic import'
        : 'uncaught exception';
      this.report(`${kind}: ${error.message}`);
    });
  }

  private report(problem: string) {
    if (this.options.expected?.some((pattern) => pattern.test(problem))) return;
    this.problems.push(problem);
  }

  /** The state of the page, or undefined while it changes document or is closed. */
  private async state(): Promise<PageState | undefined> {
    if (this.page.isClosed()) return undefined;
    try {
      return await this.page.evaluate(readState);
    } catch {
      return undefined;
    }
  }

  /** Waits until no request is open and no element changes, at most a couple of seconds. */
  private async settle() {
    const end = Date.now() + STILL_CAP_MS;
    const requestsEnd = Date.now() + STILL_CAP_MS / 2;
    while (this.inflight.size > 0 && Date.now() < requestsEnd) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await this.page
      .evaluate(waitUntilStill, [QUIET_MS, Math.max(0, end - Date.now())] as [number, number])
      .catch(() => undefined);
  }

  /** A user action is about to run: the last one's result is checked first. */
  async checkpoint(): Promise<void> {
    let state = await this.state();
    const pending = this.pending;
    this.pending = undefined;
    if (!state) return;
    // A Tab past the page's last control (or Shift+Tab before its first) leaves the page for the
    // browser's own controls, which leaves the page's focus on <body>: the browser's step, not
    // the app's.
    const leavesPage =
      pending !== undefined && /^keyboard\.press\("(Shift\+)?Tab"\)$/.test(pending.action);
    if (pending && state.isFocusLost && !leavesPage && !this.options.focusMayRestOnBody) {
      await this.settle();
      state = await this.state();
      const isSameDocument =
        this.documents === pending.documents && state?.document === pending.document;
      if (state?.isFocusLost && isSameDocument) {
        this.fail(`the focus is on <body> after ${pending.action}`);
      }
    }
    if (!state) return;
    this.document = state.document;
    if (state.badNesting) this.fail(state.badNesting);
    // A page of the app (not about:blank before the first load) whose address or overlay changed,
    // once it has started (its static frame gone: a test that keeps the app from starting leaves
    // only the frame, which says it is loading).
    if (state.key.startsWith('/') && state.key !== this.lastKey && !state.isStarting) {
      this.lastKey = state.key;
      await this.settle();
      const print = await this.page.evaluate(fingerprint).catch(() => undefined);
      if (print && !this.checked.has(print)) {
        this.checked.add(print);
        const violations = await axeViolations(this.page).catch(() => []);
        if (violations.length > 0) this.fail(`axe: ${violations.join('\n  axe: ')}`);
      }
    }
  }

  /** A page load or reload: the page starts afresh, with nothing to check of the action before. */
  async beforeLoad(): Promise<void> {
    await this.checkpoint();
    this.lastKey = '';
  }

  afterAction(action: string) {
    this.pending = { action, documents: this.documents, document: this.document };
  }

  private fail(problem: string): never {
    this.problems.push(problem);
    throw new Error(`Guard (tests/e2e/guard.ts): ${problem}`);
  }
}

const guards = new WeakMap<object, PageGuard>();

/** The user actions the guard wraps, by the object they are called on. */
const ACTIONS = {
  locator: [
    'click',
    'dblclick',
    'tap',
    'press',
    'pressSequentially',
    'fill',
    'check',
    'uncheck',
    'selectOption',
    'setChecked',
    'dragTo',
    'clear',
  ],
  page: [
    'click',
    'dblclick',
    'tap',
    'press',
    'fill',
    'check',
    'uncheck',
    'selectOption',
    'goBack',
    'goForward',
  ],
  keyboard: ['press', 'type', 'insertText'],
  mouse: ['click', 'dblclick', 'up'],
  touchscreen: ['tap'],
} as const;

type Method = (...args: unknown[]) => Promise<unknown>;

/** Wraps `names` of `prototype`: a checkpoint before each call, its description after. */
function wrap(
  prototype: object,
  names: readonly string[],
  describe: (target: object) => string,
  guardOf: (target: object) => PageGuard | undefined = (target) => guards.get(target),
) {
  const methods = prototype as Record<string, Method>;
  for (const name of names) {
    const original = methods[name];
    if (!original) continue;
    methods[name] = async function (this: object, ...args: unknown[]) {
      const guard = guardOf(this);
      if (!guard) return original.apply(this, args);
      await guard.checkpoint();
      const result = await original.apply(this, args);
      guard.afterAction(
        `${describe(this)}.${name}(${args
          .map((arg) => JSON.stringify(arg) ?? '')
          .join(', ')
          .slice(0, 80)})`,
      );
      return result;
    };
  }
}

function wrapLoads(prototype: object) {
  const methods = prototype as Record<string, Method>;
  for (const name of ['goto', 'reload']) {
    const original = methods[name];
    if (!original) continue;
    methods[name] = async function (this: object, ...args: unknown[]) {
      await guards.get(this)?.beforeLoad();
      return original.apply(this, args);
    };
  }
}

let isWrapped = false;

/** Wraps the user actions of Playwright's classes once per worker. */
function wrapActions(page: Page) {
  if (isWrapped) return;
  isWrapped = true;
  const locator = Object.getPrototypeOf(page.locator('body')) as object;
  wrap(
    locator,
    ACTIONS.locator,
    (target) => String(target as Locator),
    (target) => guards.get((target as Locator).page()),
  );
  wrap(Object.getPrototypeOf(page) as object, ACTIONS.page, () => 'page');
  wrapLoads(Object.getPrototypeOf(page) as object);
  wrap(Object.getPrototypeOf(page.keyboard) as object, ACTIONS.keyboard, () => 'keyboard');
  wrap(Object.getPrototypeOf(page.mouse) as object, ACTIONS.mouse, () => 'mouse');
  wrap(Object.getPrototypeOf(page.touchscreen) as object, ACTIONS.touchscreen, () => 'touchscreen');
}

function guardPage(page: Page, options: GuardOptions, checked: Set<string>): PageGuard {
  wrapActions(page);
  const guard = new PageGuard(page, options, checked);
  for (const target of [page, page.keyboard, page.mouse, page.touchscreen] as (
    Page | Keyboard | Mouse | Touchscreen
  )[]) {
    guards.set(target, guard);
  }
  return guard;
}

/** The states axe has checked in this worker (guardInPage.ts `fingerprint`). */
const checkedStates = new Set<string>();

export const test = base.extend<{ guard: GuardOptions; guardedContext: PageGuard[] }>({
  guard: [{}, { option: true }],
  guardedContext: async ({ context, guard }, use) => {
    const pageGuards: PageGuard[] = [];
    await context.addInitScript(KEEP_TIMERS);
    const attach = (page: Page) => pageGuards.push(guardPage(page, guard, checkedStates));
    context.pages().forEach(attach);
    context.on('page', attach);
    await use(pageGuards);
  },
  page: async ({ page, guardedContext }, use, testInfo) => {
    await use(page);
    // A test whose own steps failed already says what went wrong.
    if (testInfo.status !== 'passed') return;
    const problems: string[] = [];
    for (const pageGuard of guardedContext) {
      await pageGuard.checkpoint().catch(() => undefined);
      problems.push(...pageGuard.problems);
    }
    if (problems.length > 0) {
      throw new Error(`Guard (tests/e2e/guard.ts):\n  ${[...new Set(problems)].join('\n  ')}`);
    }
  },
});
