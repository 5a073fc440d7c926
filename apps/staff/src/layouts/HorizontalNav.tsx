/** The menu as a row under the top bar: leaves as links, groups as drop-down menus. */
import Button from '@mui/joy/Button';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { MenuItem as MenuEntry } from '@abitura/sdk';
import { activeLeafId, isActive } from './staffMenu.js';

export function HorizontalNav({ items }: { items: readonly MenuEntry[] }) {
  const { t } = useTranslation(['menu', 'shell']);
  const [pathname] = useLocation();
  const activeId = activeLeafId(items, pathname);
  return (
    <Stack component="ul" direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => {
        const current = isActive(item, activeId);
        return (
          <li key={item.id}>
            {item.children ? (
              <Dropdown>
                <MenuButton variant={current ? 'soft' : 'plain'} color={current ? 'primary' : 'neutral'} size="sm" endDecorator={<span aria-hidden>▾</span>} data-menu-id={item.id}>
                  {t(item.title)}
                </MenuButton>
                <Menu size="sm" placement="bottom-start">
                  {item.children.map((child) => {
                    const here = isActive(child, activeId);
                    return (
                      <MenuItem key={child.id} component={Link} href={child.to ?? '/'} selected={here} aria-current={here ? 'page' : undefined} data-menu-id={child.id}>
                        {t(child.title)}
                      </MenuItem>
                    );
                  })}
                </Menu>
              </Dropdown>
            ) : (
              <Button
                component={Link}
                href={item.to ?? '/'}
                size="sm"
                variant={current ? 'soft' : 'plain'}
                color={current ? 'primary' : 'neutral'}
                aria-current={current ? 'page' : undefined}
                data-menu-id={item.id}
              >
                {t(item.title)}
              </Button>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
