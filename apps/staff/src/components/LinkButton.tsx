/** A Joy button that navigates inside the app (wouter), keeping a real href for middle-click and screen readers. */
import Button from '@mui/joy/Button';
import type { ButtonProps } from '@mui/joy/Button';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface LinkButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'size' | 'fullWidth' | 'startDecorator' | 'endDecorator'> {
  href: string;
  children: ReactNode;
}

export function LinkButton({ href, children, ...rest }: LinkButtonProps) {
  return (
    <Button component={Link} href={href} {...rest}>
      {children}
    </Button>
  );
}
