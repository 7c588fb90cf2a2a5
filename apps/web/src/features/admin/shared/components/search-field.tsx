import Search from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search for people by name, username or e-mail, as every console list offers it. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      placeholder="Name, username or e-mail"
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
