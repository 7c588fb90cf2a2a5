import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type SecondStep, secondStepErrorText } from '@/lib/second-step.ts';

interface SecondStepFieldProps {
  step: SecondStep;
  /** Goes on with the action once a passkey has confirmed it, so one click does both. */
  onPasskeyConfirmed?: () => void;
  /** While the action itself is on its way. */
  disabled?: boolean;
  autoFocus?: boolean;
}

/** How the account can prove the step, for the line under the heading. */
function hintKey({ totp, passkey }: SecondStep['methods']) {
  if (totp && passkey) return 'secondStep.hintCodeOrPasskey';
  if (totp) return 'secondStep.hintCode';
  return 'secondStep.hintPasskey';
}

/**
 * The fresh second step inside an action's dialog or form: a code from the authenticator app
 * and/or a passkey button, with the reason of the last refusal under them. Nothing when the
 * account has neither set up (and nothing was refused).
 */
export function SecondStepField({
  step,
  onPasskeyConfirmed,
  disabled = false,
  autoFocus = false,
}: SecondStepFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  // After a refusal the (cleared) code field has the focus, ready for the next code.
  useEffect(() => {
    if (step.error) codeInput.current?.focus();
  }, [step.error]);
  if (!step.required && !step.error) return null;
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const busy = disabled || step.proving !== null;

  const confirmWithPasskey = async () => {
    if (await step.confirmWithPasskey()) onPasskeyConfirmed?.();
  };

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      data-testid="second-step"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box>
        <Typography id={titleId} component="p" sx={{ fontWeight: 600 }}>
          {t('secondStep.title')}
        </Typography>
        {step.required && !step.passkeyConfirmed ? (
          <Typography id={hintId} variant="body2" color="text.secondary">
            {t(hintKey(step.methods))}
          </Typography>
        ) : null}
      </Box>
      {step.passkeyConfirmed ? (
        <Typography
          color="success.main"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 500 }}
        >
          <CheckCircleOutlined fontSize="small" aria-hidden />
          {t('secondStep.confirmed')}
        </Typography>
      ) : (
        <>
          {step.methods.totp ? (
            <FormControl fullWidth error={step.error !== null} disabled={disabled}>
              <InputLabel htmlFor={`${id}-code`}>{t('secondStep.codeLabel')}</InputLabel>
              <OutlinedInput
                id={`${id}-code`}
                name="second-step-code"
                label={t('secondStep.codeLabel')}
                value={step.code}
                onChange={(event) => step.setCode(event.target.value)}
                autoFocus={autoFocus}
                inputRef={codeInput}
                inputProps={{
                  inputMode: 'numeric',
                  autoComplete: 'one-time-code',
                  // Six digits, with the space some apps show between the groups.
                  maxLength: 7,
                  spellCheck: false,
                  'aria-describedby': `${hintId} ${errorId}`,
                }}
              />
            </FormControl>
          ) : null}
          {step.methods.passkey ? (
            <Button
              variant="outlined"
              startIcon={<KeyOutlined />}
              onClick={() => void confirmWithPasskey()}
              loading={step.proving === 'passkey'}
              disabled={busy}
              aria-describedby={errorId}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            >
              {t('secondStep.passkeyButton')}
            </Button>
          ) : null}
        </>
      )}
      {/* Always in the page, so a screen reader hears a refusal the moment it is written; while
          empty it takes back the gap above it. */}
      <FormHelperText
        id={errorId}
        error
        aria-live="polite"
        sx={{ mx: 0, mt: 0, '&:empty': { mt: -1.5 } }}
      >
        {step.error ? secondStepErrorText(step.error) : ''}
      </FormHelperText>
    </Box>
  );
}
