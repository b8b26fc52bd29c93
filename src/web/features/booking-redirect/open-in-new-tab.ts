/**
 * Opens a partner page in a new tab and says whether it really opened. A blank tab is opened first: with
 * 'noopener' the browser answers null whether or not a tab opened, so a blocked popup looked like success. Then
 * the tab loses its opener, so the partner cannot script this page, and only then goes to the partner. The page's
 * Referrer-Policy (no-referrer, set by the booking-redirect page) sends the partner no referrer at all.
 */
export function openInNewTab(href: string): boolean {
  let tab: Window | null;
  try {
    tab = window.open('about:blank', '_blank');
  } catch {
    return false;
  }
  // null: the browser blocked the popup.
  if (!tab) return false;
  try {
    tab.opener = null;
    tab.location.replace(href);
    return true;
  } catch {
    tab.close();
    return false;
  }
}
