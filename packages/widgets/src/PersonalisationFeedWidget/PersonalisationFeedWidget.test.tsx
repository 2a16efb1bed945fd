import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { WidgetsProvider, type PersonalisationSettings } from '../internal/context/WidgetsContext';
import { widgetArgs } from '../mocks/widgetArgs';
import { personalisationWidget } from '../mocks/widgetFixtures';
import { PersonalisationFeedWidget } from './PersonalisationFeedWidget';
import { personalisationFeedWidgetSchema } from './PersonalisationFeedWidget.schema';

const props = widgetArgs(personalisationFeedWidgetSchema, personalisationWidget);
const renderFeed = vi.fn(() => <p>Eight recommended products</p>);

function renderWith(personalisation: PersonalisationSettings) {
  return render(
    <WidgetsProvider personalisation={personalisation}>
      <PersonalisationFeedWidget {...props} />
    </WidgetsProvider>,
  );
}

describe('<PersonalisationFeedWidget />', () => {
  it('renders the feed when the service is active and an account id is configured', () => {
    renderWith({ active: true, accountId: 'A-123', renderFeed });
    expect(screen.getByRole('heading', { name: 'Picked for you' })).toBeInTheDocument();
    expect(screen.getByText('Eight recommended products')).toBeInTheDocument();
    expect(renderFeed).toHaveBeenCalledWith({
      accountId: 'A-123',
      placementId: 'frontpage-personal',
      title: 'Picked for you',
      take: 8,
      fallbackSort: 'MOST_SOLD',
    });
  });

  it('renders nothing when the personalisation service is not active', () => {
    const { container } = renderWith({ active: false, accountId: 'A-123', renderFeed });
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when no account id is configured', () => {
    const { container } = renderWith({ active: true, accountId: '  ', renderFeed });
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing without a provider (the service is off by default)', () => {
    const { container } = render(<PersonalisationFeedWidget {...props} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderWith({ active: true, accountId: 'A-123', renderFeed });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
