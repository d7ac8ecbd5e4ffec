/** @jsx h */
/**
 * The editor's picture widget: a field whose value is one of a set of pictures (an icon, a cover's topic, motif or
 * palette: FieldMeta.picker) shows its choices as a grid of those pictures with their names, the chosen one marked.
 * The choices are native radio buttons, so a keyboard moves through them as through any radio group (Tab in, arrows
 * between, Space to choose) and a screen reader names each one. The configuration gives the choices and their
 * pictures (src/cms/model-fields.ts); the build draws the pictures (src/node/cms-pictures.ts).
 */
import type { PictureChoice } from './fields';

/** The parts of Decap's widget props this widget reads (https://decapcms.org/docs/custom-widgets/). */
interface PictureControlProps {
  field: { get(key: string): unknown };
  value?: string | null;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

interface DecapWidgets {
  registerWidget(name: string, control: (props: PictureControlProps) => JSX.Element): void;
}

// The JSX below compiles to Decap's createElement, `h`.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
declare function h(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): JSX.Element;

/** The widget's name in the configuration (DecapField.widget). */
export const PICTURE_WIDGET = 'picture';

const STYLE = `
.picture-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr)); gap: 0.5rem; padding: 0.75rem; }
.picture-grid.wide { grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); }
.picture-choice { position: relative; display: flex; flex-direction: column; align-items: center; gap: 0.4rem; padding: 0.6rem 0.4rem 0.5rem;
  border: 2px solid #dfdfe3; border-radius: 8px; background: #fff; cursor: pointer; color: #313d3e; font-size: 13px; text-align: center; }
.picture-choice:hover { border-color: #8b96a6; }
.picture-choice img { display: block; width: 2.75rem; height: 2.75rem; object-fit: contain; }
.picture-grid.wide .picture-choice img { width: 100%; height: auto; aspect-ratio: 1200 / 630; border-radius: 4px; }
.picture-choice input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; pointer-events: none; }
.picture-choice:has(input:checked) { border-color: #c2410c; background: #fff7ed; font-weight: 600; color: #7c2d12; }
.picture-choice:has(input:checked)::after { content: '✓' / ''; position: absolute; top: 0.25rem; right: 0.4rem; color: #c2410c; font-weight: 700; }
.picture-choice:has(input:focus-visible) { outline: 3px solid #3a69c7; outline-offset: 2px; }
`;

const choicesOf = (field: PictureControlProps['field']): PictureChoice[] => {
  const choices = field.get('choices') as { toJS(): PictureChoice[] } | PictureChoice[] | undefined;
  if (!choices) return [];
  return Array.isArray(choices) ? choices : choices.toJS();
};

/** Icons are square and small; cover drawings are wide and need the room to be told apart. */
const isIcon = (choices: readonly PictureChoice[]) => choices.every((choice) => choice.picture.includes('/icon/'));

export function PictureControl({ field, value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle }: PictureControlProps) {
  const choices = choicesOf(field);
  return (
    // Decap's wrapper class draws the field's border; the grid is inside it, where Decap's styles do not reach.
    <div className={classNameWrapper} onFocus={setActiveStyle} onBlur={setInactiveStyle}>
      <div
        id={forID}
        role="radiogroup"
        aria-label={String(field.get('label') ?? '')}
        className={`picture-grid${isIcon(choices) ? '' : ' wide'}`}
      >
        {choices.map((choice) => (
          <label key={choice.value} className="picture-choice" title={choice.value}>
            <input
              type="radio"
              name={forID}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <img src={choice.picture} alt="" decoding="async" />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

/** Registers the widget with Decap, and its styles with the page (the editor's own page, outside the previews). */
export function registerPictureWidget(cms: DecapWidgets): void {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  cms.registerWidget(PICTURE_WIDGET, PictureControl);
}
