import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton.js';
import { CapIcon } from '../../components/icons.js';
import { MessagePage } from '../../components/MessagePage.js';

/**
 * /front-pages/main and /main: the public front page. It links to the surfaces a visitor may use;
 * the questionnaire is another app, so it is a plain link (a full page load), not in-app routing.
 */
export default function FrontMainPage() {
  const { t } = useTranslation('misc');
  return (
    <MessagePage
        icon={<CapIcon />}
        tone="primary"
        title={t('front.title')}
        text={t('front.text')}
        actions={
          <>
            <LinkButton href="/login">{t('front.staff')}</LinkButton>
            <Button component="a" href="/questionnaire" variant="outlined">
              {t('front.questionnaire')}
            </Button>
          </>
        }
      />
  );
}
