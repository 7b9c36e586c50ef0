/**
 * Ejected (not wrapped): the theme renders each code line as a <div> inside <code>, which the Nu HTML
 * Checker rejects («div not allowed as child of code»): <code> takes phrasing content only. The tag is
 * inside the original component, so only an eject can change it. Same markup otherwise, with <span>
 * lines shown as blocks (src/css/custom.css, `.token-line`); the theme's own line styles are reused.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line';
// The original's CSS module (line numbers, highlighted lines): reused, not copied.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  // A line holding only «\n» would otherwise break twice (the token and the <br> below).
  const line = lineProp.length === 1 && lineProp[0].content === '\n' ? [{ ...lineProp[0], content: '' }] : lineProp;
  const lineProps = getLineProps({ line, className: clsx(classNames, showLineNumbers && styles.codeLine) });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      {/* Keeps an empty line from collapsing to zero height. */}
      <br />
    </span>
  );
}
