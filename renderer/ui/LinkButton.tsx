import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link, type LinkProps } from 'react-router';

export type LinkButtonProps = ButtonProps & Pick<LinkProps, 'to' | 'replace' | 'state'>;

/**
 * A link that looks like a button: a real anchor (middle-click, copy address, the router's
 * navigation), styled as Chakra's Button. Other props land on the anchor (asChild).
 */
export function LinkButton({ to, replace, state, children, ...button }: LinkButtonProps) {
  return (
    <Button asChild {...button}>
      <Link to={to} replace={replace} state={state}>
        {children}
      </Link>
    </Button>
  );
}
