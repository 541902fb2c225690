import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@/lib/constants';

interface OtpInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called when the last box is filled (typing or pasting). */
  onComplete: (code: string) => void;
  /** While the code is checked: the boxes keep the focus (so keys typed on are not lost) but take no input. */
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** Six single-digit boxes: typing moves on, Backspace in an empty box moves back, a pasted code fills all. */
export function OtpInput({ digits, onChange, onComplete, readOnly, invalid, describedBy }: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  function update(next: string[]) {
    onChange(next);
    if (next.every((digit) => digit !== '')) onComplete(next.join(''));
  }

  function typeAt(index: number, raw: string) {
    const digit = raw.replace(/\D/g, '').slice(-1);
    const next = [...digits];
    next[index] = digit;
    update(next);
    if (digit) focusBox(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault();
      focusBox(index - 1);
    }
    if (event.key === 'ArrowLeft') focusBox(index - 1);
    if (event.key === 'ArrowRight') focusBox(index + 1);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    if (readOnly) return;
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted.length < OTP_LENGTH) return;
    event.preventDefault();
    const next = pasted.slice(0, OTP_LENGTH).split('');
    update(next);
    focusBox(OTP_LENGTH - 1);
  }

  return (
    <div className="otp-input" role="group" aria-label="Verification code">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]"
          maxLength={1}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          readOnly={readOnly}
          autoFocus={index === 0}
          onChange={(event) => typeAt(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
