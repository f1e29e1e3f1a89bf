import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, describe, test } from 'node:test';
import { createLogger } from './logger.ts';
import { createMailer, senderOf } from './mailer.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-mailer-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')));
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

describe('mailer without SMTP_URL', () => {
  test('writes the message as an .eml file to <DATA_DIR>/outbox and logs where', async () => {
    const { logger, lines } = memoryLogger();
    const mailer = createMailer({ smtpUrl: undefined, dataDir, from: senderOf.cz, logger });
    const sent = await mailer.send({
      to: 'jana.novakova@example.cz',
      subject: 'Vaše objednávka č. CZ26000001',
      text: 'Děkujeme za nákup.',
    });
    mailer.close();

    assert.ok(sent.outboxFile);
    assert.deepEqual(readdirSync(join(dataDir, 'outbox')), [sent.outboxFile.split('/').pop()]);
    const eml = readFileSync(sent.outboxFile, 'utf8');
    assert.match(eml, /^From: =\?UTF-8\?Q\?Mobiln=C3=AD_sv=C4=9Bt\?= <obchod@example\.cz>\r$/m);
    assert.match(eml, /^To: jana\.novakova@example\.cz\r$/m);
    assert.match(eml, /^Subject: /m);
    assert.match(eml, /\r\n\r\n/, 'CRLF line ends, as RFC 5322 files have');
    assert.ok(lines.some((line) => line.msg === 'mail written to outbox' && line.file === sent.outboxFile));
  });
});

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to deliver one message. */
function startSmtpServer(received: string[]): Promise<Server> {
  const server = createServer((socket: Socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\r\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('mailer with SMTP_URL', () => {
  test('delivers over SMTP and writes nothing to the outbox', async () => {
    const received: string[] = [];
    const server = await startSmtpServer(received);
    const { port } = server.address() as AddressInfo;
    const outboxDir = mkdtempSync(join(tmpdir(), 'api-mailer-smtp-'));
    const { logger } = memoryLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: outboxDir,
      from: senderOf.ro,
      logger,
    });
    try {
      const sent = await mailer.send({
        to: 'ana.popescu@example.ro',
        subject: 'Comanda dumneavoastră',
        text: 'Vă mulțumim!',
      });
      assert.equal(sent.outboxFile, undefined);
      assert.equal(received.length, 1);
      assert.match(received[0], /^To: ana\.popescu@example\.ro\r$/m);
      assert.deepEqual(readdirSync(outboxDir), []);
    } finally {
      mailer.close();
      server.close();
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
