import net from 'net';
import { notifyOwner, smtpSender } from '../../src/server/notify';
import { confirmationMail, headerSafe, notificationMail } from '../../src/lib/leads/mail';
import { serverTranslator } from '../../src/server/translations';
import { tradesIn } from '../../src/content/trades';
import { RESERVED_FOR_TESTS } from '../../src/lib/content-model';
import { fakeNotify, lead, settings } from '../support/lead-fixtures';

const business = {
  name: 'Tradecraft Web',
  email: 'hello@tradecraftweb.com',
  phone: '+31 6 4172 8390',
  ownerName: 'Sanne de Vries',
  replyHours: 24,
  siteUrl: 'https://www.tradecraftweb.com',
};

/** The trades named in Dutch, from content/home/trades.json. */
const nlTrades = tradesIn('nl');

describe('mails', () => {
  it('notify the business with the visitor as reply-to, in plain text with safe headers', async () => {
    const mail = notificationMail(lead, business, 'Tradecraft Web <hello@tradecraftweb.com>', await serverTranslator('nl'), nlTrades);
    expect(mail.to).toBe('hello@tradecraftweb.com');
    expect(mail.replyTo).toBe('anna@example.nl');
    expect(mail.subject).toBe('Nieuwe intake-aanvraag van Anna Bcc: evil@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // Labels and option values in the lead's language; visitor text as typed, never as HTML.
    expect(mail.text).toContain('Doelen: <b>Meer</b> klussen');
    expect(mail.text).toContain('Branche: Loodgieter');
    // The intake's optional phone number, so the owner can call back as the confirmation promises.
    expect(mail.text).toContain('Telefoon: 06 1234 5678');
    expect(mail.text).toContain('Akkoord met de privacyverklaring: ja');
    expect(mail.text).not.toMatch(/Goals|Industry|Privacy agreed/);
    expect(mail).not.toHaveProperty('html');
  });

  it('confirm to the visitor in their language', async () => {
    const mail = confirmationMail(lead, business, 'x@y.z', await serverTranslator('nl'), nlTrades);
    expect(mail?.to).toBe('anna@example.nl');
    expect(mail?.subject).toBe('We hebben je intake-aanvraag ontvangen');
    expect(mail?.text).toContain('reageren binnen 24 uur');
    const english = confirmationMail(
      { ...lead, language: 'en', kind: 'newsletter', fields: { email: 'a@b.co' } },
      business,
      'x@y.z',
      await serverTranslator('en'),
      tradesIn('en'),
    );
    expect(english?.text).toContain('one email a month');
  });

  it("carry the intake's website sketch as a link whose fragment holds the answers, and never the e-mail address", async () => {
    const withSketch = {
      ...lead,
      fields: { ...lead.fields, company: 'Loodgietersbedrijf Van der Veen', town: 'Zwolle', style: 'speels', addOns: 'booking' },
    };
    const nl = await serverTranslator('nl');
    const link =
      'https://www.tradecraftweb.com/nl/website-voorbeeld/#b=Loodgietersbedrijf+Van+der+Veen&t=loodgieter&c=Zwolle&p=06+1234+5678&s=speels&a=booking';
    const confirmation = confirmationMail(withSketch, business, 'x@y.z', nl, nlTrades)?.text ?? '';
    expect(confirmation).toContain(
      `Schets van je website, getekend uit je antwoorden (de link bevat ze zelf; er wordt niets opgeslagen): ${link}`,
    );
    expect(notificationMail(withSketch, business, 'x@y.z', nl, nlTrades).text).toContain(link);
    expect(link).not.toContain('anna');
    // No business name, no sketch; and other forms never have one.
    expect(confirmationMail(lead, business, 'x@y.z', nl, nlTrades)?.text).not.toContain('website-voorbeeld');
    expect(
      notificationMail(
        { ...withSketch, kind: 'contact', fields: { ...withSketch.fields, message: 'Hallo daar' } },
        business,
        'x@y.z',
        nl,
        nlTrades,
      ).text,
    ).not.toContain('website-voorbeeld');
  });

  it('show a kept option value that is no longer an option as it was sent, rather than fail on its missing label', async () => {
    const kept = { ...lead, fields: { ...lead.fields, industry: 'smid', style: 'modern' } };
    const mail = notificationMail(kept, business, 'x@y.z', await serverTranslator('nl'), nlTrades);
    expect(mail.text).toContain('Branche: smid');
    expect(mail.text).toContain('Gewenste stijl: Modern');
  });

  it("name a trade by the trade's name, and a group an older lead chose by the group's", async () => {
    const nl = await serverTranslator('nl');
    const mailFor = (industry: string) =>
      notificationMail({ ...lead, fields: { ...lead.fields, industry } }, business, 'x@y.z', nl, nlTrades).text;
    expect(mailFor('hvac')).toContain('Branche: Cv- en aircomonteur');
    expect(mailFor('other')).toContain('Branche: Ander vak of andere dienst');
    expect(mailFor('installatie')).toContain(`Branche: ${nl('forms.legacyIndustries.installatie')}`);
    expect(nl('forms.legacyIndustries.installatie')).not.toBe('forms.legacyIndustries.installatie');
    const quote = { ...lead, kind: 'quote' as const, fields: { name: 'Carlos', email: 'c@x.co', businessType: 'automotive' } };
    expect(notificationMail(quote, business, 'x@y.z', nl, nlTrades).text).toContain(
      `${nl('forms.leadFields.businessType')}: ${nl('forms.legacyBusinessTypes.automotive')}`,
    );
    // A trade added to the content is named as soon as the Functions are built with it.
    const withNewTrade = [...nlTrades, { itemId: RESERVED_FOR_TESTS.trade, label: 'Glaszetter' }];
    expect(
      notificationMail({ ...lead, fields: { ...lead.fields, industry: RESERVED_FOR_TESTS.trade } }, business, 'x@y.z', nl, withNewTrade)
        .text,
    ).toContain('Branche: Glaszetter');
  });

  it('strip control characters from header values', () => {
    expect(headerSafe('a\r\nb\tc\u0000')).toBe('a b c');
  });
});

describe('notifications', () => {
  it('are none when nothing is configured, and mail the business and the visitor when SMTP is', async () => {
    const { dependencies, sent } = fakeNotify();
    expect((await notifyOwner(lead, settings(), business, dependencies)).status).toBe('none');
    const now = new Date('2026-11-25T09:00:00.000Z');
    expect(
      await notifyOwner(lead, settings({ smtpUrl: 'smtp://mail', businessEmail: 'owner@example.com' }), business, dependencies, now),
    ).toEqual({
      status: 'sent',
      reachedOwner: true,
      delivery: { mail: { state: 'sent', attempts: 1, at: now.toISOString() } },
    });
    expect(sent.map((mail) => [mail.to, mail.replyTo])).toEqual([
      ['owner@example.com', 'anna@example.nl'],
      ['anna@example.nl', 'hello@tradecraftweb.com'],
    ]);
  });

  it('fail when a channel fails, and never throw', async () => {
    const failing = fakeNotify({ postWebhook: async () => Promise.reject(new Error('hook down')) });
    const both = settings({ smtpUrl: 'smtp://mail', webhookUrl: 'https://hooks.example/x' });
    const first = await notifyOwner(lead, both, business, failing.dependencies);
    expect(first).toMatchObject({
      status: 'notify_failed',
      reachedOwner: true,
      delivery: { mail: { state: 'sent' }, webhook: { state: 'failed', attempts: 1 } },
    });
    expect(failing.warnings.join()).toContain('hook down');
    // The next round sends only what did not go out: the mail is not sent twice.
    const again = await notifyOwner({ ...lead, delivery: first.delivery }, both, business, failing.dependencies);
    expect(failing.sent).toHaveLength(2);
    expect(again.delivery.webhook).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('count a lead as notified when only the visitor confirmation fails', async () => {
    let calls = 0;
    const { dependencies, warnings } = fakeNotify({
      sendMail: async () => {
        calls += 1;
        if (calls === 2) throw new Error('mailbox full');
      },
    });
    expect((await notifyOwner(lead, settings({ smtpUrl: 'smtp://mail' }), business, dependencies)).status).toBe('sent');
    expect(warnings.join()).toContain('mailbox full');
  });
});

describe('SMTP sender', () => {
  it('gives up on a server that accepts the connection but never greets, within its timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      await expect(
        smtpSender(400)(`smtp://127.0.0.1:${port}`, { from: 'a@example.test', to: 'b@example.test', subject: 'x', text: 'y' }),
      ).rejects.toThrow(/greeting never received/i);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    // Without the 400 ms timeout, nodemailer would wait its default 30 s for the greeting and this test would time out.
  }, 20_000);
});
