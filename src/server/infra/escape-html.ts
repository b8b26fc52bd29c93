/** Text made safe to place inside HTML (element content or a quoted attribute). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
