import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { scratchDir } from '../../harness/scratch';

let made: { key: string; cert: string; certFile: string } | undefined;

/**
 * A self-signed certificate for 127.0.0.1, made once per test process with openssl, for local
 * TLS servers (the SMTP mailbox). Clients trust it by its file (SMTP_CA_FILE), never by
 * turning certificate checks off.
 */
export function localCert(): { key: string; cert: string; certFile: string } {
  if (made) return made;
  const dir = scratchDir('local-cert');
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'pipe' });
  made = { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile };
  return made;
}
