import { Check } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SystemClass } from '../../ui/SystemClass';
import { moveFocus, tabStop } from './choiceKeys';
import { choiceGridCss, choiceGridLargeCss } from './choiceStyles';
import type { ChoiceView } from './choices';

/**
 * A choice variable's values as buttons: the chosen one pressed, excluded ones disabled with the
 * rule's reason beside them (so it reads without hovering), swatches where the value has one.
 * The buttons are plain elements styled once by the grid's class (choiceStyles.ts); being pressed
 * is their aria-pressed attribute (which also shows the check mark), so a click changes two
 * attributes, not two buttons' class lists or children.
 */
export function ChoiceGrid({
  name,
  views,
  selected,
  onChoose,
  large = false,
}: {
  name: string;
  views: readonly ChoiceView[];
  selected: string | null;
  onChoose(value: string): void;
  large?: boolean;
}) {
  const stop = tabStop(views, selected);
  return (
    <SystemClass styles={large ? choiceGridLargeCss : choiceGridCss}>
      {(className) => (
        <div
          role="group"
          aria-label={name}
          className={className}
          onKeyDown={(event) => {
            if (
              !event.altKey &&
              !event.ctrlKey &&
              !event.metaKey &&
              moveFocus(event.currentTarget, event.key)
            )
              event.preventDefault();
          }}
        >
          {views.map((view) => (
            <ChoiceButton
              key={view.value}
              view={view}
              pressed={selected !== null && view.value.toUpperCase() === selected.toUpperCase()}
              tabbable={view.value === stop}
              onChoose={onChoose}
            />
          ))}
        </div>
      )}
    </SystemClass>
  );
}

interface ChoiceButtonProps {
  view: ChoiceView;
  pressed: boolean;
  /** The group's one stop of the Tab order; arrows reach the others. */
  tabbable: boolean;
  onChoose(value: string): void;
}

/** Views are rebuilt on every evaluation: a button re-renders only when what it shows changed. */
const sameButton = (a: ChoiceButtonProps, b: ChoiceButtonProps) =>
  a.pressed === b.pressed &&
  a.tabbable === b.tabbable &&
  a.onChoose === b.onChoose &&
  a.view.value === b.view.value &&
  a.view.des === b.view.des &&
  a.view.available === b.view.available &&
  a.view.reason === b.view.reason &&
  a.view.swatch === b.view.swatch;

/**
 * The check mark is in every button and shown by the grid's CSS on the pressed one: a click toggles
 * two attributes instead of mounting and removing an icon. One element, so React never re-renders it.
 */
const CHECK = <Check size={16} aria-hidden className="ch-check" />;

const ChoiceButton = memo(function ChoiceButton({ view, pressed, tabbable, onChoose }: ChoiceButtonProps) {
  const { t } = useTranslation('configurator');
  return (
    <button
      type="button"
      className="ch-btn"
      aria-pressed={pressed}
      tabIndex={tabbable ? 0 : -1}
      disabled={!view.available}
      title={view.reason}
      onClick={() => onChoose(view.value)}
      data-value={view.value}
    >
      <div className="ch-line">
        {view.swatch && <div aria-hidden className="ch-swatch" style={{ background: view.swatch }} />}
        <div className="ch-texts">
          <p className="ch-des">{view.des}</p>
          {!view.available && view.reason && (
            <p className="ch-reason" data-testid="excluded-reason">
              {t('excluded', { reason: view.reason })}
            </p>
          )}
        </div>
        {CHECK}
      </div>
    </button>
  );
}, sameButton);
