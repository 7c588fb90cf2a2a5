import Search from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useAdminText } from '@/features/admin/i18n.ts';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search for people by name, username or e-mail, as every console list offers it. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const { t } = useAdminText();
  return (
    <TextField
      label={label}
      placeholder={t('shared.searchPlaceholder')}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
