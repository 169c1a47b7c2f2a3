import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OptionSelect } from './OptionSelect';
import { TextField } from './TextField';

const html = (element: ReactElement) =>
  renderToStaticMarkup(<ChakraProvider value={defaultSystem}>{element}</ChakraProvider>);
const noop = () => undefined;

describe('TextField', () => {
  it('labels its input and shows the hint while the value is fine', () => {
    const markup = html(<TextField label="Shop code" value="S1" onValue={noop} helper="As on the invoice" />);
    const inputId = /<input[^>]* id="([^"]+)"/.exec(markup)?.[1];
    expect(markup).toContain(`for="${inputId}"`);
    expect(markup).toContain('As on the invoice');
    expect(markup).not.toContain('aria-invalid="true"');
  });

  it('shows the problem in place of the hint and marks the input invalid', () => {
    const markup = html(
      <TextField label="E-mail" value="x" onValue={noop} helper="hint" error="Not an address" required />,
    );
    expect(markup).toContain('Not an address');
    expect(markup).not.toContain('hint');
    expect(markup).toContain('aria-invalid="true"');
    expect(markup).toMatch(/<input[^>]* required=""/);
  });

  it('marks the field invalid without an error text when told', () => {
    expect(html(<TextField label="Width" value="9" onValue={noop} invalid />)).toContain(
      'aria-invalid="true"',
    );
  });
});

describe('OptionSelect', () => {
  it('lists each option by its label, the none entry first, and selects the value', () => {
    const markup = html(
      <OptionSelect
        aria-label="Status"
        value="b"
        options={['a', 'b']}
        optionLabel={(option) => `Label ${option}`}
        onChange={noop}
        none="All"
      />,
    );
    expect(markup).toContain('aria-label="Status"');
    const options = [...markup.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map(
      ([, value, selected, label]) => [value, label, !!selected],
    );
    expect(options).toEqual([
      ['', 'All', false],
      ['a', 'Label a', false],
      ['b', 'Label b', true],
    ]);
  });
});
