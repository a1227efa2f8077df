/**
 * The page an e-mail's unsubscribe link opens (docs/decisions.md#notifications): plain HTML that works
 * without script or signing in. Opening the link changes nothing (mail scanners open links); the button
 * posts, as a mail app's one-click unsubscribe does (RFC 8058). Every word on it is the product's own:
 * nothing from the request is written into it.
 */
export const UNSUBSCRIBE_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const STYLE =
  '*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc}' +
  'main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem}h1{font-size:1.4rem;line-height:1.25;margin:0 0 .75rem}' +
  'button{font:inherit;padding:.6rem 1rem;border:0;border-radius:.5rem;background:#0f766e;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #134e4a;outline-offset:2px}a{color:#0f766e}';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · TAPin</title><style>${STYLE}</style></head>
<body><main><h1>${title}</h1>${body}</main></body>
</html>
`;
}

/** The link's question: stop this kind of e-mail? `label` is a setting's name, `settingsUrl` the app's. */
export function confirmPage(label: string, settingsUrl: string): string {
  return page(
    `Stop “${label}” e-mails?`,
    `<p>You will no longer get the e-mails that the “${label}” setting sends. Everything else stays as it is.</p>` +
      `<form method="post"><button type="submit">Stop these e-mails</button></form>` +
      `<p>Or choose what you get in <a href="${settingsUrl}">your notification settings</a>.</p>`,
  );
}

export function donePage(label: string, settingsUrl: string): string {
  return page(
    `You will no longer get “${label}” e-mails`,
    `<p>“${label}” is now off in your notification settings. You can turn it on again in <a href="${settingsUrl}">your settings</a>.</p>`,
  );
}

export function unknownLinkPage(settingsUrl: string): string {
  return page('This unsubscribe link does not work', `<p>It may be mistyped or more than a year old. Choose the e-mails you get in <a href="${settingsUrl}">your notification settings</a>.</p>`);
}
