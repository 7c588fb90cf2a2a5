import 'dayjs/locale/en-gb';
import 'dayjs/locale/id';
import 'dayjs/locale/ms-my';
import type { Language } from '@kapital/shared/languages';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/**
 * How every screen writes a day ('26 Nov 2026', as lib/format-date.ts does): shown and typed,
 * with the chosen language's month names ('26 Ogs 2026', '26 Agt 2026').
 */
export const DAY_FORMAT = 'D MMM YYYY';
const ISO_DAY = 'YYYY-MM-DD';

/** dayjs's locale of each language: its month names and the week starting on Monday. */
const DAYJS_LOCALES: Record<Language, string> = { en: 'en-gb', ms: 'ms-my', id: 'id' };

/**
 * What the field and its calendar say. MUI X has no Malay or Indonesian texts, so all of them
 * come from the locale files; the English ones are MUI's own.
 */
function pickerTexts(t: TFunction<'common'>): PickersInputLocaleText {
  return {
    previousMonth: t('dayField.previousMonth'),
    nextMonth: t('dayField.nextMonth'),
    openPreviousView: t('dayField.openPreviousView'),
    openNextView: t('dayField.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? t('dayField.yearViewOpen') : t('dayField.calendarViewOpen'),
    cancelButtonLabel: t('dayField.cancel'),
    clearButtonLabel: t('dayField.clear'),
    okButtonLabel: t('dayField.ok'),
    todayButtonLabel: t('dayField.today'),
    datePickerToolbarTitle: t('dayField.toolbarTitle'),
    openDatePickerDialogue: (formattedDate) =>
      formattedDate
        ? t('dayField.chooseWithSelected', { date: formattedDate })
        : t('dayField.choose'),
    fieldClearLabel: t('dayField.clear'),
    fieldDayPlaceholder: () => t('dayField.dayPlaceholder'),
    fieldMonthPlaceholder: ({ contentType }) =>
      contentType === 'letter'
        ? t('dayField.monthNamePlaceholder')
        : t('dayField.monthNumberPlaceholder'),
    fieldYearPlaceholder: ({ digitAmount }) => t('dayField.yearLetter').repeat(digitAmount),
    year: t('dayField.year'),
    month: t('dayField.month'),
    day: t('dayField.day'),
    empty: t('dayField.empty'),
  };
}

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
  const { t } = useTranslation();
  const language = useLanguage();
  const localeText = useMemo(() => pickerTexts(t), [t]);
  // The field's own value, so a half-typed day stays on screen whether or not the caller keeps
  // UNFINISHED_DAY; a new day from the caller (a reset, "Clear filters") replaces it.
  const [shown, setShown] = useState<Dayjs | null>(() => toDayjs(value));
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== UNFINISHED_DAY && value !== dayOf(shown)) setShown(toDayjs(value));
  }
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALES[language]}
      localeText={localeText}
    >
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
