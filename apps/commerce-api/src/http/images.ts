import type { ServerResponse } from 'node:http';
import { IMAGE_CACHE_CONTROL, type ImageService } from '../images/imageService';
import { sendNotFound } from './respond';

/** /images/{kind}/{width}/{file}: the catalogue's pictures, drawn once per size. */
export function createImageRoute(images: ImageService) {
  return async (response: ServerResponse, url: URL) => {
    const [, , kind, width, fileName] = url.pathname.split('/');
    const image = await images.get(kind ?? '', Number(width), fileName ?? '');
    if (!image) return sendNotFound(response, 'No such image');
    response.writeHead(200, {
      'content-type': image.contentType,
      'cache-control': IMAGE_CACHE_CONTROL,
      'content-length': String(image.body.length),
    });
    response.end(image.body);
  };
}
