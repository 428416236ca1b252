/** Markup that is already safe to insert: made by `html`, never from a plain string. */
export class SafeHtml {
  readonly markup: string;

  constructor(markup: string) {
    this.markup = markup;
  }
}

const ESCAPES: Readonly<Record<string, string | undefined>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

type Interpolation = SafeHtml | string | number | readonly SafeHtml[];

function markupOf(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map((item: SafeHtml) => item.markup).join('');
  return escapeText(String(value));
}

/** A template of markup: every interpolated string is escaped, nested `html` is kept. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  const rest = values.map((value, index) => markupOf(value) + (strings[index + 1] ?? ''));
  return new SafeHtml((strings[0] ?? '') + rest.join(''));
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b2733; background: #eef1f5; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
    box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  .note { margin: 0 0 1.5rem; color: #4b5866; font-size: 0.875rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #4b5866; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button, .button { font: inherit; padding: 0.625rem 1.25rem; border-radius: 8px; cursor: pointer;
    border: 2px solid #0b5cad; background: #fff; color: #0b5cad; text-decoration: none; }
  button[value="pay"], .button { background: #0b5cad; color: #fff; }
  button:focus-visible, .button:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .field { margin: 0 0 1rem; } .field label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  .field input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem 0.75rem;
    border: 1px solid #5b6570; border-radius: 8px; }
  .field input:focus-visible, a:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .field input[aria-invalid="true"] { border: 2px solid #c0262d; }
  .error { color: #c0262d; font-weight: 600; } .hint { margin: -0.5rem 0 1rem; color: #4b5866;
    font-size: 0.875rem; } a { color: #0b5cad; }
  @media (max-width: 30rem) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
`;

/** A whole Dutch page of the mocked back end (mocks/pages): its title is the page's h1 too. */
export function pageDocument(title: string, content: SafeHtml): string {
  return html`<!doctype html>
    <html lang="nl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${content}
        </main>
      </body>
    </html>`.markup;
}
