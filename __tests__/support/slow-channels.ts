import http from 'http';
import net from 'net';
import type { AddressInfo } from 'net';

/**
 * Notification channels that take their time, on loopback: a mail server that answers every SMTP command (the
 * greeting included) only after `delayMs`, and a webhook that takes a request at once and answers it after `delayMs`.
 * Each records when it was reached, so that a test can put the visitor's answer and the notifications in order.
 */

/** A moment in a test's story: what happened, in the order it happened. */
export type Timeline = string[];

/** A promise of the `count`-th item of a growing list, resolved when it arrives. */
function arrivals<T>() {
  const items: T[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  return {
    items,
    add(item: T) {
      items.push(item);
      for (const waiter of waiting.filter((entry) => items.length >= entry.count)) waiter.resolve();
    },
    atLeast: (count: number) =>
      items.length >= count
        ? Promise.resolve(items)
        : new Promise<T[]>((resolve) => waiting.push({ count, resolve: () => resolve(items) })),
  };
}

/** A slow channel: what it received, in order, and its end. */
interface SlowChannel<T> {
  received: T[];
  close(): Promise<void>;
}

/** `received`: the messages accepted (headers and body). */
export interface SlowMailServer extends SlowChannel<string> {
  port: number;
  /** Resolves once `count` messages were accepted. */
  messages(count: number): Promise<string[]>;
}

/** A plain SMTP server (no TLS, no auth) whose every reply comes `delayMs` after the command it answers. */
export async function startSlowMailServer(delayMs: number, timeline?: Timeline): Promise<SlowMailServer> {
  const mails = arrivals<string>();
  const sockets = new Set<net.Socket>();
  // Replies still to come when the server closes are dropped, rather than holding the process open for `delayMs`.
  const pending = new Set<NodeJS.Timeout>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    timeline?.push('mail server reached');
    const reply = (line: string, then?: () => void) => {
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!socket.destroyed) socket.write(`${line}\r\n`);
        then?.();
      }, delayMs);
      pending.add(timer);
    };
    reply('220 slow.example ESMTP');
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 2.0.0 queued', () => {
            timeline?.push('mail accepted');
            mails.add(message);
          });
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) reply('250 slow.example');
        else if (command.startsWith('MAIL') || command.startsWith('RCPT') || command.startsWith('RSET') || command.startsWith('NOOP'))
          reply('250 2.1.0 ok');
        else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'QUIT') reply('221 bye', () => socket.end());
        else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received: mails.items,
    messages: mails.atLeast,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** `received`: the JSON bodies. */
export interface SlowWebhook extends SlowChannel<unknown> {
  url: string;
  /** Resolves once `count` calls were answered. */
  answered(count: number): Promise<unknown[]>;
}

/** A webhook that reads each call at once and answers 204 `delayMs` later. */
export async function startSlowWebhook(delayMs: number, timeline?: Timeline): Promise<SlowWebhook> {
  const received: unknown[] = [];
  const answers = arrivals<unknown>();
  const server = http.createServer((req, res) => {
    timeline?.push('webhook reached');
    let body = '';
    req.on('data', (chunk: Buffer) => void (body += chunk.toString('utf8')));
    req.on('end', () => {
      const parsed: unknown = JSON.parse(body || 'null');
      received.push(parsed);
      setTimeout(() => {
        res.writeHead(204).end();
        timeline?.push('webhook answered');
        answers.add(parsed);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/lead`,
    received,
    answered: answers.atLeast,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
