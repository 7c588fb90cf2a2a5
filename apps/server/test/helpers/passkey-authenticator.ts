import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { TEST_BASE_URL } from './build.ts';

/**
 * A software passkey (a WebAuthn authenticator with attestation "none" and an ES256 key), so
 * server tests can add a passkey and sign in with it as a browser with a real authenticator
 * would. The end-to-end tests use Chromium's virtual authenticator instead.
 */
export interface SoftwarePasskey {
  /** The credential id, base64url: what the server stores. */
  id: string;
  /** The browser's answer to registration options (`navigator.credentials.create`). */
  register(options: Record<string, unknown>): Record<string, unknown>;
  /** The browser's answer to sign-in options (`navigator.credentials.get`). */
  authenticate(options: Record<string, unknown>): Record<string, unknown>;
}

export function softwarePasskey(origin = TEST_BASE_URL): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const id = credentialId.toString('base64url');
  let signCount = 0;

  const clientData = (type: string, challenge: unknown) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const rpIdHash = (options: Record<string, unknown>) => {
    const rpId = (options.rp as { id?: string } | undefined)?.id ?? options.rpId;
    return createHash('sha256').update(String(rpId)).digest();
  };
  const counter = () => {
    signCount += 1;
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(signCount);
    return bytes;
  };

  return {
    id,
    register(options) {
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = cborMap([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash(options),
        // User present, user verified, attested credential data included.
        Buffer.from([0x45]),
        counter(),
        Buffer.alloc(16),
        idLength,
        credentialId,
        coseKey.bytes,
      ]);
      const attestationObject = cborMap([
        ['fmt', 'none'],
        ['attStmt', cborMap([])],
        ['authData', authData],
      ]);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge).toString('base64url'),
          attestationObject: attestationObject.bytes.toString('base64url'),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    authenticate(options) {
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const authenticatorData = Buffer.concat([rpIdHash(options), Buffer.from([0x05]), counter()]);
      const signed = Buffer.concat([
        authenticatorData,
        createHash('sha256').update(clientDataJSON).digest(),
      ]);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: authenticatorData.toString('base64url'),
          signature: sign('sha256', signed, privateKey).toString('base64url'),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

/** CBOR already encoded (a map inside a map), passed on as is. */
class Cbor {
  constructor(readonly bytes: Buffer) {}
}
type CborValue = number | string | Buffer | Cbor;

/** The few CBOR shapes WebAuthn needs: maps of integers, text, byte strings and maps. */
function cborMap(entries: Array<[CborValue, CborValue]>): Cbor {
  return new Cbor(
    Buffer.concat([
      cborHead(5, entries.length),
      ...entries.flatMap(([key, value]) => [cborItem(key), cborItem(value)]),
    ]),
  );
}

function cborItem(value: CborValue): Buffer {
  if (value instanceof Cbor) return value.bytes;
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  if (typeof value === 'string') {
    const text = Buffer.from(value);
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
}

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}
