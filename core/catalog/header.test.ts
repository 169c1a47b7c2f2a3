import { describe, expect, it } from 'vitest';
import { kitchenCatalog } from './fixtures/kitchen';
import { headerRuleSet } from './header';

const catalog = kitchenCatalog();

describe('headerRuleSet', () => {
  it('answers cModel, model and the tab-separated register for the defaults', () => {
    expect(headerRuleSet(catalog, { model: 'BASE' })).toEqual({
      cModel: 'BASE600',
      model: 'BASE',
      register: 'BASE\t600\t720\tWHITE\tH2',
      variant: 'WIDTH=600;HEIGHT=720;FRONT=WOOD;FINISH=WHITE;HANDLE=H2;DOORS=1;SHELVES=1;SOFTCLOSE=0',
    });
  });

  it('lets forcedvar win over defaultvar, whatever the case of the names', () => {
    const answer = headerRuleSet(catalog, {
      model: 'BASE',
      defaultvar: 'WIDTH=900;FINISH=OAK',
      forcedvar: 'width=1200',
    });
    expect(answer.register).toBe('BASE\t1200\t720\tOAK\tH2');
    expect(answer.cModel).toBe('BASE1200');
  });

  it('applies data limits and refuses values outside them', () => {
    expect(() =>
      headerRuleSet(catalog, { model: 'BASE', defaultvar: 'WIDTH=900', datalimits: { WIDTH: { max: 800 } } }),
    ).toThrowError(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
  });

  it('answers the model code and an empty register for a model without a header rule', () => {
    const plain = kitchenCatalog((d) => (d.models[0]!.rules = ['WIDE_TWO_DOORS']));
    expect(headerRuleSet(plain, { model: 'BASE' })).toMatchObject({
      cModel: 'BASE',
      model: 'BASE',
      register: '',
    });
  });
});
