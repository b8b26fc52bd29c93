interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/**
 * The newest link mailed to `email` that starts with `prefix`, read from a server's /api/dev/outbox. Mail leaves
 * after the answer that caused it (so answers take as long whether an address is new or taken), so this asks
 * again until it is there, as a person would refresh their inbox.
 */
export async function mailedLink(siteUrl: string, email: string, prefix: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { data } = (await (await fetch(`${siteUrl}/api/dev/outbox`)).json()) as { data: OutboxMail[] };
    const link = data.find((mail) => mail.to === email)?.links.find((url) => url.startsWith(prefix));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link starting with ${prefix} was mailed to ${email}`);
}
