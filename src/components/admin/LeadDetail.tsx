import React, { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import { CHANNELS, LEAD_STATUSES, MAX_NOTE_LENGTH, labelledFields, type LeadStatus, type StoredLead } from '../../lib/leads/lead';
import { INPUT } from './styles';
import { sourceFacts } from '../../lib/leads/source-facts';
import { mailtoUrl } from '../../lib/contact-links';
import { LocalTime } from './LocalTime';
import { Icon } from '../ui/Icon';
import { leadPreview } from '../../lib/site-preview/answers';
import { LeadSite } from './LeadSite';
import type { TradeSketch } from '../../lib/trades';

/** A field's name: above its value on a phone, beside it from 640 px. */
const TERM = 'mt-3 font-semibold text-slate-600 first:mt-0 sm:mt-0';

/** How the visit that sent the lead arrived, as far as it is known. */
function SourceFacts({ lead, t }: { lead: StoredLead; t: Translate }) {
  return (
    <>
      {sourceFacts(lead.source, t).map(({ label, value }) => (
        <React.Fragment key={label}>
          <dt className={TERM}>{label}</dt>
          <dd className="break-all" data-testid="lead-source">
            {value}
          </dd>
        </React.Fragment>
      ))}
      {!lead.source?.landingPage && <dd className="text-xs text-slate-600 sm:col-start-2">{t('admin.detail.noSource')}</dd>}
    </>
  );
}

/** Each notification channel's outcome for this lead. */
function DeliveryFacts({ lead, t }: { lead: StoredLead; t: Translate }) {
  const channels = CHANNELS.filter((channel) => lead.delivery?.[channel]);
  if (channels.length === 0) return null;
  return (
    <>
      <dt className={TERM}>{t('admin.detail.delivery')}</dt>
      <dd data-testid="lead-delivery">
        {channels
          .map((channel) => {
            const delivery = lead.delivery![channel]!;
            const state =
              delivery.state === 'sent'
                ? t('admin.detail.deliverySent')
                : delivery.state === 'failed'
                  ? t('admin.detail.deliveryFailed', { count: delivery.attempts })
                  : t('admin.detail.deliveryUnderWay');
            return `${t(`admin.detail.channels.${channel}`)}: ${state}`;
          })
          .join(' · ')}
      </dd>
    </>
  );
}

/** The owner's note on a lead, saved when they say so. */
function NoteField({ lead, t, onNote }: { lead: StoredLead; t: Translate; onNote: (note: string) => void }) {
  const [note, setNote] = useState(lead.note ?? '');
  useEffect(() => setNote(lead.note ?? ''), [lead.id, lead.note]);
  return (
    <form
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        onNote(note);
      }}
    >
      <label htmlFor="lead-note" className="block text-sm font-semibold text-slate-800">
        {t('admin.detail.note')}
      </label>
      <textarea
        id="lead-note"
        className={`${INPUT} mt-1 min-h-[5rem]`}
        value={note}
        maxLength={MAX_NOTE_LENGTH}
        placeholder={t('admin.detail.notePlaceholder')}
        onChange={(event) => setNote(event.target.value)}
        data-testid="lead-note"
      />
      <button type="submit" className="btn-secondary mt-2 text-sm" disabled={note === (lead.note ?? '')} data-testid="lead-note-save">
        {t('admin.detail.saveNote')}
      </button>
    </form>
  );
}

