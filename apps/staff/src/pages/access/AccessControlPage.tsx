/**
 * /access-control: the ability check of SPEC section 2 (action read on subject AclDemo) made
 * visible. It runs the same check as the route guard on the signed-in user's ability and says
 * which rule grants it, or what is missing and what looks close but does not count; then the
 * other actions on the same subject, and the rules themselves, each entry by its name; the codes
 * the ability holds show beside the names on demand.
 */
import Alert from '@mui/joy/Alert';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { explainAbility, type AbilityExplanation, type Grant, type NearMiss } from './abilityExplain.js';
import { usePermissionTitle } from './accessText.js';
import { ScrollTable } from './ScrollTable.js';

const SUBJECT = 'AclDemo';
const CHECKED_ACTION = 'read';
const OTHER_ACTIONS = ['create', 'update', 'delete'] as const;

export default function AccessControlPage({ route }: PageProps) {
  const { t } = useTranslation('access');
  const { ability } = useSession();
  const action = route.ability?.action ?? CHECKED_ACTION;
  const subject = route.ability?.subject ?? SUBJECT;
  const main = useMemo(() => explainAbility(ability, action, subject), [ability, action, subject]);
  const others = useMemo(() => OTHER_ACTIONS.filter((other) => other !== action).map((other) => explainAbility(ability, other, subject)), [ability, action, subject]);
  const actionName = (name: string) => t(`control.actions.${name}`, { defaultValue: name });
  const [showCodes, setShowCodes] = useState(false);

  return (
    <>
      <PageHeader title={t('control.title')} subtitle={t('control.subtitle', { action: actionName(action), subject })} />
      <Stack spacing={3}>
        <Alert color={main.granted ? 'success' : 'danger'} variant="soft" role="status" sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1}>
            <Typography level="title-md" component="p" color={main.granted ? 'success' : 'danger'}>
              {t(main.granted ? 'control.granted' : 'control.denied', { action: actionName(action), subject })}
            </Typography>
            <Reasons explanation={main} />
          </Stack>
        </Alert>

        <Stack component="section" spacing={1} aria-labelledby="control-others">
          <Typography level="title-lg" component="h2" id="control-others">
            {t('control.othersTitle', { subject })}
          </Typography>
          <ScrollTable caption={t('control.othersTitle', { subject })} columns={[t('control.action'), t('control.result'), t('control.why')]}>
            {others.map((other) => (
              <tr key={other.action}>
                <th scope="row">
                  {actionName(other.action)}
                  {showCodes ? (
                    <>
                      {' '}
                      <code>{other.key}</code>
                    </>
                  ) : null}
                </th>
                <td>
                  <Chip size="sm" variant="soft" color={other.granted ? 'success' : 'neutral'}>
                    {t(other.granted ? 'control.allowed' : 'control.notAllowed')}
                  </Chip>
                </td>
                <td>{other.grants[0] ? <GrantText grant={other.grants[0]} explanation={other} /> : t('control.noRule')}</td>
              </tr>
            ))}
          </ScrollTable>
        </Stack>

        <Switch
          checked={showCodes}
          onChange={(event) => setShowCodes(event.target.checked)}
          endDecorator={t('control.showCodes')}
          slotProps={{ input: { role: 'switch', 'aria-label': t('control.showCodes') } }}
          sx={{ alignSelf: 'flex-start' }}
        />
        <AbilityRules ability={ability} showCodes={showCodes} actionName={actionName} />
      </Stack>
    </>
  );
}

function GrantText({ grant, explanation }: { grant: Grant; explanation: AbilityExplanation }) {
  const { t } = useTranslation('access');
  return <>{t(`control.grant.${grant.kind}`, { rule: grant.rule, key: explanation.key, action: explanation.action, subject: explanation.subject })}</>;
}

function nearMissText(t: (key: string, values: Record<string, unknown>) => string, miss: NearMiss, explanation: AbilityExplanation): string {
  const values = { rule: miss.rule, key: explanation.key, action: explanation.action, subject: explanation.subject };
  return miss.kind === 'otherAction' ? t('control.near.otherAction', { ...values, other: miss.action }) : t(`control.near.${miss.kind}`, values);
}

/** Which rules grant, or, when none does, what would and what comes close. */
function Reasons({ explanation }: { explanation: AbilityExplanation }) {
  const { t } = useTranslation('access');
  if (explanation.granted) {
    return (
      <Stack component="ul" spacing={0.5} sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {explanation.grants.map((grant) => (
          <li key={grant.rule}>
            <GrantText grant={grant} explanation={explanation} />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Typography level="body-md">
        {explanation.ruleCount === 0 ? t('control.noRules') : t('control.missing', { count: explanation.ruleCount, key: explanation.key, action: explanation.action, subject: explanation.subject })}
      </Typography>
      {explanation.nearMisses.length > 0 ? (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {explanation.nearMisses.map((miss, index) => (
            <li key={index}>{nearMissText(t, miss, explanation)}</li>
          ))}
        </Stack>
      ) : null}
      <Typography level="body-sm">{t('control.howToGet')}</Typography>
    </Stack>
  );
}

/**
 * The ability as the session holds it: each rule with the entries it grants, by name (a
 * permission's title, an `action:subject` entry as its action and subject), the code on demand.
 */
function AbilityRules({ ability, showCodes, actionName }: { ability: readonly Record<string, unknown>[]; showCodes: boolean; actionName: (name: string) => string }) {
  const { t } = useTranslation('access');
  const title = usePermissionTitle();
  const entryName = (name: string): string => {
    const [action, subject] = name.split(':', 2);
    return action && subject ? t('control.entry', { action: actionName(action), subject }) : title(name);
  };
  const valueText = (value: unknown): string | null => (value === true ? null : value === false ? t('control.off') : String(value));
  return (
    <Stack component="section" spacing={1} aria-labelledby="control-rules">
      <Typography level="title-lg" component="h2" id="control-rules">
        {t('control.rulesTitle', { count: ability.length })}
      </Typography>
      {ability.length === 0 ? (
        <Typography level="body-sm" textColor="text.secondary">
          {t('control.noRules')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {ability.map((rule, index) => (
            <li key={index}>
              <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                {Object.entries(rule).map(([name, value]) => {
                  const shown = valueText(value);
                  return (
                    <Chip key={name} size="sm" variant={value === true ? 'soft' : 'outlined'} color={value === false ? 'neutral' : 'primary'}>
                      {shown === null ? entryName(name) : `${entryName(name)}: ${shown}`}
                      {showCodes ? (
                        <>
                          {' '}
                          <code>{name}</code>
                        </>
                      ) : null}
                    </Chip>
                  );
                })}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
