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

export function createJsonArrayStream<T = unknown>(): JsonArrayStream<T> {
  let buffer = '';
  /** Where scanning resumes in buffer. */
  let at = 0;
  /** Start of the first element not yet handed out (after the '[' or a ','). */
  let from = -1;
  /** Nesting depth: 0 before the array, 1 inside it, more inside an element. */
  let depth = 0;
  let inString = false;
  let escaped = false;
  let closed = false;

  return {
    push(text) {
      if (closed) {
        if (text.trim()) throw new SyntaxError('Unexpected text after the end of the JSON array');
        return [];
      }
      buffer += text;
      /** End of the last element completed in this piece (the ',' or ']' after it). */
      let last = -1;
      for (let i = at; i < buffer.length; i++) {
        const c = buffer.charCodeAt(i);
        if (inString) {
          if (escaped) escaped = false;
          else if (c === BACKSLASH) escaped = true;
          else if (c === QUOTE) inString = false;
          continue;
        }
        if (c === QUOTE) inString = true;
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
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
      }
      if (last < 0) {
        at = buffer.length;
        return [];
      }
      // the completed elements, parsed at once: from the first one not handed out to the separator after the last
      const body = buffer.slice(from, last);
      buffer = buffer.slice(last + 1);
      at = 0;
      from = 0;
      if (closed) buffer = '';
      else {
        // resume scanning after what was already scanned past the last separator
        at = buffer.length;
        // (buffer holds only the unfinished element; its state — depth, inString — carries over)
      }
      return body.trim() ? (JSON.parse(`[${body}]`) as T[]) : [];
    },
    end() {
      if (!closed) throw new SyntaxError('The JSON array ended early');
    },
  };
}
