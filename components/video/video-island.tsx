import { defineIsland } from "../islands/island";
import { Video } from "./video";

/** `<Video>` in MDX: the poster is HTML; the island wakes when it nears the viewport. */
export const VideoIsland = defineIsland("video", "visible", Video);
