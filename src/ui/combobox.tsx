import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldA11yProps } from './form/field-shell';

export interface ComboboxOption {
  key: string;
  /** What the option shows (may contain <mark>ed parts). */
  content: ReactNode;
  /** A plain-text name for the option, read by screen readers. */
  label: string;
}

interface ComboboxProps {
  a11y: FieldA11yProps;
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
}

/**
 * A text input with a suggestion list, following the ARIA combobox pattern: arrows move the active option,
 * Enter picks it, Escape closes the list; focus stays in the input.
 */
export function Combobox({
  a11y,
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
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const count = options.length + (extraOption ? 1 : 0);
  const showList = open && (count > 0 || Boolean(statusText));
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(index: number) {
    const option = options[index];
    if (option) onSelect(option.key);
    else if (extraOption && index === options.length) extraOption.onSelect();
    setOpen(false);
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
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
        {statusText && options.length === 0 && (
          <li className="combobox__status" role="presentation" aria-live="polite">
            {statusText}
          </li>
        )}
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            aria-label={option.label}
            className="combobox__option"
            // mousedown, not click: it fires before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
          >
            {option.content}
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
    </div>
  );
}
