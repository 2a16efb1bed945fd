import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { widgetArgs } from '../mocks/widgetArgs';
import { videoWidget } from '../mocks/widgetFixtures';
import { videoEmbedUrl } from './videoEmbed';
import { VideoWidget } from './VideoWidget';
import { videoWidgetSchema } from './VideoWidget.schema';

const props = widgetArgs(videoWidgetSchema, videoWidget);
const youtube = videoWidgetSchema.parse({
  provider: 'youtube',
  videoId: 'M7lc1UVf-VE',
  title: 'The Nora sofa',
});

describe('<VideoWidget />', () => {
  it('shows a light poster first and no player', () => {
    const { container } = render(<VideoWidget {...props} />);
    expect(
      screen.getByRole('button', { name: 'Play video: How the Nora sofa is made' }),
    ).toBeInTheDocument();
    expect(container.querySelector('video, iframe')).toBeNull();
  });

  it('loads a video file only on click, with controls, muted as configured', async () => {
    const { container } = render(<VideoWidget {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/videos/workshop.webm');
    expect(video).toHaveAttribute('controls');
    expect(video?.muted).toBe(true);
  });

  it('loads a YouTube player only on click, from the no-cookie host', async () => {
    render(<VideoWidget {...props} configuration={youtube} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play video: The Nora sofa' }));
    expect(screen.getByTitle('The Nora sofa')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0',
    );
  });

  it('builds Vimeo players with do-not-track', () => {
    expect(videoEmbedUrl('vimeo', '76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('refuses an id that is not the provider’s, and a file from a foreign or script URL, naming the field', () => {
    const badId = videoWidgetSchema.safeParse({
      provider: 'youtube',
      videoId: '../../evil?x=',
      title: 'x',
    });
    expect(badId.error?.issues[0]?.path).toEqual(['videoId']);
    for (const src of [
      'javascript:alert(1)',
      '//evil.example/v.mp4',
      'http://insecure.example/v.mp4',
    ]) {
      expect(
        videoWidgetSchema.safeParse({ provider: 'file', src, title: 'x' }).error?.issues[0]?.path,
      ).toEqual(['src']);
    }
  });

  it('has no axe violations', async () => {
    const { container } = render(<VideoWidget {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
