/**
 * A user's own text (a name, an organisation, a file name) set among other words: when it holds a
 * direction character (U+202E right-to-left override, an embedding, a mark) or right-to-left
 * letters, it is wrapped in first-strong isolate (U+2068) and pop directional isolate (U+2069),
 * so what it turns around ends where it ends and the rest of the line reads on as it should
 * (Unicode's bidirectional algorithm closes every override opened inside an isolate at its end).
 * Text without them is returned as it is. For a whole element, `<bdi>` or
 * `unicode-bidi: isolate` does the same.
 */
export function isolateText(text: string): string {
  return DIRECTIONAL.test(text) ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Direction controls and marks, and the right-to-left scripts' letters (Hebrew to NKo, forms). */
const DIRECTIONAL =
  /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
