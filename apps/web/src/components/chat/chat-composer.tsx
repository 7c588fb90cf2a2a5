import { CHAT_TEXT_MAX } from '@kapital/shared';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_IMAGE_ACCEPT, checkChatImage } from '@/lib/chat/chat-image.ts';
import { canSend, characterCounter } from '@/lib/chat/chat-rows.ts';
import type { ChatDraft } from '@/lib/chat/use-pending-sends.ts';
import { formatFileSize } from '@/lib/file-size.ts';

interface ChatComposerProps {
  onSend: (draft: ChatDraft) => void;
  /** Each keystroke that changes the text: the typing note is throttled by the caller. */
  onTyping: () => void;
  /** Focused when the conversation opens. */
  inputRef: React.Ref<HTMLTextAreaElement>;
}

/**
 * The message field (Enter sends, Shift+Enter breaks the line), one optional image with its
 * preview and a remove button, and the send button.
 */
export function ChatComposer({ onSend, onTyping, inputRef }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const problemId = useId();

  // The preview's object URL lives as long as the chosen image.
  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const tooLong = text.length > CHAT_TEXT_MAX;
  const counter = characterCounter(text.length, CHAT_TEXT_MAX);
  const sendable = canSend(text, image !== null, CHAT_TEXT_MAX);

  const send = () => {
    if (!sendable) return;
    onSend({ text: text.trim(), image });
    setText('');
    setImage(null);
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const sendOnEnter = (event: KeyboardEvent) => {
    // Shift+Enter breaks the line; Enter while an input method composes a word confirms it.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const choose = async (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    const refusal = await checkChatImage(file);
    setProblem(refusal);
    setImage(refusal ? null : file);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={t('chat.composerLabel')}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1, flexShrink: 0 }}
    >
      {image && preview ? (
        <Box
          data-testid="chat-image-preview"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, px: 0.5 }}
        >
          <Box
            component="img"
            src={preview}
            alt={t('chat.imageToSend')}
            sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1.5 }}
          />
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {image.name} · {formatFileSize(image.size)}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('chat.removeImage')}
            onClick={() => setImage(null)}
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <IconButton aria-label={t('chat.attachImage')} onClick={() => fileRef.current?.click()}>
          <AttachFile />
        </IconButton>
        <input
          ref={fileRef}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          hidden
          data-testid="chat-image-input"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {/* OutlinedInput, as every form's text field: its chunk is already loaded. */}
        <OutlinedInput
          inputRef={inputRef}
          multiline
          maxRows={5}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onKeyDown={sendOnEnter}
          placeholder={t('chat.placeholder')}
          inputProps={{
            'aria-label': t('chat.messageLabel'),
            'aria-invalid': tooLong,
            'aria-describedby':
              [counter ? counterId : null, problem ? problemId : null].filter(Boolean).join(' ') ||
              undefined,
          }}
          size="small"
          sx={{ flex: 1, borderRadius: 2, fontSize: 14 }}
        />
        <IconButton type="submit" color="primary" aria-label={t('chat.send')} disabled={!sendable}>
          <Send />
        </IconButton>
      </Box>
      {counter ? (
        <Typography
          id={counterId}
          variant="caption"
          color={tooLong ? 'error' : 'text.secondary'}
          sx={{ textAlign: 'right', mx: 1 }}
        >
          {counter}
        </Typography>
      ) : null}
      {problem ? (
        <Typography id={problemId} variant="caption" color="error" role="alert" sx={{ mx: 1 }}>
          {problem}
        </Typography>
      ) : null}
    </Box>
  );
}
