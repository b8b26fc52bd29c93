/**
 * Opens a page in a new tab with no opener and no referrer, so the partner can neither script this tab nor learn
 * which deal the visitor came from. With `noopener` the browser returns null whether or not the tab opened, so a
 * silently blocked popup cannot be told apart from success; only a throw is a certain failure, and that is all
 * this reports.
 */
export function openInNewTab(href: string): boolean {
  try {
    window.open(href, '_blank', 'noopener,noreferrer');
    return true;
  } catch {
    return false;
  }
}
