import { createElement, forwardRef, memo, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isComponent, renderSlot } from './renderSlot';
import type { DialogContentProps } from './state';

const props: DialogContentProps = { close: () => undefined, setDismissResult: () => undefined };
const Body = ({ close }: DialogContentProps) => createElement('button', { onClick: () => close(true) }, 'ok');

describe('renderSlot', () => {
  it('tells components from nodes', () => {
    expect(isComponent(Body)).toBe(true);
    expect(isComponent(memo(Body))).toBe(true);
    expect(isComponent(forwardRef(() => null))).toBe(true);
    expect(isComponent(createElement(Body, props))).toBe(false);
    expect(isComponent('text')).toBe(false);
    expect(isComponent(null)).toBe(false);
    expect(isComponent(['a', 'b'])).toBe(false);
  });

  it('gives a component the close props and passes nodes through', () => {
    const element = renderSlot(Body, props) as ReactElement<DialogContentProps>;
    expect(element.type).toBe(Body);
    expect(element.props.close).toBe(props.close);
    expect(element.props.setDismissResult).toBe(props.setDismissResult);
    expect(renderSlot('Question?', props)).toBe('Question?');
  });
});
