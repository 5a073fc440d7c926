/**
 * The generator half of /qr-generator: the text (or address) with the code's size, error-correction
 * level, quiet zone and colours on one side, the code drawn from them on the other, with its PNG
 * and SVG files and a copy of the text. The code is an <img> of the SVG the library writes, so it
 * is the same picture that the SVG file holds; the PNG file is the library's own rendering.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton, NumberInput, useSignalValue } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { EmptyNote } from '../../components/LoadedArea.js';
import { TabSection } from '../../components/TabSection.js';
import { MAX_MARGIN, MIN_MARGIN, QR_LEVEL_RECOVERY, QR_LEVELS, QR_SIZES, svgDataUrl, type QrLevel, type QrSize } from './qrEncoding.js';
import type { QrCodeFiles, QrGeneratorModel } from './qrGeneratorModel.js';

/** The preview never grows past this on screen; the files keep the chosen size. */
const PREVIEW_MAX_PX = 320;

export function QrGeneratorSection({ model }: { model: QrGeneratorModel }) {
  const { t } = useTranslation('qrGenerator');
  const settings = useSignalValue(model.settings);
  const colourWarning = useSignalValue(model.colourWarning);
  const levelLabel = useId();

  return (
    <TabSection title={t('generator.title')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <FormControl>
            <FormLabel>{t('generator.text')}</FormLabel>
            <Textarea minRows={3} maxRows={10} value={settings.text} placeholder={t('generator.textPlaceholder')} onChange={(event) => model.update({ text: event.target.value })} slotProps={{ textarea: { spellCheck: false } }} />
            <FormHelperText>{t('generator.characters', { count: settings.text.trim().length })}</FormHelperText>
          </FormControl>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ChoiceField
              label={t('generator.size')}
              value={String(settings.size)}
              choices={QR_SIZES.map((size) => ({ value: String(size), label: t('generator.sizeOption', { size }) }))}
              onChange={(value) => model.update({ size: Number(value) as QrSize })}
              minWidth={200}
            />
            <NumberInput
              label={t('generator.margin')}
              value={settings.margin}
              scale={0}
              min={MIN_MARGIN}
              max={MAX_MARGIN}
              hint={t('generator.marginHint')}
              onChange={(value) => {
                if (value !== null) model.update({ margin: value });
              }}
            />
          </Stack>
          <FormControl>
            <FormLabel id={levelLabel}>{t('generator.level')}</FormLabel>
            <RadioGroup aria-labelledby={levelLabel} value={settings.level} onChange={(event) => model.update({ level: event.target.value as QrLevel })} sx={{ gap: 1, mt: 0.5 }}>
              {QR_LEVELS.map((level) => (
                <Radio key={level} value={level} label={t(`levels.${level}`, { percent: QR_LEVEL_RECOVERY[level] })} />
              ))}
            </RadioGroup>
            <FormHelperText>{t('generator.levelHint')}</FormHelperText>
          </FormControl>
          <Stack direction="row" spacing={2} alignItems="flex-end" useFlexGap flexWrap="wrap">
            <FormControl>
              <FormLabel>{t('generator.dark')}</FormLabel>
              <Input type="color" value={settings.dark} onChange={(event) => model.update({ dark: event.target.value })} sx={{ width: 96 }} />
            </FormControl>
            <FormControl>
              <FormLabel>{t('generator.light')}</FormLabel>
              <Input type="color" value={settings.light} onChange={(event) => model.update({ light: event.target.value })} sx={{ width: 96 }} />
            </FormControl>
            <Button variant="plain" color="neutral" onClick={model.resetColours}>
              {t('generator.resetColours')}
            </Button>
          </Stack>
          {colourWarning ? (
            <Alert color="warning" variant="soft" role="status">
              {t(`generator.${colourWarning}`)}
            </Alert>
          ) : null}
        </Stack>
        <Stack spacing={1.5} sx={{ width: { xs: '100%', md: PREVIEW_MAX_PX + 32 }, flexShrink: 0 }}>
          <Typography level="title-md" component="h3">
            {t('generator.preview')}
          </Typography>
          <QrPreviewArea model={model} />
        </Stack>
      </Stack>
    </TabSection>
  );
}

function QrPreviewArea({ model }: { model: QrGeneratorModel }) {
  const { t } = useTranslation('qrGenerator');
  const preview = useSignalValue(model.preview);
  const stale = useSignalValue(model.stale);
  const level = useSignalValue(model.settings).level;

  switch (preview.state) {
    case 'empty':
      return stale ? null : <EmptyNote title={t('generator.emptyTitle')} hint={t('generator.emptyHint')} />;
    case 'tooLong':
      return (
        <Alert color="danger" variant="soft" role="alert">
          <div>
            <strong>{t('generator.tooLong', { level })}</strong>{' '}
            {preview.fitsAt.length > 0 ? t('generator.fitsAt', { levels: preview.fitsAt.join(', ') }) : t('generator.fitsNowhere')}
          </div>
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="danger" variant="soft" role="alert">
          {t('generator.failed', { message: preview.message })}
        </Alert>
      );
    case 'ready':
      return <QrCodeView code={preview.code} stale={stale} />;
  }
}

function QrCodeView({ code, stale }: { code: QrCodeFiles; stale: boolean }) {
  const { t } = useTranslation('qrGenerator');
  return (
    <Stack spacing={1.5} aria-busy={stale}>
      <Sheet variant="outlined" sx={{ p: 1, borderRadius: 'sm', display: 'flex', justifyContent: 'center', opacity: stale ? 0.5 : 1, transition: 'opacity 120ms' }}>
        <img src={svgDataUrl(code.images.svg)} alt={t('generator.alt', { text: code.text })} style={{ width: '100%', maxWidth: PREVIEW_MAX_PX, height: 'auto', imageRendering: 'pixelated' }} />
      </Sheet>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Button component="a" href={code.images.png} download={code.pngName} variant="solid" aria-label={t('generator.downloadLabel', { format: 'PNG', name: code.pngName })}>
          {t('generator.downloadPng')}
        </Button>
        <Button component="a" href={code.svgUrl} download={code.svgName} variant="outlined" aria-label={t('generator.downloadLabel', { format: 'SVG', name: code.svgName })}>
          {t('generator.downloadSvg')}
        </Button>
        <CopyButton text={code.text} label={t('generator.copyText')} size="md" />
      </Stack>
      <Typography level="body-xs" textColor="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <span dir="ltr">{code.pngName}</span>
      </Typography>
    </Stack>
  );
}
