/**
 * How deeply a JSON text nests, found by one pass over its characters before it is parsed: a body nested
 * hundreds of thousands deep costs seconds of parsing and validation on the event loop, and no request of the
 * contract nests deeper than a few levels.
 */

/** The deepest nesting of arrays and objects a request body may have. */
export const JSON_MAX_DEPTH = 64;

/** Whether `text` nests arrays and objects more than `max` deep (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
