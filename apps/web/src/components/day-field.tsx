import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';

/** How every screen writes a day ('26 Nov 2026', as lib/format-date.ts does): shown and typed. */
export const DAY_FORMAT = 'D MMM YYYY';
const ISO_DAY = 'YYYY-MM-DD';

/** What a half-typed day hands on: not a day, so a form's schema refuses it with its message. */
export const UNFINISHED_DAY = 'unfinished';

export interface DayFieldProps {
  label: string;
  /** The chosen day as YYYY-MM-DD, or '' for none. */
  value: string;
  /**
   * Called with YYYY-MM-DD, '' when cleared, or UNFINISHED_DAY while a typed day is incomplete
   * or outside minDay..maxDay.
   */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Days that may be chosen, as YYYY-MM-DD. */
  minDay?: string;
  maxDay?: string;
  /** Years first, for a date of birth. */
  openToYear?: boolean;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A day typed or picked as people read it elsewhere in the app ('26 Nov 2026'), whatever the
 * browser's language: a native date input would show mm/dd/yyyy in en-US. MUI X's field keeps
 * each part (day, month, year) a keyboard-editable spinbutton, and its calendar opens from a
 * labelled button.
 */
export function DayField({
  label,
  value,
  onChange,
  onBlur,
  minDay,
  maxDay,
  openToYear,
  size,
  required,
  error,
  helperText,
  inputRef,
}: DayFieldProps) {
  // The field's own value, so a half-typed day stays on screen whether or not the caller keeps
  // UNFINISHED_DAY; a new day from the caller (a reset, "Clear filters") replaces it.
  const [shown, setShown] = useState<Dayjs | null>(() => toDayjs(value));
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== UNFINISHED_DAY && value !== dayOf(shown)) setShown(toDayjs(value));
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DatePicker
        label={label}
        value={shown}
        format={DAY_FORMAT}
        minDate={minDay ? dayjs(minDay) : undefined}
        maxDate={maxDay ? dayjs(maxDay) : undefined}
        openTo={openToYear ? 'year' : 'day'}
        views={openToYear ? ['year', 'month', 'day'] : ['day', 'month', 'year']}
        inputRef={inputRef}
        onChange={(next, context) => {
          setShown(next);
          // A day outside minDay..maxDay is one still being typed (a year's first digits, 0002).
          onChange(context.validationError ? UNFINISHED_DAY : dayOf(next));
        }}
        slotProps={{
          // `error` only adds the caller's error: the field shows its own (a day out of range).
          textField: { size, required, error: error || undefined, helperText, onBlur },
          field: { clearable: true, shouldRespectLeadingZeros: true },
        }}
      />
    </LocalizationProvider>
  );
}

function dayOf(shown: Dayjs | null): string {
  if (shown === null) return '';
  return shown.isValid() ? shown.format(ISO_DAY) : UNFINISHED_DAY;
}

function toDayjs(value: string): Dayjs | null {
  if (value === '' || value === UNFINISHED_DAY) return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
}
