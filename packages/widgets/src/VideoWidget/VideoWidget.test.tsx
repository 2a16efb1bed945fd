import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { widgetArgs } from '../mocks/widgetArgs';
import { videoWidget } from '../mocks/widgetFixtures';
import { videoEmbedUrl } from './videoEmbed';
import { VideoWidget, videoWidgetSchema } from './VideoWidget';

const props = widgetArgs(videoWidgetSchema, videoWidget);

describe('<VideoWidget />', () => {
  it('shows a light poster first and no player', () => {
    const { container } = render(<VideoWidget {...props} />);
    expect(screen.getByRole('button', { name: 'Play video: In the workshop: how our oak tables are made' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('loads the player only on click, from the no-cookie host', async () => {
    render(<VideoWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    const player = screen.getByTitle('In the workshop: how our oak tables are made');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0');
  });

  it('builds Vimeo players with do-not-track', () => {
    expect(videoEmbedUrl('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it('refuses an id that is not the provider’s, naming the field', () => {
    const result = videoWidgetSchema.safeParse({ provider: 'youtube', videoId: '../../evil?x=', title: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['videoId']);
  });

  it('has no axe violations', async () => {
    const { container } = render(<VideoWidget {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
