/**
 * The shared secret inside an otpauth:// URI, in groups of four so it can be typed into an authenticator app
 * when the camera cannot scan the QR code.
 */
export function totpSecret(totpUri: string): string {
  const secret = /[?&]secret=([^&]+)/.exec(totpUri)?.[1] ?? '';
  return (
    decodeURIComponent(secret)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
