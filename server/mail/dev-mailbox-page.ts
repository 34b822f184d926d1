import type { StoredMail } from './dev-mailbox-read';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * The mailbox as a page a person reads: no script, every stored text escaped (a subject or body
 * is whatever the server delivered, and a user name inside it is user data).
 */
export function mailboxPage(mails: readonly StoredMail[], to: string | undefined): string {
  const filter = to ? escapeHtml(to) : '';
  const items = mails
    .map(
      (mail) => `<article class="mail" data-testid="dev-mail">
  <header><strong class="subject">${escapeHtml(mail.subject)}</strong>
  <span class="meta">to <span class="recipient">${escapeHtml(mail.recipient)}</span>,
  <time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time></span></header>
  <pre class="body">${escapeHtml(mail.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Development mailbox</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1f2933; }
  .note { color: #52606d; }
  form { margin: 1rem 0; display: flex; gap: .5rem; }
  input { flex: 1; padding: .4rem; font: inherit; }
  .mail { border: 1px solid #cbd2d9; border-radius: 6px; padding: .75rem 1rem; margin: .75rem 0; }
  .meta { display: block; color: #52606d; font-size: .875rem; }
  .body { white-space: pre-wrap; font: inherit; margin: .5rem 0 0; }
</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p class="note">What the reference server would have e-mailed (password reset codes, verification
deposit notices), newest first, at most 50. Nothing here was sent to the real world. This page
exists on the reference server only, for this machine.</p>
<form method="get" action="/dev/mailbox">
  <label for="to">Recipient (e-mail or user name)</label>
  <input id="to" name="to" value="${filter}" autocomplete="off">
  <button type="submit">Show</button>
</form>
${items || '<p class="empty" data-testid="dev-mail-empty">No messages.</p>'}
</main>
</body>
</html>
`;
}
