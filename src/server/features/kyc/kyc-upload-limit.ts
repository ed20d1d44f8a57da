/** The limit of one uploaded file, from MAX_UPLOAD_MB; the request body may be a little larger for its framing. */
export const maxUploadBytesOf = (config: { MAX_UPLOAD_MB: number }) =>
  Math.round(config.MAX_UPLOAD_MB * 1024 * 1024);
