/**
 * Splits the text of a JSON array, as it arrives in pieces, into its elements: each piece gives back the elements
 * completed by it, parsed. A 100,000-device list can then be matched and shown while the rest is still arriving.
 * Only the top-level array is split; each element is parsed by JSON.parse (a batch of elements at a time).
 */
export interface JsonArrayStream<T> {
  /** Feeds the next piece of text; returns the elements it completed. */
  push(text: string): T[];
  /** The text has ended: throws a SyntaxError when it was not one whole array. */
  end(): void;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const COMMA = 0x2c;

/** Whether the quote at `at` is escaped (an odd number of backslashes before it). */
function escapedAt(text: string, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && text.charCodeAt(k) === BACKSLASH) k--;
  return (at - 1 - k) % 2 === 1;
}

export function createJsonArrayStream<T = unknown>(): JsonArrayStream<T> {
  let buffer = '';
  /** Where scanning resumes in buffer (at the opening quote of a string not finished yet, if any). */
  let at = 0;
  /** Where the search for that string's closing quote resumes (what was searched already is not searched again). */
  let quoteFrom = 0;
  /** Start of the first element not yet handed out (after the '[' or a ','). */
  let from = -1;
  /** Nesting depth: 0 before the array, 1 inside it, more inside an element. */
  let depth = 0;
  let closed = false;

  return {
    push(text) {
      if (closed) {
        if (text.trim()) throw new SyntaxError('Unexpected text after the end of the JSON array');
        return [];
      }
      buffer += text;
      const n = buffer.length;
      /** End of the last element completed in this piece (the ',' or ']' after it). */
      let last = -1;
      let i = at;
      at = n;
      while (i < n) {
        const c = buffer.charCodeAt(i);
        if (c === QUOTE) {
          // a string is skipped whole: its closing quote is searched for, not each of its characters read
          let end = buffer.indexOf('"', Math.max(i + 1, quoteFrom));
          while (end >= 0 && escapedAt(buffer, end)) end = buffer.indexOf('"', end + 1);
          if (end < 0) {
            // not finished in this piece: scanning resumes at its opening quote
            at = i;
            quoteFrom = n;
            break;
          }
          quoteFrom = 0;
          i = end + 1;
          continue;
        }
        if (c === OPEN_BRACE || c === OPEN_BRACKET) {
          if (depth++ === 0) {
            if (c !== OPEN_BRACKET) throw new SyntaxError('The answer is not a JSON array');
            from = i + 1;
          }
        } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
          if (--depth === 0) {
            last = i;
            closed = true;
            if (buffer.slice(i + 1).trim()) throw new SyntaxError('Unexpected text after the end of the JSON array');
            break;
          }
        } else if (c === COMMA && depth === 1) last = i;
        i++;
      }
      if (last < 0) return [];
      // the completed elements, parsed at once: from the first one not handed out to the separator after the last
      const body = buffer.slice(from, last);
      if (closed) buffer = '';
      else {
        // buffer keeps only the unfinished element (its depth carries over); positions move with it
        buffer = buffer.slice(last + 1);
        at -= last + 1;
        if (quoteFrom) quoteFrom -= last + 1;
        from = 0;
      }
      return body.trim() ? (JSON.parse(`[${body}]`) as T[]) : [];
    },
    end() {
      if (!closed) throw new SyntaxError('The JSON array ended early');
    },
  };
}
