import React, { useId, useState, type ReactNode } from 'react';
import type { CaseSiteModel } from '../../lib/case-site/model';
import type { CaseSiteWords } from '../../lib/case-site/words';
import { BUTTON } from '../trade-site/parts';
import { FIELD, LABEL } from './look';

const CHIP =
  'flex min-h-[44px] cursor-pointer items-center justify-center whitespace-nowrap rounded-[var(--ts-radius)] border-2 border-[var(--ts-line)] bg-[var(--ts-page)] px-3 text-sm font-bold text-[var(--ts-ink)] has-[:checked]:border-[var(--ts-accent)] has-[:checked]:bg-[var(--ts-accent)] has-[:checked]:text-[var(--ts-accent-text)] has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-[var(--ts-ink)]';

/**
 * The booking demo: a service, one of the days the business is open and a time at which that service fits (from its
 * hours and the service's minutes, src/lib/case-site/booking.ts). Picking books nothing; it says so.
 */
export function Booking({ model, words }: { model: CaseSiteModel; words: CaseSiteWords }) {
  const id = useId();
  const [serviceIndex, setServiceIndex] = useState(0);
  const option = model.booking[serviceIndex] ?? model.booking[0]!;
  const [dayIndex, setDayIndex] = useState(0);
  const day = option.days[Math.min(dayIndex, option.days.length - 1)];
  const [time, setTime] = useState<string | null>(null);
  const [booked, setBooked] = useState(false);
  const dayName = (weekday: number) => words.weekdays[weekday]!;
  // A choice in a group of chips: a radio hidden behind its label.
  const chip = (group: 'day' | 'time', key: string | number, label: string, checked: boolean, choose: () => void) => (
    <label key={key} className={CHIP}>
      <input type="radio" name={`${id}-${group}`} className="sr-only" checked={checked} onChange={choose} />
      {label}
    </label>
  );
  const chips = (legend: string, layout: string, choices: ReactNode) => (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      <div className={`mt-1.5 grid ${layout}`}>{choices}</div>
    </fieldset>
  );

  if (booked && day && time)
    return (
      <div className="flex min-h-[22rem] flex-col items-start justify-center gap-4" role="status" data-testid="case-site-booking-done">
        <p className="text-lg font-bold">{words.booking.success(option.service, dayName(day.day), time)}</p>
        <button type="button" className={`${BUTTON} border-2 border-[var(--ts-ink)]`} onClick={() => setBooked(false)}>
          {words.booking.again}
        </button>
      </div>
    );
  return (
    <form
      method="dialog"
      className="grid min-h-[22rem] content-start gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (time) setBooked(true);
      }}
      data-testid="case-site-booking"
    >
      {model.booking.length > 1 && (
        <div>
          <label htmlFor={`${id}-service`} className={LABEL}>
            {words.booking.service}
          </label>
          <select
            id={`${id}-service`}
            className={`${FIELD} mt-1.5`}
            value={serviceIndex}
            onChange={(event) => {
              setServiceIndex(Number(event.target.value));
              setTime(null);
            }}
          >
            {model.booking.map((choice, index) => (
              <option key={choice.service} value={index}>
                {choice.service} · {words.minutes(choice.minutes)}
              </option>
            ))}
          </select>
        </div>
      )}
      {chips(
        words.booking.day,
        'grid-cols-4 gap-2 @xl:grid-cols-7',
        option.days.map((choice, index) =>
          chip('day', choice.day, dayName(choice.day), day?.day === choice.day, () => {
            setDayIndex(index);
            setTime(null);
          }),
        ),
      )}
      {chips(
        words.booking.time,
        'min-h-[6.25rem] grid-cols-[repeat(auto-fill,minmax(5.75rem,1fr))] content-start gap-2',
        day?.times.map((choice) => chip('time', choice, choice, time === choice, () => setTime(choice))),
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={!time}
          className={`${BUTTON} bg-[var(--ts-accent)] text-[var(--ts-accent-text)] disabled:cursor-not-allowed disabled:opacity-60`}
        >
          {words.booking.book}
        </button>
        {!time && <span className="text-sm text-[var(--ts-muted)]">{words.booking.pick}</span>}
      </div>
    </form>
  );
}
