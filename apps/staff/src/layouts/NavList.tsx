/** The menu as a vertical list: group headings with their links, the current page marked. */
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { MenuItem } from '@abitura/sdk';
import { activeLeafId, isActive } from './staffMenu.js';

export interface NavListProps {
  items: readonly MenuItem[];
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

export function NavList({ items, onNavigate }: NavListProps) {
  const { t } = useTranslation(['menu', 'shell']);
  const [pathname] = useLocation();
  const activeId = activeLeafId(items, pathname);
  if (items.length === 0) {
    return (
      <Typography level="body-sm" sx={{ p: 2 }}>
        {t('shell:nav.empty')}
      </Typography>
    );
  }
  const leaf = (item: MenuItem) => {
    const current = isActive(item, activeId);
    return (
      <ListItem key={item.id}>
        <ListItemButton
          component={Link}
          href={item.to ?? '/'}
          selected={current}
          aria-current={current ? 'page' : undefined}
          data-menu-id={item.id}
          {...(onNavigate ? { onClick: onNavigate } : {})}
        >
          {t(item.title)}
        </ListItemButton>
      </ListItem>
    );
  };
  const list = (entries: readonly MenuItem[], labelledBy?: string) => (
    <List size="sm" {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})} sx={{ '--ListItem-radius': '8px', '--List-gap': '2px', px: 1, py: 0.5 }}>
      {entries.map(leaf)}
    </List>
  );
  // Groups are separate lists under a heading rather than nested Joy lists: the same reading order
  // for assistive tech, and no self-referencing CSS variables (nested Lists redefine their padding
  // from the parent's), which some test DOMs cannot resolve.
  const chunks: { group?: MenuItem; leaves: MenuItem[] }[] = [];
  for (const item of items) {
    if (item.children) chunks.push({ group: item, leaves: item.children });
    else if (chunks.at(-1)?.group === undefined && chunks.length > 0) chunks.at(-1)?.leaves.push(item);
    else chunks.push({ leaves: [item] });
  }
  return (
    <>
      {chunks.map(({ group, leaves }, index) =>
        group ? (
          <section key={group.id}>
            <Typography id={`nav-group-${group.id}`} level="body-xs" textTransform="uppercase" fontWeight="lg" sx={{ px: 2, pt: 1.5 }}>
              {t(group.title)}
            </Typography>
            {list(leaves, `nav-group-${group.id}`)}
          </section>
        ) : (
          <div key={`top-${index}`}>{list(leaves)}</div>
        ),
      )}
    </>
  );
}
