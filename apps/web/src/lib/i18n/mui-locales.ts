// Re-exported one by one so the bundler keeps only these two of MUI's sixty localizations, in
// a chunk fetched when Malay or Indonesian is first chosen.
export { idID, msMS } from '@mui/material/locale';
