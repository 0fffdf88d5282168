import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
  picture: string | null;
}

/** Verifies a Google ID token: signature against Google's keys, aud, iss and exp. */
export interface GoogleVerifier {
  readonly clientId: string;
  verify(idToken: string): Promise<GoogleIdentity>;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** `keys` defaults to Google's published JWKS (cached and refreshed by jose); tests pass their own. */
export function createGoogleVerifier(clientId: string, keys?: JWTVerifyGetKey, now?: () => Date): GoogleVerifier {
  const jwks = keys ?? createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));
  return {
    clientId,
    async verify(idToken) {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
        currentDate: now?.(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('ID token lacks sub or email');
      if (payload.email_verified !== true) throw new Error('Google email is not verified');
      return {
        sub: payload.sub,
        email: payload.email.toLowerCase(),
        name: typeof payload.name === 'string' ? payload.name : null,
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      };
    },
  };
}
