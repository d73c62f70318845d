import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { ConfigError, type Config } from './config';

export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

function accepts(options: Partial<TlsFiles>): boolean {
  try {
    createSecureContext(options);
    return true;
  } catch {
    return false;
  }
}

/**
 * The certificate and key for HTTPS when TLS_CERT and TLS_KEY are set (config.ts checked they are readable files),
 * checked the way the server will use them: a file that is not PEM, or a key that is not the certificate's, stops
 * start-up with a one-line message instead of a TLS error at the first connection.
 */
export function readTls(config: Pick<Config, 'TLS_CERT' | 'TLS_KEY'>): TlsFiles | undefined {
  if (config.TLS_CERT === undefined || config.TLS_KEY === undefined) return undefined;
  const files = { cert: readFileSync(config.TLS_CERT), key: readFileSync(config.TLS_KEY) };
  if (!accepts({ cert: files.cert })) {
    throw new ConfigError('Invalid configuration: TLS_CERT is not a PEM certificate');
  }
  if (!accepts({ key: files.key })) {
    throw new ConfigError('Invalid configuration: TLS_KEY is not a PEM private key (without a passphrase)');
  }
  if (!accepts(files)) {
    throw new ConfigError(
      'Invalid configuration: TLS_KEY is not the private key of the certificate in TLS_CERT',
    );
  }
  return files;
}
