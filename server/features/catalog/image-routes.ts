import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImageService } from './image-service';

/** An image opened on its own must not run script or load anything (a drawn or fetched SVG included). */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * GET /img/{size}/{path}: outside the session scope (<img> tags send no bearer token); `signedIn` tells from the
 * request's cookie whether it comes from a live session. Binary, so no response schema.
 */
export function registerImageRoutes(
  app: FastifyInstance,
  images: ImageService,
  signedIn: (request: FastifyRequest) => boolean,
): void {
  app.get<{ Params: { size: string; '*': string } }>('/img/:size/*', async (request, reply) => {
    const image = await images.image(request.params.size, request.params['*'], () => signedIn(request));
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', image.cacheControl)
      .header('content-security-policy', IMAGE_CSP)
      .send(image.body);
  });
}
