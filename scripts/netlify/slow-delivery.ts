/** The fault injected: notification channels that answer slowly, which must not hold up the visitor's answer. */
import { performance } from 'perf_hooks';
import { GOOD } from '../../__tests__/e2e/support/leads';
import type { Posted } from './leads';
import { check } from './report';
import type { Channels, Netlify } from './server';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A lead with slow channels: answered before either takes it (the order of events), and both still receive it, sent
 * by the background Function after the lead Function has answered. The owner's mail takes six slow replies.
 */
export async function checkSlowDelivery(netlify: Netlify, { mail, webhook, timeline }: Channels, run: string): Promise<Posted> {
  const { baseUrl } = netlify;
  const email = `netlify-${run}-slow@example.com`;
  const [webhooksBefore, mailsBefore] = [webhook.received.length, mail.received.length];
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(GOOD.contact!(email)),
  });
  const answeredMs = performance.now() - started;
  timeline.push(`answered ${email}`);
  check('slow channels: the lead is answered 200', response.status === 200, `${response.status}`);
  const reached = (items: readonly unknown[], from: number) => items.slice(from).some((item) => JSON.stringify(item).includes(email));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !(reached(webhook.received, webhooksBefore) && reached(mail.received, mailsBefore)))
    await Promise.race([webhook.answered(webhook.received.length + 1), mail.messages(mail.received.length + 1), pause(1_000)]);
  const answeredAt = timeline.indexOf(`answered ${email}`);
  check('slow channels: the webhook received the lead, after the answer', reached(webhook.received, webhooksBefore));
  check('slow channels: the owner’s mail received the lead, after the answer', reached(mail.received, mailsBefore));
  check(
    'slow channels: the visitor was answered before either channel took the lead',
    answeredAt >= 0 &&
      timeline.indexOf('webhook answered', answeredAt) > answeredAt &&
      timeline.indexOf('mail accepted', answeredAt) > answeredAt,
    timeline.slice(-6).join(', '),
  );
  process.stdout.write(`  (answered in ${Math.round(answeredMs)} ms)\n`);
  if (!reached(webhook.received, webhooksBefore) || !reached(mail.received, mailsBefore)) {
    const lines = netlify.output().split('\n');
    process.stdout.write(
      `  What the Functions said about delivery:\n${lines
        .filter((line) => /deliver|\[leads\]|error/i.test(line))
        .slice(-20)
        .join('\n')}\n`,
    );
  }
  return { kind: 'contact', email, via: 'json' };
}
