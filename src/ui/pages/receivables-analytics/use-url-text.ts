import { useState } from 'react';

/**
 * A text field backed by the URL. The router commits URL changes in a transition, so a field
 * fed straight from the URL would lag behind the keyboard and lose keystrokes; the field keeps
 * its own text and writes through. A URL value it did not write itself (Back, another tab of
 * the page's filters) replaces the text; its own writes coming back are recognised and skipped.
 */
export function useUrlText(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<readonly string[]>([]);

  if (value !== seen) {
    setSeen(value);
    const echo = sent.indexOf(value);
    if (echo >= 0) {
      setSent(sent.slice(echo + 1));
    } else {
      setText(value);
      setSent([]);
    }
  }

  const change = (next: string) => {
    setText(next);
    setSent((pending) => [...pending, next]);
    commit(next);
  };

  return [text, change] as const;
}
