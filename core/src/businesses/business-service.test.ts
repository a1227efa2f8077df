import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businessesWorld, type BusinessesWorld } from '../../test/helpers/businesses-world.js';
import type { Caller } from '../auth/caller.js';
import { createBusinessInput, updateBusinessInput } from '../contracts/businesses.js';
import { NotFoundError, ValidationError } from '../errors.js';

/**
 * Publishing as a rule, without HTTP (docs/decisions.md#businesses): the service on a real in-memory
 * database with its ports faked. The same rules through the API: businesses.api.test.ts.
 */
describe('publishing a business', () => {
  let world: BusinessesWorld;
  let maria: Caller;
  beforeEach(async () => {
    world = await businessesWorld();
    maria = await world.owner('Maria Lopez');
  });
  afterEach(() => world.platform.close());

  const complete = { description: 'Coffee roasted in the shop.', industry: 'Food & Beverage', location: 'Tampa, FL', contactEmail: 'hello@solcafe.example' };

  it('is refused while a required field is blank, naming each one, and changes nothing', async () => {
    const draft = await world.businesses.create(maria, createBusinessInput.parse({ name: 'Sol Café', website: 'solcafe.example' }));
    const refused = world.businesses.publish(maria, draft.id);
    await expect(refused).rejects.toThrow(ValidationError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: 'Please complete: Description, Industry, Location, Contact Email',
      details: {
        missingFields: [
          { field: 'description', label: 'Description' },
          { field: 'industry', label: 'Industry' },
          { field: 'location', label: 'Location' },
          { field: 'contactEmail', label: 'Contact Email' },
        ],
      },
    });
    expect(await world.businesses.get(maria, draft.id)).toMatchObject({ published: false, publishedAt: null });
    expect(world.mailer.sent).toEqual([]);
  });

  it('names only what is still missing', async () => {
    const draft = await world.businesses.create(maria, createBusinessInput.parse({ name: 'Sol Café', ...complete, location: '  ' }));
    await expect(world.businesses.publish(maria, draft.id)).rejects.toMatchObject({ message: 'Please complete: Location' });
  });

  it('goes through once the five fields are filled: published now, the owner e-mailed, the directory told', async () => {
    const draft = await world.businesses.create(maria, createBusinessInput.parse({ name: 'Sol Café' }));
    await world.businesses.update(maria, draft.id, updateBusinessInput.parse(complete));
    world.changed.length = 0;

    const published = await world.businesses.publish(maria, draft.id);
    expect(published).toMatchObject({ published: true, publishedAt: world.platform.clock.now().toISOString() });
    expect(published.completion.profile).toMatchObject({ percentage: 100, missingFields: [] });
    expect(world.mailer.templates()).toEqual(['published → maria.lopez@tapin.example']);
    expect(world.changed).toEqual([draft.id]);

    // Publishing again changes nothing and sends nothing.
    world.platform.clock.advanceMinutes(5);
    expect((await world.businesses.publish(maria, draft.id)).publishedAt).toBe(published.publishedAt);
    expect(world.mailer.sent).toHaveLength(1);
  });

  it('keeps a published business complete: a save that blanks a required field is refused and not saved', async () => {
    const draft = await world.businesses.create(maria, createBusinessInput.parse({ name: 'Sol Café', ...complete }));
    await world.businesses.publish(maria, draft.id);
    await expect(world.businesses.update(maria, draft.id, updateBusinessInput.parse({ description: '', location: 'St. Petersburg, FL' }))).rejects.toMatchObject({
      message: 'Please complete: Description',
    });
    expect(await world.businesses.get(maria, draft.id)).toMatchObject({ description: complete.description, location: complete.location });
  });

  it("is another owner's to do: theirs is not found", async () => {
    const draft = await world.businesses.create(maria, createBusinessInput.parse({ name: 'Sol Café', ...complete }));
    const dev = await world.owner('Dev Patel');
    await expect(world.businesses.publish(dev, draft.id)).rejects.toThrow(NotFoundError);
    expect((await world.businesses.get(maria, draft.id)).published).toBe(false);
  });
});