/** One lead in full: every field in the inbox's language, reply in theirs, mark handled or new, delete after a confirm. */
export function LeadDetail({
  lead,
  t,
  translatorFor,
  tradesFor,
  business,
  language,
  onStatus,
  onNote,
  onDelete,
  onClose,
}: {
  lead: StoredLead;
  t: Translate;
  translatorFor: (language: Language) => Translate;
  tradesFor: (language: Language) => readonly TradeSketch[];
  business: { name: string };
  language: Language;
  onStatus: (status: LeadStatus) => void;
  onNote: (note: string) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The owner's eyes go where the lead opened: the screen brings it in, and its heading takes focus.
  useEffect(() => {
    // Inside a lead's card (phones) the card comes into view from its top, name included.
    (section.current?.closest('li') ?? section.current)?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus({ preventScroll: true });
  }, [lead.id]);
  const theirs = translatorFor(lead.language);
  const sketch = leadPreview(lead);
  const email = typeof lead.fields.email === 'string' ? lead.fields.email : '';
  const name = typeof lead.fields.name === 'string' ? lead.fields.name.split(' ')[0] : '';
  const reply = email
    ? `${mailtoUrl(email)}?subject=${encodeURIComponent(theirs('admin.reply.subject', { kind: theirs(`emails.kinds.${lead.kind}`), business: business.name }))}&body=${encodeURIComponent(
        `${name ? theirs('admin.reply.greeting', { name }) : ''}\n\n`,
      )}`
    : null;
  return (
    <section
      ref={section}
      aria-labelledby="lead-detail"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
      data-testid="lead-detail"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="lead-detail" ref={heading} tabIndex={-1} className="text-xl focus:outline-none">
          {t('admin.detail.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-[44px] items-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-600 hover:bg-slate-100"
        >
          <Icon name="X" className="h-4 w-4" />
          {t('admin.detail.close')}
        </button>
      </div>
      <dl className="mt-4 grid gap-x-6 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-3">
        <dt className={TERM}>{t('admin.detail.received')}</dt>
        <dd>
          <LocalTime moment={lead.receivedAt} language={language} />
        </dd>
        <dt className={TERM}>{t('admin.columns.kind')}</dt>
        <dd>{t(`admin.kinds.${lead.kind}`)}</dd>
        <dt className={TERM}>{t('admin.detail.language')}</dt>
        <dd>{t(`admin.languages.${lead.language}`)}</dd>
        <dt className={`${TERM} sm:self-center`}>
          <label htmlFor="lead-stage">{t('admin.detail.stage')}</label>
        </dt>
        <dd>
          <select
            id="lead-stage"
            className={`${INPUT} max-w-[14rem] py-1.5`}
            value={lead.status}
            onChange={(event) => onStatus(event.target.value as LeadStatus)}
            data-testid="lead-stage"
          >
            {LEAD_STATUSES.map((stage) => (
              <option key={stage} value={stage}>
                {t(`admin.statuses.${stage}`)}
              </option>
            ))}
          </select>
        </dd>
        {labelledFields(lead.fields, t, tradesFor(language)).map((entry) => (
          <React.Fragment key={entry.field}>
            <dt className={TERM}>{entry.label}</dt>
            <dd className="whitespace-pre-line break-words" data-field={entry.field}>
              {entry.value}
            </dd>
          </React.Fragment>
        ))}
        <SourceFacts lead={lead} t={t} />
        <DeliveryFacts lead={lead} t={t} />
      </dl>
      <NoteField lead={lead} t={t} onNote={onNote} />
      {sketch && <LeadSite answers={sketch} language={lead.language} t={t} theirs={theirs} trades={tradesFor(lead.language)} />}
      <div className="mt-6 flex flex-wrap gap-2">
        {reply && (
          <a href={reply} className="btn-primary text-sm" data-testid="lead-reply">
            <Icon name="Mail" className="h-4 w-4" />
            {t('admin.detail.reply')}
          </a>
        )}
        {!confirming ? (
          <button
            type="button"
            className="btn text-sm text-red-700 hover:bg-red-50"
            onClick={() => setConfirming(true)}
            data-testid="lead-delete"
          >
            <Icon name="Trash2" className="h-4 w-4" />
            {t('admin.detail.delete')}
          </button>
        ) : (
          <div
            role="alertdialog"
            aria-labelledby="confirm-delete"
            className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
          >
            <p id="confirm-delete">{t('admin.detail.confirmDelete')}</p>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className="btn bg-red-700 text-sm text-white hover:bg-red-800"
                onClick={onDelete}
                data-testid="lead-delete-confirm"
              >
                {t('admin.detail.confirm')}
              </button>
              <button type="button" className="btn-secondary text-sm" onClick={() => setConfirming(false)}>
                {t('admin.detail.cancel')}
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
