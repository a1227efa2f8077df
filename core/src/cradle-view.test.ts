import { asValue, createContainer, InjectionMode } from 'awilix';
import { describe, expect, it } from 'vitest';
import { cradleView } from './cradle-view.js';

describe('a cradle view', () => {
  it('answers each name through its getter, and says which names the cradle has', () => {
    const container = createContainer<{ greeting: string }>({ injectionMode: InjectionMode.PROXY, strict: true });
    container.register({ greeting: asValue('hello') });
    const view = cradleView(container.cradle, (name) => (name === 'extra' ? 42 : container.cradle[name as 'greeting']));
    expect(view.greeting).toBe('hello');
    expect((view as unknown as { extra: number }).extra).toBe(42);
    const plain = cradleView({ service: 1 }, () => undefined);
    expect('service' in plain).toBe(true);
    expect('missing' in plain).toBe(false);
  });

  it("never asks the cradle for its own property descriptors, which awilix answers by merging every registration", () => {
    let described = 0;
    const cradle = new Proxy({ service: 1 } as { service: number }, {
      getOwnPropertyDescriptor(target, name) {
        described++;
        return Reflect.getOwnPropertyDescriptor(target, name);
      },
    });
    const view = cradleView(cradle, (name) => cradle[name as 'service']);
    for (let i = 0; i < 10; i++) expect(view.service).toBe(1);
    expect(described).toBe(0);
  });
});
