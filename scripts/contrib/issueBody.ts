/**
 * Reads the body GitHub writes for an issue form: `### Label`, a blank line, the answer;
 * `_No response_` for a field left empty; `- [X] text` for a ticked checkbox.
 *
 * The body is hostile input: the author can edit it by hand into anything. Only headings
 * that name a field of the form start a field (a `###` inside a description stays text),
 * a field given twice is an error, and every answer is returned as plain text.
 */

export type IssueFields = {
  /** The answer of each field found, by label; '' when GitHub wrote «_No response_». */
  values: Map<string, string>;
  /** Labels that appeared more than once (the author edited the body by hand). */
  repeated: string[];
};

const NO_RESPONSE = '_No response_';

export function readIssueBody(body: string, labels: readonly string[]): IssueFields {
  const known = new Set(labels);
  const values = new Map<string, string>();
  const repeated: string[] = [];
  let current: string | null = null;
  let lines: string[] = [];

  const flush = () => {
    if (current === null) return;
    const text = lines.join('\n').trim();
    if (values.has(current)) repeated.push(current);
    else values.set(current, text === NO_RESPONSE ? '' : text);
  };

  // GitHub writes CRLF when the body was edited in some browsers.
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^###[ \t]+(.+?)[ \t]*$/.exec(line);
    if (heading && known.has(heading[1])) {
      flush();
      current = heading[1];
      lines = [];
    } else if (current !== null) {
      lines.push(line);
    }
  }
  flush();
  return { values, repeated };
}

/** The texts of the ticked boxes of a checkboxes field (`- [X] text`). */
export function tickedBoxes(answer: string): string[] {
  return [...answer.matchAll(/^\s*-\s*\[[xX]\]\s*(.*)$/gm)].map((m) => m[1].trim());
}

/** One line of text: runs of whitespace (newlines included) become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
