import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of SMTP (RFC 5321) for nodemailer to deliver plain-text mail; no TLS, no auth. */
export async function startFakeSmtpServer(): Promise<{
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 OK: queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fake-smtp');
        else if (command === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '');
          reply('250 OK');
        } else if (command === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*/i, ''));
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
