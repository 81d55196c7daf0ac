import { DEFAULT_AVATAR_ID } from '@shared/media/image-sizes';

/** A neutral head-and-shoulders silhouette; vector, so one file serves every avatar size. */
const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#e8e8e8"/>
<circle cx="128" cy="100" r="46" fill="#bdbdbd"/>
<path d="M40 256c0-52 39.4-88 88-88s88 36 88 88z" fill="#bdbdbd"/>
</svg>
`;

/** Built-in images that need no storage: id → SVG source. */
export const BUILT_IN_IMAGES: ReadonlyMap<string, string> = new Map([
  [DEFAULT_AVATAR_ID, DEFAULT_AVATAR_SVG],
]);
