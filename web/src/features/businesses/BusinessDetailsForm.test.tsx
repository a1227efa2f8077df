import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBusiness } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import { BusinessDetailsForm } from './BusinessDetailsForm';

const placed = aBusiness({
  category: 'Coffee Shop',
  address: '4600 W Cypress St, Tampa, FL 33607',
  postalAddress: { street: '4600 W Cypress St', city: 'Tampa', region: 'FL', postalCode: '33607' },
  contactName: 'Ana Ruiz',
  contactTitle: 'Owner',
});

function showForm(business = placed) {
  const api = new FakeApi().on(`PUT /api/businesses/${business.id}`, { body: business });
  api.install();
  renderScreen(<BusinessDetailsForm business={business} editing onEditingChange={() => {}} />);
  return api;
}

describe('the business details form: what the intake read beyond the five fields', () => {
  it('shows the category, address and contact person', async () => {
    renderScreen(<BusinessDetailsForm business={placed} editing={false} onEditingChange={() => {}} />);
    expect(screen.getByText('Coffee Shop')).toBeInTheDocument();
    expect(screen.getByText('4600 W Cypress St, Tampa, FL 33607')).toBeInTheDocument();
    expect(screen.getByText('Ana Ruiz, Owner')).toBeInTheDocument();
  });

  it('sends the street address when it was edited, for the server to rewrite the address line', async () => {
    const user = userEvent.setup();
    const api = showForm();
    await user.clear(screen.getByLabelText('Street'));
    await user.type(screen.getByLabelText('Street'), '400 N Ashley Dr');
    await user.clear(screen.getByLabelText('Job Title'));
    await user.type(screen.getByLabelText('Job Title'), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    expect(api.callsTo('PUT /api/businesses/12')[0]?.body).toMatchObject({
      category: 'Coffee Shop',
      contactName: 'Ana Ruiz',
      contactTitle: 'Manager',
      postalAddress: { street: '400 N Ashley Dr', city: 'Tampa', region: 'FL', postalCode: '33607' },
    });
  });

  it('leaves an address read as one line alone when the owner edits something else', async () => {
    const user = userEvent.setup();
    const api = showForm(aBusiness({ address: 'Stall 9, Ybor City Saturday Market', postalAddress: null }));
    expect(screen.getByText('Address now: Stall 9, Ybor City Saturday Market')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Category'), 'Florist');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    const body = api.callsTo('PUT /api/businesses/12')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ category: 'Florist' });
    expect(body).not.toHaveProperty('postalAddress');
  });
});

describe('saving an approved profile', () => {
  it('tells the owner the changes go to review when the server puts the business back in the queue', async () => {
    const user = userEvent.setup();
    const approved = aBusiness({ ...placed, status: 'approved' });
    new FakeApi().on(`PUT /api/businesses/${approved.id}`, { body: { ...approved, category: 'Café', status: 'pending' } }).install();
    renderScreen(<BusinessDetailsForm business={approved} editing onEditingChange={() => {}} />);
    await user.clear(screen.getByLabelText('Category'));
    await user.type(screen.getByLabelText('Category'), 'Café');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your changes are saved. The TAPin team will review them; your listing stays up meanwhile.')).toBeInTheDocument();
  });

  it('says only that the changes are saved when the approval stands', async () => {
    const user = userEvent.setup();
    const approved = aBusiness({ ...placed, status: 'approved' });
    new FakeApi().on(`PUT /api/businesses/${approved.id}`, { body: approved }).install();
    renderScreen(<BusinessDetailsForm business={approved} editing onEditingChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
  });
});
