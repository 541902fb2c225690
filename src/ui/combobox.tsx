import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldA11yProps } from './form/field-shell';
import { keepWholePaste } from './form/paste';
import './styles/combobox.css';

export interface ComboboxOption {
  key: string;
  /** The option's name as shown (may contain <mark>ed parts); its text is also what screen readers read. */
  content: ReactNode;
  /** A second, smaller line (the place); read after the name, as 'name, place'. */
  meta?: string | undefined;
}

interface ComboboxProps {
  a11y: FieldA11yProps;
  /** The form field's name (focus after a failed submit finds controls by name). */
  name?: string;
  value: string;
  onInputChange: (value: string) => void;
  onBlur?: () => void;
  /** E.g. to start loading suggestions before the first keystroke. */
  onFocus?: () => void;
  options: readonly ComboboxOption[];
  onSelect: (key: string) => void;
  /** Shown instead of options: 'Searching colleges...', 'No colleges found'. */
  statusText?: string | undefined;
  /** An extra last option, such as manual entry. */
  extraOption?: { label: string; onSelect: () => void } | undefined;
  placeholder?: string;
  autoComplete?: string;
  /** The most characters the text takes (TEXT_MAX_LENGTH); a longer paste is kept whole for the rule to flag. */
  maxLength?: number;
}

/**
 * A text input with a suggestion list, following the ARIA combobox pattern: arrows move the active option,
 * Enter picks it, Escape closes the list; focus stays in the input.
 */
export function Combobox({
  a11y,
  name,
  value,
  onInputChange,
  onBlur,
  onFocus,
  options,
  onSelect,
  statusText,
  extraOption,
  placeholder,
  autoComplete = 'off',
  maxLength,
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const count = options.length + (extraOption ? 1 : 0);
  const showList = open && count > 0;
  const status = open && options.length === 0 ? statusText : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(index: number) {
    const option = options[index];
    if (option) onSelect(option.key);
    else if (extraOption && index === options.length) extraOption.onSelect();
    setOpen(false);
    setActive(-1);
  }

  function type(next: string) {
    onInputChange(next);
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + count) % count);
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="combobox">
      <input
        className="field__input"
        {...a11y}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(event) => type(event.target.value)}
        onPaste={(event) => keepWholePaste(event, maxLength, type)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          onFocus?.();
        }}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <ul id={listId} role="listbox" className="combobox__list" hidden={!showList} aria-label="Suggestions">
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            // mousedown, not click: it fires before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
          >
            {option.content}
            {option.meta && (
              <>
                <span className="combobox__separator">, </span>
                <span className="combobox__meta">{option.meta}</span>
              </>
            )}
          </li>
        ))}
        {extraOption && (
          <li
            id={optionId(options.length)}
            role="option"
            aria-selected={active === options.length}
            className="combobox__option combobox__option--extra"
            onMouseDown={(event) => {
              event.preventDefault();
              choose(options.length);
            }}
          >
            {extraOption.label}
          </li>
        )}
      </ul>
      {/* A live region that is always there, so 'Searching…' and 'None found' are announced when they appear. */}
      <div role="status">{status && <p className="combobox__list combobox__status">{status}</p>}</div>
    </div>
  );
}
