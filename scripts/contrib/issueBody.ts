/**
 * Reads the body GitHub writes for an issue form: `### Label`, a blank line, the answer;
 * `_No response_` for a field left empty; `- [X] text` for a ticked checkbox.
 *
 * It also reads the plain-text message the site prepares for readers without a GitHub account
 * (`formMessage` in src/lib/issueForms.ts, sent through Telegram or e-mail and pasted into a
 * file): `Label: answer` lines, an answer going on over the next lines until the next label.
 * A body with any `### Label` heading is read as an issue; otherwise as such a message, whose
 * lines before the first label (the message's title, the link Telegram puts first) are ignored.
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
  const all = body.replace(/\r\n?/g, '\n').split('\n');
  const issueHeading = (line: string) => {
    const heading = /^###[ \t]+(.+?)[ \t]*$/.exec(line);
    return heading && known.has(heading[1]) ? { label: heading[1], rest: null } : null;
  };
  const messageLabel = (line: string) => {
    const colon = line.indexOf(':');
    const label = colon < 0 ? '' : line.slice(0, colon).trim();
    return known.has(label) ? { label, rest: line.slice(colon + 1) } : null;
  };
  const start = all.some((line) => issueHeading(line)) ? issueHeading : messageLabel;
  for (const line of all) {
    const field = start(line);
    if (field) {
      flush();
      current = field.label;
      lines = field.rest === null ? [] : [field.rest];
    } else if (current !== null) {
      lines.push(line);
    }
  }
  flush();
  return { values, repeated };
}

/** The texts of the ticked boxes of a checkboxes field (`- [X] text`, or `[x] text` in a message). */
export function tickedBoxes(answer: string): string[] {
  // The plain message's «[x] text» has no list dash.
  return [...answer.matchAll(/^\s*(?:-\s*)?\[[xXхХ]\]\s*(.*)$/gm)].map((m) => m[1].trim());
}

/** One line of text: runs of whitespace (newlines included) become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
